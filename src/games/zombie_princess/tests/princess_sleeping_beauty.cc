// Princess Cards: Sleeping Beauty, Spindle of Fight ("Princess Cards", "Setup"
// step 1, "Using the Power of a Princess", "Scoring" steps 1 and 2): "Teams
// Only: Before a trick, give your partner 1-3 cards. They then give you the
// same number of cards (they could be some or all of the ones you gave them)."
// zref: 'power sleeping-beauty N' once the bids are in and before the first
// card of a trick; zref sees no card, so it records the exchange and forgets
// what both hands had shown about their suits. Once per round; unused, 1 skull
// at step 1.
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "princess_tricks.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;

// Teams: Ana (Cinderella) & Cai (the Ice Princess) against Ben (Sleeping Beauty) & Dee (Thumbelina).
const std::array<std::string, 4> kBeauty = {"cinderella", "sleeping-beauty", "ice-princess", "thumbelina"};

const std::string kSleepingBeautyWindow =
    "Sleeping Beauty (Spindle of Fight): it may be used only before a trick, when no card of it has been played";

// kBase after Ben gives Dee Pet 10 before trick 3 and gets Pet 2 back: Dee wins trick 3, Ben nothing.
const FourSeatDeal kSpindle = with({{{3, Ben}, "p2"}, {{3, Dee}, "p10"}});

}  // namespace

TEST_CASE("Princess Cards: Sleeping Beauty: Teams only, refused in Individuals", "[princess-sleeping-beauty][setup]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
               "start Ana", "princesses enter", "powers on", "begin"});
    CHECK(refused(ref, "princess Ben sleeping-beauty") ==
          "Sleeping Beauty is for Teams only and is left out of an Individuals game");
    CHECK(st(ref).phase == Phase::ChoosePrincess);
}

TEST_CASE("Princess Cards: Sleeping Beauty: before a trick, once the bids are in, refused while bidding and in the "
          "middle of a trick, saying when",
          "[princess-sleeping-beauty]") {
    auto ref = teams_table(kBeauty);
    CHECK(refused(ref, "power sleeping-beauty 1") == kSleepingBeautyWindow);  // while bidding
    bids(ref, {1, 0, 3, 5});
    SECTION("before trick 1") {
        const auto r = accepted(ref, "power sleeping-beauty 2");
        CHECK(r.headline == "Ben gives Dee 2 cards and gets as many back (Sleeping Beauty)");
        CHECK(r.canonical == "power Ben sleeping-beauty 2");
        REQUIRE_FALSE(r.reasons.empty());
        CHECK(r.reasons.front().text == "the partner may hand back some or all of the cards just received");
        CHECK(r.reasons.front().section == "Princess Cards: Sleeping Beauty");
        CHECK(any_contains(r.notices, "Sleeping Beauty's power is used for this round (so no unused-Princess skull)"));
        CHECK(st(ref).round.records.back() == "Ben gives Dee 2 cards and gets as many back (Sleeping Beauty)");
        CHECK(st(ref).round.cards_left == std::vector<int>{10, 10, 10, 10});
    }
    SECTION("in the middle of a trick, from its first card to its last") {
        play(ref, {"play Ana v1"});
        CHECK(refused(ref, "power sleeping-beauty 1") == kSleepingBeautyWindow);
        play(ref, {"play Ben v2", "play Cai v3"});
        CHECK(refused(ref, "power sleeping-beauty 1") == kSleepingBeautyWindow);
        play(ref, {"play Dee v10"});
        // Between tricks again.
        CHECK(accepted(ref, "power Ben sleeping-beauty 1").headline ==
              "Ben gives Dee 1 card and gets as many back (Sleeping Beauty)");
    }
    CHECK(refused(ref, "power Dee sleeping-beauty 1") == "Sleeping Beauty is Ben's Princess, not Dee's");
}

TEST_CASE("Princess Cards: Sleeping Beauty: 1 to 3 cards, no more than either partner holds",
          "[princess-sleeping-beauty]") {
    auto ref = teams_table(kBeauty);
    bids(ref, {1, 1, 3, 5});
    const std::string prefix = "Sleeping Beauty (Spindle of Fight): ";
    CHECK(refused(ref, "power sleeping-beauty") ==
          prefix + "say how many cards she gives: 'power sleeping-beauty N' with N from 1 to 3");
    CHECK(refused(ref, "power sleeping-beauty 0") == prefix + "'0' is not a valid number of cards: give a whole number from 1 to 3");
    CHECK(refused(ref, "power sleeping-beauty 4") == prefix + "'4' is not a valid number of cards: give a whole number from 1 to 3");
    CHECK(refused(ref, "power sleeping-beauty 1 2") ==
          prefix + "say how many cards she gives: 'power sleeping-beauty N' with N from 1 to 3");
    // Before trick 9 each hand holds 2 cards.
    tricks(ref, kBase, 1, 8);
    CHECK(refused(ref, "power sleeping-beauty 3") == prefix + "'3' is not a valid number of cards: give a whole number from 1 to 2");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    CHECK(accepted(ref, "power sleeping-beauty 2").headline ==
          "Ben gives Dee 2 cards and gets as many back (Sleeping Beauty)");
}

TEST_CASE("Princess Cards: Sleeping Beauty: after the exchange, what either partner's hand showed no longer holds",
          "[princess-sleeping-beauty]") {
    auto ref = teams_table(kBeauty);
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 7);
    const auto villagers = static_cast<std::size_t>(st(ref).codec.parse("v1")->suit);
    // Trick 7 (Villager 8 led): Dee trumped with Prince 4 and Ben played Knight 7.
    CHECK(st(ref).round.void_since.at(Ben).at(villagers) == 7);
    CHECK(st(ref).round.void_since.at(Dee).at(villagers) == 7);
    play(ref, {"power sleeping-beauty 1"});
    CHECK(st(ref).round.void_since.at(Ben) == std::vector<int>{0, 0, 0, 0});
    CHECK(st(ref).round.void_since.at(Dee) == std::vector<int>{0, 0, 0, 0});
    CHECK(st(ref).round.void_since.at(Ana).at(villagers) == 0);
}

TEST_CASE("Princess Cards: Sleeping Beauty: passing her winning card to her partner before trick 3 saves her zero bid",
          "[princess-sleeping-beauty]") {
    auto ref = teams_table(kBeauty);
    bids(ref, {1, 0, 3, 5});
    tricks(ref, kSpindle, 1, 2);
    play(ref, {"power sleeping-beauty 1"});  // Ben gives Pet 10, gets Pet 2
    CHECK(refused(ref, "power sleeping-beauty 1") ==
          "Sleeping Beauty's power is already used this round; it is refreshed at the start of the next round");
    tricks(ref, kSpindle, 3, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Dee, Ana, Dee, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee drop"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{1, 0, 3, 5});
    // Ben & Dee: bid 0 + 5, 5 counted tricks; Ben's zero bid earns 5 skulls (Teams).
    CHECK(step(ref, 1, 1).skulls == 1);
    CHECK(step(ref, 1, 1).detail == "Thumbelina unused: 1");
    CHECK(step(ref, 1, 2).skulls == 5);
    CHECK(step(ref, 1, 2).detail == "1 successful zero bid x 5");
    CHECK(receipt(ref, 1).points == 5);
    CHECK(receipt(ref, 1).skulls_after == 10);
}

TEST_CASE("Princess Cards: Sleeping Beauty: unused, she earns 1 skull at step 1 (receipt line 1), refreshed next round",
          "[princess-sleeping-beauty]") {
    auto ref = teams_table(kBeauty);
    counts_round(ref, {1, 1, 3, 5}, {1, 1, 3, 5});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, 1).lines.front().step == 1);
    CHECK(step(ref, 1, 1).skulls == 2);
    CHECK(step(ref, 1, 1).detail == "Sleeping Beauty unused: 1; Thumbelina unused: 1");
    CHECK(receipt(ref, 1).skulls_after == 6);  // 4 (2 each) + 2
    // Ana & Cai (4 points) choose; in round 2 the power may be used once the bids are in.
    play(ref, {"start Ana first"});
    bids(ref, {1, 1, 3, 5});
    CHECK(accepted(ref, "power sleeping-beauty 3").headline ==
          "Ben gives Dee 3 cards and gets as many back (Sleeping Beauty)");
}

TEST_CASE("Princess Cards: Sleeping Beauty: not at the moment after the last trick, when zref asks Dorothy",
          "[princess-sleeping-beauty]") {
    auto ref = teams_table({"cinderella", "sleeping-beauty", "ice-princess", "dorothy"});
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 10);
    REQUIRE(st(ref).phase == Phase::Declare);  // Dee (Dorothy) won the last trick
    CHECK(refused(ref, "power sleeping-beauty 1") == kSleepingBeautyWindow);
    play(ref, {"pass"});
    CHECK(st(ref).phase == Phase::FrogDecision);
}

}  // namespace zref::test
