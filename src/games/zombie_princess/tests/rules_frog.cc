// The Frog ("The Frog Prince Returns", "Scoring" step 2): the winner of the
// Frog trick decides at the end of the round whether it counts, and a zero
// bidder whose only trick is the Frog trick can still make the zero bid.
#include <algorithm>
#include <array>

#include "card_support.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
// one_suit_round and kPlainGroups: card_support.h.

// Ana bids 0 and takes only trick 6, the Frog trick; Ben takes tricks 1-5
// (bid 5) and Cai tricks 7-12 (bid 6).
zp::Referee ana_holds_only_the_frog_trick() {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"0", "5", "6"});
    play(ref, one_suit_round(0, {1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2}));
    return ref;
}

}  // namespace

TEST_CASE("The Frog Prince Returns: the game's start names the Frog and what it does, the table's own Frog too",
          "[frog][setup]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
               "start Ana", "princesses none", "powers off"});
    CHECK(has(accepted(ref, "begin").notices,
              "The Frog is Pet 8: whoever wins the trick holding it decides, once the round is over, whether that "
              "trick counts ('zref rules frog')"));
    zp::Referee own(data());
    play(own, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "frog k3",
               "seed 1", "start Ana", "princesses none", "powers off"});
    CHECK(any_contains(accepted(own, "begin").notices, "The Frog is Knight 3:"));
}

TEST_CASE("The Frog Prince Returns: the winner of the Frog trick decides at the end of the round whether it counts",
          "[frog]") {
    auto ref = ana_holds_only_the_frog_trick();
    const auto& s = ref.game().state();
    REQUIRE(s.round.tricks.size() == 12);
    CHECK(s.round.tricks[5].has_frog);
    CHECK(s.round.tricks[5].winner == 0);
    CHECK(s.round.frog_seat == 0);
    CHECK(s.phase == zp::Phase::FrogDecision);
    CHECK(ref.game().waiting().seat == 0);
    CHECK(refused(ref, "frog Ben drop") == "the Frog trick is Ana's to decide, not Ben's");
    CHECK(refused(ref, "frog Cai count") == "the Frog trick is Ana's to decide, not Cai's");
    CHECK_THAT(refused(ref, "frog Ana maybe"), Contains("say 'count'"));
    CHECK(s.phase == zp::Phase::FrogDecision);
    CHECK(s.results.empty());
    play(ref, {"drop"});  // shorthand for the Frog trick's winner
    CHECK(s.results.size() == 1);
}

TEST_CASE("The Frog Prince Returns: a zero bidder who drops their only trick, the Frog trick, makes the zero bid",
          "[frog][scoring]") {
    auto ref = ana_holds_only_the_frog_trick();
    play(ref, {"frog Ana drop"});
    const auto& ana = receipt(ref, 0);
    CHECK(ana.bid == 0);
    CHECK(ana.tricks == 0);
    CHECK(ana.points == 0);
    CHECK(ana.skulls_after == 2 + 10);
    CHECK(ana.lines.at(1).step == 2);
    CHECK(ana.lines.at(1).skulls == 10);
    CHECK(ref.game().state().results.back().seat_tricks == std::vector<int>{0, 5, 6});
    CHECK(receipt(ref, 1).points == 5);
    CHECK(receipt(ref, 1).skulls_after == 2);
    CHECK(receipt(ref, 2).points == 6);
    CHECK(receipt(ref, 2).skulls_after == 2);
}

TEST_CASE("The Frog Prince Returns: a counted Frog trick breaks a zero bid, which then pays for the over-trick",
          "[frog][scoring]") {
    auto ref = ana_holds_only_the_frog_trick();
    play(ref, {"frog Ana count"});
    const auto& ana = receipt(ref, 0);
    CHECK(ana.tricks == 1);
    CHECK(ana.points == 0);
    CHECK(ana.lines.at(1).skulls == 0);
    CHECK(ana.lines.at(1).detail == "zero bid failed: a trick was taken");
    CHECK(ana.lines.at(5).skulls == -1);
    CHECK(ana.skulls_after == 1);
}

TEST_CASE("The Frog Prince Returns: a counted Frog trick counts toward the bid, a dropped one does not",
          "[frog][scoring]") {
    // Cai bids 6 and takes tricks 6-11 (the Frog trick among them); Ana takes
    // 1-5 (bid 5); Ben takes trick 12 (bid 1).
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"5", "1", "6"});
    play(ref, one_suit_round(0, {0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 1}));
    REQUIRE(ref.game().state().round.frog_seat == 2);

    SECTION("counted: the bid is made") {
        play(ref, {"count"});
        CHECK(receipt(ref, 2).tricks == 6);
        CHECK(receipt(ref, 2).made_bid);
        CHECK(receipt(ref, 2).points == 6);
        CHECK(receipt(ref, 2).skulls_after == 2);
    }
    SECTION("dropped: 5 tricks for a bid of 6, and 3 skulls for the missing trick cannot be paid from 2") {
        play(ref, {"drop"});
        CHECK(ref.game().state().phase == zp::Phase::NextStart);  // no payment offered
        CHECK(receipt(ref, 2).tricks == 5);
        CHECK_FALSE(receipt(ref, 2).made_bid);
        CHECK(receipt(ref, 2).points == 0);
        CHECK(receipt(ref, 2).skulls_after == 2);
    }
}

TEST_CASE("The Frog Prince Returns: dropping the Frog trick avoids an over-trick", "[frog][scoring]") {
    // Cai bids 5 and takes 6 tricks, one of them the Frog trick.
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"5", "1", "5"});
    play(ref, one_suit_round(0, {0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 1}));
    SECTION("counted: one over-trick costs 1 skull") {
        play(ref, {"count"});
        CHECK(receipt(ref, 2).points == 5);
        CHECK(receipt(ref, 2).skulls_after == 1);
    }
    SECTION("dropped: the bid is met exactly") {
        play(ref, {"drop"});
        CHECK(receipt(ref, 2).points == 5);
        CHECK(receipt(ref, 2).skulls_after == 2);
    }
}

TEST_CASE("Scoring: with 5 players a zero bid saved by dropping the Frog trick earns 5 skulls", "[frog][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve"});
    play(ref, {"0", "3", "3", "3", "2"});
    play(ref, {"tricks Ana 1 frog", "tricks Ben 3", "tricks Cai 3", "tricks Dee 3", "tricks Eve 2"});
    REQUIRE(ref.game().state().phase == zp::Phase::FrogDecision);
    play(ref, {"drop"});
    CHECK(receipt(ref, 0).tricks == 0);
    CHECK(receipt(ref, 0).lines.at(1).skulls == 5);
    CHECK(receipt(ref, 0).skulls_after == 2 + 5);
}

TEST_CASE("Scoring: with 6 players a successful zero bid earns 5 skulls", "[frog][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"});
    play(ref, {"0", "2", "2", "2", "2", "2"});
    play(ref, {"tricks Ana 0", "tricks Ben 2", "tricks Cai 2", "tricks Dee 2", "tricks Eve 2", "tricks Fay 2"});
    CHECK(receipt(ref, 0).skulls_after == 2 + 5);
}

TEST_CASE("Scoring: in Teams each member's successful zero bid earns 5 skulls, even with the Frog trick dropped",
          "[frog][scoring][teams]") {
    // Ana and Cai both bid 0; Ana's only trick is the Frog trick, which she drops.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true);
    play(ref, {"0", "4", "0", "5"});
    play(ref, {"tricks Ana 1 frog", "tricks Ben 4", "tricks Cai 0", "tricks Dee 5"});
    play(ref, {"frog Ana drop"});
    const auto& team = receipt(ref, 0);
    CHECK(team.bid == 0);
    CHECK(team.tricks == 0);
    CHECK(team.lines.at(1).skulls == 10);
    CHECK(team.skulls_after == 4 + 10);
    CHECK(receipt(ref, 1).points == 9);
    CHECK(receipt(ref, 1).skulls_after == 4);
}

}  // namespace zref::test
