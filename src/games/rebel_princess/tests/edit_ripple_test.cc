// Undo and edit of a played card (core/referee.h): an edit that changes who
// takes a trick changes who leads the next, and the later cards ripple into
// the new order of play, as the four-player transcript's own edit does
// (tests/transcripts/rebel-princess/four-players.zref, lines 9-19).
#include "games/rebel_princess/table/rp_table.h"
#include "rp_support.h"

namespace zref::test::rp {

namespace {

constexpr int kBeforeTheEdit = 18;  // trick 1 (Ana p6) to Dee; trick 2 led by Dee, to Ben

std::vector<std::string> lines_from(const zref::rp::Referee& ref, std::size_t first) {
    const auto all = ref.history();
    return {all.begin() + static_cast<std::ptrdiff_t>(first - 1), all.end()};
}

}  // namespace

TEST_CASE("Edit: a card that changes a trick's winner changes the next leader, and the later cards follow the new order",
          "[rebel_princess][edit]") {
    auto ref = replayed("four-players", kBeforeTheEdit);
    const auto& s = ref.game().state();
    REQUIRE(s.round.tricks.front().winner == seat(ref, "Dee"));
    CHECK(lines_from(ref, 9) == std::vector<std::string>{"play Ana p6", "play Ben p3", "play Cai p7", "play Dee p9",
                                                         "play Dee f7", "play Ana f8", "play Ben f9", "play Cai f5"});
    auto e = ref.edit(9, "play Ana p10");
    REQUIRE(e);
    CHECK(e->replayed == 7);
    const auto& after = ref.game().state();
    CHECK(after.round.tricks.front().winner == seat(ref, "Ana"));
    CHECK(after.round.tricks[1].leader == seat(ref, "Ana"));
    CHECK(after.round.tricks[1].winner == seat(ref, "Ben"));
    CHECK(lines_from(ref, 9) == std::vector<std::string>{"play Ana p10", "play Ben p3", "play Cai p7", "play Dee p9",
                                                         "play Ana f8", "play Ben f9", "play Cai f5", "play Dee f7"});
    CHECK(zref::rp::RpTable(ref).why_item(1).rfind("Round 1, trick 1: Ana Pet 10;", 0) == 0);
    // Undo takes the whole edit back.
    auto u = ref.undo();
    REQUIRE(u);
    CHECK(*u == "the edit of entry 9 (play Ana p10 back to play Ana p6)");
    CHECK(ref.game().state().round.tricks.front().winner == seat(ref, "Dee"));
    CHECK(lines_from(ref, 13).front() == "play Dee f7");
}

TEST_CASE("Edit: a card that a later entry plays is refused, and nothing changes", "[rebel_princess][edit]") {
    auto ref = replayed("four-players", kBeforeTheEdit);
    const auto before = ref.history();
    auto e = ref.edit(9, "play Ana f8");
    REQUIRE_FALSE(e);
    CHECK_THAT(e.error(), Catch::Contains("that edit is refused, nothing was changed"));
    CHECK(ref.history() == before);
}

TEST_CASE("Edit: requests that no longer add up to the round's total are refused, and nothing changes (Entering scores only)",
          "[rebel_princess][edit]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"requests Ana 6", "requests Ben 0", "requests Cai 9", "requests Dee 0"});
    const auto before = ref.history();
    auto e = ref.edit(8, "requests Ben 3");  // then Dee's 0 leaves 18, not 15
    REQUIRE_FALSE(e);
    CHECK_THAT(e.error(), Catch::Contains("add up to 15"));
    CHECK(ref.history() == before);
    CHECK(ref.game().state().round.start == seat(ref, "Ben"));
    auto ok = ref.edit(10, "requests Dee 0");
    REQUIRE_FALSE(ok);
    CHECK_THAT(ok.error(), Catch::Contains("nothing to change"));
}

TEST_CASE("Undo: a card is taken back, and the trick, the turn and the cards out are as before it", "[rebel_princess][undo]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    trick(ref, "q5 q9 q2 q3");
    const auto before = zref::rp::RpTable(ref).status();
    play(ref, {"f4"});
    REQUIRE(ref.undo());
    CHECK(zref::rp::RpTable(ref).status() == before);
    REQUIRE(ref.undo());  // the trick's last card: the trick is open again
    CHECK(ref.game().state().round.tricks.empty());
    CHECK(ref.game().state().round.current.plays.size() == 3);
}

}  // namespace zref::test::rp
