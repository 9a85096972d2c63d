// The score board for the room (table/board.h, `--board FILE`): the
// standings ("End of Game", each variant's goal), the Lane cards on the table
// ("Drawing Lane Cards"), what each necromancer revealed this round and still
// holds ("Choose Necromancer Zombie Cards"), the winner, and the page.
#include "bowling_support.h"
#include "core/board_page.h"
#include "games/bowling_for_zombies/table/bfz_table.h"
#include "games/bowling_for_zombies/table/board.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;
using V = std::vector<std::string>;

V names(const BoardModel& b) {
    V out;
    for (const auto& row : b.rows) out.push_back(row.name);
    return out;
}

// Row `name`'s values: score, played this round, left in hand.
V values(const BoardModel& b, const std::string& name) {
    for (const auto& row : b.rows)
        if (row.name == name) return row.values;
    FAIL("no row for " << name);
    return {};
}

TEST_CASE("Bowling board: the Lane cards on the table and each reveal as it is typed", "[bowling][board]") {
    auto ref = table({"Ann", "Bob", "Cat"});
    auto b = bfz::bfz_board(ref.game());
    CHECK(b.game == "Bowling for Zombies!!! · Standard");
    CHECK(b.heading == "Round 1 of 10");
    CHECK(b.feature_label == "Lane cards");
    CHECK(b.feature.empty());  // not drawn yet
    CHECK(names(b) == V{"Ann", "Bob", "Cat"});
    for (const auto& row : b.rows) CHECK(row.place.empty());  // nothing scored: no places
    CHECK(values(b, "Ann") == V{"0", "", "0 1 2 3 4 5 6 7 8 9\nHead, Leg, Hand"});

    play(ref, {"lanes 5 3", "play Ann 9", "play Bob 4 hand above", "play Cat 2 leg below"});
    b = bfz::bfz_board(ref.game());
    CHECK(b.feature == "5 3");
    CHECK(values(b, "Ann")[1] == "9");
    CHECK(values(b, "Bob")[1] == "4 + Hand");
    CHECK(values(b, "Cat")[1] == "2 (bluff)");
    CHECK(values(b, "Ann")[2] == "0 1 2 3 4 5 6 7 8\nHead, Leg, Hand");
    CHECK_FALSE(b.waiting.empty());
}

TEST_CASE("Bowling board: once a round is scored the necromancers are ranked, the leader picked out",
          "[bowling][board]") {
    auto ref = table({"Ann", "Bob", "Cat"});
    // Ann's 9 is the strongest and takes nothing; Bob bowls the 5, Cat the 3.
    play(ref, {"lanes 5 3", "play Ann 9", "play Bob 4", "play Cat 2", "take Bob 5"});
    const auto b = bfz::bfz_board(ref.game());
    CHECK(b.heading == "Round 2 of 10");
    CHECK(names(b) == V{"Bob", "Cat", "Ann"});
    CHECK(b.rows[0].place == "1");
    CHECK(b.rows[0].leading);
    CHECK(b.rows[1].place == "2");
    CHECK_FALSE(b.rows[1].leading);
    CHECK(values(b, "Bob")[0] == "5");
    CHECK(values(b, "Cat")[0] == "3");
    CHECK(values(b, "Bob")[1].empty());  // round 2's reveals are still to come
}

TEST_CASE("Bowling board: a finished game names its winner with what it shows", "[bowling][board]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "standard-3");
    REQUIRE(ref.game().state().phase == bfz::Phase::GameOver);
    const auto sheet = bfz::build_sheet(ref.game().state(), data());
    REQUIRE(sheet.standing.groups.front().size() == 1);
    const int winner = sheet.standing.groups.front().front();
    const std::string name = sheet.necromancers.at(static_cast<std::size_t>(winner));
    const auto b = bfz::bfz_board(ref.game());
    CHECK(b.heading == "Finished after 10 rounds");
    CHECK(b.feature_label == "Winner");
    CHECK(b.feature == name + " (" + sheet.standing.shown.at(static_cast<std::size_t>(winner)) + ")");
    CHECK(b.rows.front().name == name);
    CHECK(b.rows.front().leading);
    CHECK(b.waiting.empty());
    CHECK_FALSE(b.result.empty());
}

TEST_CASE("Bowling board: High and Low's long score is shown in two lines, in smaller type", "[bowling][board]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "high-low-3");
    const auto b = bfz::bfz_board(ref.game());
    CHECK(b.columns.front().detail);
    for (const auto& row : b.rows) CHECK_THAT(row.values.front(), Contains("\n= "));
}

TEST_CASE("Bowling board page: names are escaped and the page reloads itself", "[bowling][board]") {
    auto ref = table({"A<b>n", "Bob&Co", "Cat"});
    const bfz::BfzTable t(ref);
    const std::string html = t.board_html();
    CHECK_THAT(html, Contains("A&lt;b&gt;n"));
    CHECK_THAT(html, Contains("Bob&amp;Co"));
    CHECK(html.find("<b>n") == std::string::npos);
    CHECK_THAT(html, Contains("<meta http-equiv=\"refresh\" content=\"2\">"));
    CHECK(html.find("<script") == std::string::npos);
}

}  // namespace
}  // namespace zref::test::bowling
