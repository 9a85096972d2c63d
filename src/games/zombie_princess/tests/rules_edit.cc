// Correcting the past: `edit N LINE` replaces one accepted entry and
// re-adjudicates everything after it; `undo` takes an edit back; the journal
// records the edit as its own line, so replaying it gives the same game.
#include "card_support.h"
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
}

TEST_CASE("Edit: when a trick changes hands the next trick's cards are taken in the new order of play (Winning Tricks)",
          "[edit]") {
    auto ref = three_tricks_in();
    // Cai's Knight 8 takes trick 1, so Cai led trick 2: the cards typed for
    // it are the same, entered from Cai round to Ben.
    auto e = ref.edit(entry_of(ref, "play Cai k3"), "k8");
    REQUIRE(e.ok());
    CHECK(e->replayed == 3);
    CHECK(e->dropped.empty());
    CHECK(e->kept == 0);
    const auto h = ref.history();
    CHECK(std::vector<std::string>(h.end() - 3, h.end()) ==
          std::vector<std::string>{"play Cai k4", "play Ana k9", "play Ben k1"});
    CHECK(ref.game().state().round.tricks[0].winner == 2);
    CHECK(ref.game().state().round.tricks[1].winner == 0);
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

// Round 1 by counts, bids 6 5 1 made exactly, Ana's six tricks holding the
// Frog, which she counts; Cai, lowest, goes first; round 2's bids are in.
zp::Referee frog_with_ana_then_round_two() {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"6", "5", "1", "tricks Ana 6 frog", "tricks Ben 5", "tricks Cai 1", "frog Ana count", "start Cai first",
               "bid Cai 2", "bid Ana 3", "bid Ben 4"});
    return ref;
}

TEST_CASE("Edit: a decision the corrected past no longer needs is dropped, the rest stands (The Frog Prince Returns)",
          "[edit][frog]") {
    auto ref = frog_with_ana_then_round_two();
    auto e = ref.edit(entry_of(ref, "tricks Ana 6 frog"), "tricks Ana 6");
    REQUIRE(e.ok());
    CHECK(e->dropped == std::vector<std::string>{"frog Ana count (no longer asked)"});
    CHECK(e->kept == 0);
    CHECK(e->replayed == 6);
    CHECK(ref.history().back() == "bid Ben 4");
    CHECK(ref.game().state().results[0].receipts[0].points == 6);
}

TEST_CASE("Edit: a decision whose asker changed is asked again, and the later entries wait for it (The Frog Prince "
          "Returns)",
          "[edit][frog]") {
    auto ref = frog_with_ana_then_round_two();
    REQUIRE(ref.edit(entry_of(ref, "tricks Ana 6 frog"), "tricks Ana 6").ok());
    const auto before = ref.history();
    // The Frog was in one of Ben's tricks: he decides now, not Ana.
    auto e = ref.edit(entry_of(ref, "tricks Ben 5"), "tricks Ben 5 frog");
    REQUIRE(e.ok());
    CHECK(e->dropped.empty());  // Ana's decision went with the first edit
    CHECK(e->kept == 4);        // who starts round 2, and its bids
    CHECK(ref.game().state().phase == zp::Phase::FrogDecision);
    CHECK(ref.game().waiting().seat == 1);
    CHECK(ref.kept().front().line == "start Cai first");
    CHECK(ref.history().back() == "tricks Cai 1");
    // Ben's answer brings the kept entries back where they fit.
    auto r = ref.apply("frog Ben count");
    REQUIRE(r.ok());
    CHECK(any_contains(r->notices, "4 kept entries entered again"));
    CHECK(ref.kept().empty());
    CHECK(ref.history().back() == "bid Ben 4");
    // Undo takes the answer back and keeps the entries back again.
    REQUIRE(ref.undo().ok());
    CHECK(ref.kept().size() == 4);
    CHECK(ref.history().back() == "tricks Cai 1");
}

TEST_CASE("Edit: a changed asker drops the old answer and asks again (Choosing Who Starts)", "[edit][next-start]") {
    auto ref = frog_with_ana_then_round_two();
    // Ana bid 0, not 6: her failed zero bid leaves her lowest, so she, not
    // Cai, chooses who starts round 2.
    const int ana = entry_of(ref, "bid Ana 6");
    auto e = ref.edit(ana, "0");
    REQUIRE(e.ok());
    CHECK(e->dropped == std::vector<std::string>{"start Cai first (asked again)"});
    CHECK(e->kept == 3);  // round 2's bids
    CHECK(ref.game().waiting().seat == 0);
    // Ana goes first: the bids typed from Cai are taken in the new order.
    auto r = ref.apply("start Ana first");
    REQUIRE(r.ok());
    CHECK(any_contains(r->notices, "3 kept entries entered again"));
    CHECK(ref.kept().empty());
    const auto h = ref.history();
    CHECK(std::vector<std::string>(h.end() - 3, h.end()) ==
          std::vector<std::string>{"bid Ana 3", "bid Ben 4", "bid Cai 2"});
    // The journal's lines replay to the same game, the kept entries included.
    auto again = table({"Ana", "Ben", "Cai"});
    for (const auto& line : {"bid Ana 6", "bid Ben 5", "bid Cai 1", "tricks Ana 6 frog", "tricks Ben 5", "tricks Cai 1",
                             "frog Ana count", "start Cai first", "bid Cai 2", "bid Ana 3", "bid Ben 4"})
        REQUIRE(again.replay_journal_line(line).ok());
    REQUIRE(again.replay_journal_line(zp::Referee::edit_line(ana, "bid Ana 0")).ok());
    REQUIRE(again.replay_journal_line("start Ana first").ok());
    CHECK(again.history() == ref.history());
    CHECK(again.kept().size() == ref.kept().size());
}

TEST_CASE("Edit: a card typed in the old order waits for its player's turn and comes back by itself (Winning Tricks)",
          "[edit]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"1", "1", "1", "k7", "k2", "k3", "k9"});
    // Cai's Knight 8 takes trick 1: Cai leads trick 2, before Ana's Knight 9.
    auto e = ref.edit(entry_of(ref, "play Cai k3"), "k8");
    REQUIRE(e.ok());
    CHECK(e->kept == 1);
    CHECK(ref.kept().front().line == "play Ana k9");
    CHECK(ref.game().waiting().seat == 2);
    auto r = ref.apply("k4");
    REQUIRE(r.ok());
    CHECK(any_contains(r->notices, "1 kept entry entered again"));
    CHECK(ref.history().back() == "play Ana k9");
    CHECK(ref.game().waiting().seat == 1);
}

}  // namespace
}  // namespace zref::test
