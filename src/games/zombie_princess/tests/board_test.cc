// The score board for the room (table/board.h, `--board FILE`): the
// standings by points (Scoring), this round's bids and tricks, the Round card
// with its Hourglass mark, the Hourglass Leader (Hourglass Round) and the
// winner (End of the Game), and the page they are shown on.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "card_support.h"
#include "core/board_page.h"
#include "games/zombie_princess/table/board.h"
#include "games/zombie_princess/table/zp_table.h"
#include "support.h"

namespace {

using namespace zref;
using namespace zref::test;
using Catch::Matchers::Contains;
using V = std::vector<std::string>;

std::vector<std::string> names(const BoardModel& b) {
    std::vector<std::string> out;
    for (const auto& row : b.rows) out.push_back(row.name);
    return out;
}

// Row `name`'s values: points (the final score once over), skulls, bid, tricks.
V values(const BoardModel& b, const std::string& name) {
    for (const auto& row : b.rows)
        if (row.name == name) return row.values;
    FAIL("no row for " << name);
    return {};
}

}  // namespace

TEST_CASE("Board: before a round is scored the players stand in seat order, with their bids as made",
          "[board][bidding]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    auto b = zp::zp_board(ref.game());
    CHECK(b.game == "Zombie Princess");
    CHECK(b.heading == "Round 1 of 4");
    CHECK(b.name_head == "Player");
    CHECK(names(b) == V{"Ana", "Ben", "Cai"});
    for (const auto& row : b.rows) CHECK(row.place.empty());  // everyone ties on nothing yet
    CHECK(values(b, "Ana") == V{"0", "2", "–", "–"});  // no bid, no trick yet
    play(ref, {"bid Ana 4", "bid Ben 3"});
    b = zp::zp_board(ref.game());
    CHECK(values(b, "Ana")[2] == "4");
    CHECK(values(b, "Ben")[2] == "3");
    CHECK(values(b, "Cai")[2] == "–");
    CHECK_THAT(b.waiting, Contains("Cai to bid"));
}

TEST_CASE("Board: the tricks counted so far in the round being played", "[board][tricks]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"bid Ana 3", "bid Ben 7", "bid Cai 2"});
    play(ref, {"play Ana p5", "play Ben p6", "play Cai p1"});  // Ben's Pet 6 takes trick 1
    const auto b = zp::zp_board(ref.game());
    CHECK(values(b, "Ana")[3] == "0");
    CHECK(values(b, "Ben")[3] == "1");
    CHECK(values(b, "Cai")[3] == "0");
    CHECK(b.notes == V{"Princes have not broken out"});
}

TEST_CASE("Board: once a round is scored the sides are ranked by points, the leader picked out", "[board][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    // Every bid made: the points differ with the bids.
    play(ref, {"2", "5", "5", "tricks Ana 2", "tricks Ben 5", "tricks Cai 5"});
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::NextStart);
    const auto b = zp::zp_board(ref.game());
    REQUIRE(b.rows.size() == 3);
    CHECK(std::stoi(b.rows[0].values[0]) >= std::stoi(b.rows[1].values[0]));
    CHECK(std::stoi(b.rows[1].values[0]) >= std::stoi(b.rows[2].values[0]));
    CHECK(b.rows.front().place == "1");
    CHECK(b.rows.front().leading);
    CHECK(b.rows.back().name == "Ana");  // the smallest bid made scores least
    CHECK_FALSE(b.rows.back().leading);
    // The scored round's bids and tricks stay up until the next round starts.
    const auto& r = s.results.back();
    for (int seat = 0; seat < 3; ++seat) {
        const auto row = values(b, s.seating.name(seat));
        const auto k = static_cast<std::size_t>(seat);
        CHECK(row[0] == std::to_string(r.receipts[k].points));
        CHECK(row[1] == std::to_string(s.skulls[k]));
        CHECK(row[2] == std::to_string(r.seat_bids[k]));
        CHECK(row[3] == std::to_string(r.seat_tricks[k]));
    }
    // The next round's bids start afresh.
    play(ref, {"first"});
    CHECK(values(zp::zp_board(ref.game()), "Ana")[2] == "–");
}

TEST_CASE("Board: the Round card in play, marked when it is the Hourglass round, and the Hourglass Leader",
          "[board][hourglass]") {
    auto early = table({"Ana", "Ben", "Cai"}, false, "b a a d");
    auto b = zp::zp_board(early.game());
    CHECK(b.feature_label == "Round card");
    CHECK(b.feature == "b: " + early.game().round_card()->name);
    CHECK(b.feature_note.empty());
    CHECK(b.notes.empty());  // no Hourglass Leader before round 4

    // Points 13, 12, 11 and 2 skulls each: Ana leads the Hourglass line.
    auto ref = ana_in_the_lead("a a a d");
    b = zp::zp_board(ref.game());
    CHECK(b.heading == "Round 4 of 4");
    CHECK(b.feature == "d: Dead Set on Winning");
    CHECK(b.feature_note == "Hourglass round");
    CHECK(b.notes == V{"Hourglass Leader: Ana"});
}

TEST_CASE("Board: in Teams a row is a team, its bid the sum of its members' (Bidding)", "[board][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true);
    play(ref, {"bid Ana 2"});
    auto b = zp::zp_board(ref.game());
    CHECK(b.name_head == "Team");
    CHECK(names(b) == V{"Ana & Cai", "Ben & Dee"});
    CHECK(values(b, "Ana & Cai")[2] == "2+?");  // Cai has still to bid
    CHECK(values(b, "Ben & Dee")[2] == "–");
    play(ref, {"bid Ben 1", "bid Cai 3"});
    b = zp::zp_board(ref.game());
    CHECK(values(b, "Ana & Cai")[2] == "5");
    CHECK(values(b, "Ben & Dee")[2] == "1+?");
}

TEST_CASE("Board: a finished game names its winner with the final score (End of the Game)", "[board][end]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    // Ana makes every bid and scores most.
    for (int round = 0; round < 4; ++round) counted_round(ref, {6, 3, 3}, {6, 3, 3});
    REQUIRE(state(ref).phase == zp::Phase::GameOver);
    const auto b = zp::zp_board(ref.game());
    const auto sheet = zp::build_sheet(state(ref));
    REQUIRE(sheet.winners == std::vector<int>{0});
    CHECK(b.heading == "Finished after 4 rounds");
    CHECK(b.feature_label == "Winner");
    CHECK(b.feature == "Ana (" + std::to_string(sheet.final_score[0]) + ")");
    CHECK(b.columns.front().head == "Final");
    CHECK(values(b, "Ana")[0] == std::to_string(sheet.final_score[0]));
    CHECK(b.rows.front().name == "Ana");
    CHECK(b.rows.front().leading);
    CHECK(b.waiting.empty());
    CHECK_THAT(b.result, Contains("Final score"));
}

TEST_CASE("Board page: names are escaped, the page reloads itself and fetches nothing", "[board][html]") {
    auto ref = table({"A<b>na", "Ben&Jo", "Cai"});
    const zp::ZpTable t(ref);
    const std::string html = t.board_html();
    CHECK_THAT(html, Contains("A&lt;b&gt;na"));
    CHECK_THAT(html, Contains("Ben&amp;Jo"));
    CHECK(html.find("<b>na") == std::string::npos);
    CHECK_THAT(html, Contains("<meta http-equiv=\"refresh\" content=\"2\">"));
    CHECK_THAT(html, Contains("Opening Night"));
    CHECK(html.find("<script") == std::string::npos);
    CHECK(html.find("http://") == std::string::npos);
    CHECK(html.find("https://") == std::string::npos);
    CHECK(html.find("url(") == std::string::npos);
    CHECK(html.find("@import") == std::string::npos);
}
