// Correcting the past: `edit N LINE` replaces one accepted entry and
// re-adjudicates everything after it; `undo` takes an edit back; the journal
// records the edit as its own line, so replaying it gives the same game.
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Ana, Ben, Cai with bids 1 1 1 and two tricks of Knights played.
zp::Referee three_tricks_in() {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"1", "1", "1", "k7", "k2", "k3", "k9", "k1", "k4"});
    return ref;
}

int entry_of(const zp::Referee& ref, const std::string& line) {
    const auto& e = ref.entries();
    for (std::size_t i = 0; i < e.size(); ++i)
        if (e[i].line == line) return static_cast<int>(i) + 1;
    FAIL("no entry " << line);
    return 0;
}

TEST_CASE("Edit: a mistyped card is replaced and its trick re-decided (Winning Tricks)", "[edit]") {
    auto ref = three_tricks_in();
    REQUIRE(ref.game().state().round.tricks[1].winner == 0);  // Ana's k9 beat k1, k4
    auto e = ref.edit(entry_of(ref, "play Ben k1"), "pr1");  // shorthand: Ben's card, as typed then
    REQUIRE(e.ok());
    CHECK(e->before == "play Ben k1");
    CHECK(e->after == "play Ben pr1");
    CHECK(e->replayed == 1);
    const auto& s = ref.game().state();
    CHECK(s.round.tricks[1].winner == 1);  // Ben's Prince 1 takes trick 2
    CHECK(s.round.princes_broken);
    CHECK(ref.game().waiting().seat == 1);  // and Ben leads trick 3
}

TEST_CASE("Edit: a card in an earlier trick is replaced when the later entries still stand (Winning Tricks)", "[edit]") {
    auto ref = three_tricks_in();
    auto e = ref.edit(entry_of(ref, "play Cai k3"), "k5");
    REQUIRE(e.ok());
    CHECK(e->replayed == 3);
    CHECK(ref.game().state().round.tricks[0].winner == 0);
    CHECK(ref.history().back() == "play Cai k4");
}

TEST_CASE("Edit: a change that makes a later entry impossible is refused and changes nothing (zref: edit)", "[edit]") {
    auto ref = three_tricks_in();
    const auto before = ref.history();
    // Ben's Knight 1 in trick 1 clashes with the Knight 1 he plays in trick 2.
    auto e = ref.edit(entry_of(ref, "play Ben k2"), "k1");
    REQUIRE_FALSE(e.ok());
    CHECK_THAT(e.error(), Contains("play Ben k1") && Contains("would no longer be accepted") && Contains("already played"));
    CHECK(ref.history() == before);
    // Cai winning trick 1 would make Cai lead trick 2, but Ana's card was typed first.
    e = ref.edit(entry_of(ref, "play Cai k3"), "k8");
    REQUIRE_FALSE(e.ok());
    CHECK_THAT(e.error(), Contains("play Ana k9") && Contains("R1 t2") && Contains("Cai's turn"));
    CHECK(ref.history() == before);
}

TEST_CASE("Edit: a wrong bid is corrected and the round is scored on the new bid (Scoring)", "[edit]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"1", "0", "0", "tricks Ana 12", "tricks Ben 0", "tricks Cai 0"});
    REQUIRE(ref.game().state().results.size() == 1);
    const auto first = ref.game().state().results[0].receipts[0];
    CHECK(first.bid == 1);
    auto e = ref.edit(entry_of(ref, "bid Ana 1"), "12");
    REQUIRE(e.ok());
    const auto& after = ref.game().state();
    REQUIRE(after.results.size() == 1);
    CHECK(after.results[0].receipts[0].bid == 12);
    CHECK(after.results[0].receipts[0].points > first.points);  // the bid made exactly, no over-tricks
}

TEST_CASE("Edit: undo takes the edit back, not the last card (zref: edit)", "[edit]") {
    auto ref = three_tricks_in();
    const auto before = ref.history();
    REQUIRE(ref.edit(entry_of(ref, "bid Ben 1"), "2").ok());
    CHECK(ref.history() != before);
    auto u = ref.undo();
    REQUIRE(u.ok());
    CHECK_THAT(*u, Contains("edit of entry"));
    CHECK(ref.history() == before);
}

TEST_CASE("Edit: the journal line 'edit N LINE' replays to the same game (zref: journal)", "[edit]") {
    auto ref = three_tricks_in();
    const int n = entry_of(ref, "bid Ben 1");
    auto e = ref.edit(n, "2");
    REQUIRE(e.ok());
    zp::Referee again(data());
    for (const auto& line : three_tricks_in().history()) REQUIRE(again.replay_journal_line(line).ok());
    REQUIRE(again.replay_journal_line(zp::Referee::edit_line(n, e->after)).ok());
    CHECK(again.history() == ref.history());
    REQUIRE(again.replay_journal_line("undo").ok());
    CHECK(again.history() == three_tricks_in().history());
}

TEST_CASE("Edit: bad entry numbers and no-op edits are refused (zref: edit)", "[edit]") {
    auto ref = three_tricks_in();
    CHECK_THAT(ref.edit(0, "k1").error(), Contains("no entry 0"));
    CHECK_THAT(ref.edit(999, "k1").error(), Contains("entries run 1 to"));
    CHECK_THAT(ref.edit(entry_of(ref, "bid Ana 1"), "1").error(), Contains("already"));
    CHECK_THAT(ref.edit(entry_of(ref, "bid Ana 1"), "k1").error(), Contains("cannot become"));
}

}  // namespace
}  // namespace zref::test
