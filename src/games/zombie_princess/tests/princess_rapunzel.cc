// Princess Cards: Rapunzel, A Brush with Death ("Princess Cards", "Using the
// Power of a Princess", "Scoring" step 1, Round cards g and u). When she wins
// a trick with Villagers in it she may lay her card on it: 1 skull per
// Villager at scoring step 1, and the trick still counts as won (under Brain
// Drain it does not count, but the skulls stay). Once per round; an unused
// Rapunzel earns the skull-icon skull instead.
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "princess_deal.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;

// Rapunzel at Ana's seat; the others hold skull-icon Princesses they never use.
const std::array<std::string, 4> kRapunzelTable = {"rapunzel", "thumbelina", "pea-princess", "red-riding-hood"};

const std::string kRapunzelWindow =
    "Rapunzel (A Brush with Death): it may be used only right after she wins a trick holding Villagers, before the "
    "next card";

}  // namespace

TEST_CASE("Princess Cards: Rapunzel: on a trick with Villagers she has just won, 1 skull per Villager and the trick "
          "still counts",
          "[princess-rapunzel]") {
    SECTION("trick 1, Villagers 1-4: 4 skulls") {
        // Ana wins tricks 1, 5 and 9, Ben 2, 6 and 10, Cai 3 (the Frog) and 7, Dee 4 and 8.
        const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
        auto ref = princess_table(kRapunzelTable);
        bids(ref, {3, 3, 2, 2});
        const auto r1 = play_group(ref, 1, 0);
        CHECK(any_contains(r1.notices, "Ana (Rapunzel) may lay Rapunzel on this trick for its Villagers now ('power "
                                       "rapunzel'), before the next card"));
        const auto r = accepted(ref, "power rapunzel");
        CHECK(r.headline == "Ana lays Rapunzel on trick 1: 4 Villagers, 4 skulls at the end of the round");
        CHECK(r.canonical == "power Ana rapunzel");
        REQUIRE_FALSE(r.reasons.empty());
        CHECK(r.reasons.front().section == "Princess Cards: Rapunzel");
        CHECK(st(ref).round.tricks.at(0).rapunzel == 0);
        play_groups(ref, 2, 10, w);
        play(ref, {"frog Cai count"});
        REQUIRE(st(ref).phase == Phase::NextStart);
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{3, 3, 2, 2});
        CHECK(receipt(ref, 0).tricks == 3);
        CHECK(step(ref, 0, 1).skulls == 4);
        CHECK(step(ref, 0, 1).detail == "Rapunzel: 4 Villagers in the trick she marked: 4");
        CHECK(receipt(ref, 0).points == 3);
        CHECK(step(ref, 0, 6).skulls == 0);
        CHECK(receipt(ref, 0).skulls_after == 6);
        CHECK(receipt(ref, 1).skulls_after == 3);
    }
    SECTION("trick 6, Pets 9 and 10 with Villagers 9 and 10: 2 skulls") {
        // Ana wins tricks 6 and 9, Ben 1, 4, 5 and 10, Cai 3 and 7, Dee 2 and 8.
        const Winners w = {1, 3, 2, 1, 1, 0, 2, 3, 0, 1};
        auto ref = princess_table(kRapunzelTable);
        bids(ref, {2, 4, 2, 2});
        play_groups(ref, 1, 6, w);
        CHECK(accepted(ref, "power rapunzel").headline ==
              "Ana lays Rapunzel on trick 6: 2 Villagers, 2 skulls at the end of the round");
        play_groups(ref, 7, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 4, 2, 2});
        CHECK(step(ref, 0, 1).detail == "Rapunzel: 2 Villagers in the trick she marked: 2");
        CHECK(receipt(ref, 0).points == 2);
        CHECK(receipt(ref, 0).skulls_after == 4);
    }
}

TEST_CASE("Princess Cards: Rapunzel: a trick without Villagers is refused, and an unused Rapunzel earns 1 skull",
          "[princess-rapunzel]") {
    // Ana wins tricks 2 (Pets), 5 (Knights) and 9 (Princes): no Villager in any.
    const Winners w = {1, 0, 2, 3, 0, 1, 2, 3, 0, 1};
    auto ref = princess_table(kRapunzelTable);
    bids(ref, {3, 3, 2, 2});
    play_groups(ref, 1, 1, w);
    for (int g : {2, 5, 9}) {
        play_groups(ref, g == 2 ? 2 : g == 5 ? 3 : 6, g, w);
        INFO("trick " << g << " to Ana");
        REQUIRE(st(ref).round.tricks.back().winner == 0);
        CHECK(refused(ref, "power rapunzel") == kRapunzelWindow);
    }
    play_groups(ref, 10, 10, w);
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    play(ref, {"frog Cai count"});
    CHECK(step(ref, 0, 1).skulls == 1);
    CHECK(step(ref, 0, 1).detail == "Rapunzel unused: 1");
    CHECK(receipt(ref, 0).points == 3);
    CHECK(receipt(ref, 0).skulls_after == 3);
}

TEST_CASE("Princess Cards: Rapunzel: only right after her own trick, once per round, refreshed next round",
          "[princess-rapunzel]") {
    // Ana wins tricks 1 (Villagers 1-4), 6 (Villagers 9 and 10) and 10
    // (Villagers 5-8); Ben 2, 5 and 9, Cai 3 (the Frog) and 7, Dee 4 and 8.
    const Winners w = {0, 1, 2, 3, 1, 0, 2, 3, 1, 0};
    auto ref = princess_table(kRapunzelTable);
    CHECK(refused(ref, "power rapunzel") == kRapunzelWindow);  // during bidding
    bids(ref, {3, 3, 2, 2});
    CHECK(refused(ref, "power rapunzel") == kRapunzelWindow);  // before trick 1
    play_group(ref, 1, 0);
    lead_group(ref, 2, 1);  // the next card: trick 1 was won earlier now
    CHECK(refused(ref, "power rapunzel") == kRapunzelWindow);
    play_group(ref, 2, 1, 1);
    CHECK(refused(ref, "power rapunzel") == kRapunzelWindow);  // Ben's trick
    CHECK(refused(ref, "power Ben rapunzel") == "Rapunzel is Ana's Princess, not Ben's");
    play_groups(ref, 3, 6, w);
    CHECK(accepted(ref, "power rapunzel").headline ==
          "Ana lays Rapunzel on trick 6: 2 Villagers, 2 skulls at the end of the round");
    // Used: no question after the last trick, although it is hers and full of Villagers.
    const auto last = play_groups(ref, 7, 10, w);
    CHECK(st(ref).phase == Phase::FrogDecision);
    CHECK_FALSE(any_contains(last.notices, "may still use Rapunzel"));
    play(ref, {"frog Cai count"});
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{3, 3, 2, 2});
    CHECK(step(ref, 0, 1).detail == "Rapunzel: 2 Villagers in the trick she marked: 2");
    CHECK(receipt(ref, 0).skulls_after == 4);

    // Round 2: Cai (tied lowest with Dee, first clockwise from the dealer's left) goes first.
    REQUIRE(st(ref).next_decider_side == 2);
    play(ref, {"first"});
    REQUIRE(st(ref).round.number == 2);
    bids(ref, {3, 3, 2, 2});
    play_group(ref, 1, 0);
    CHECK(accepted(ref, "power rapunzel").headline ==
          "Ana lays Rapunzel on trick 1: 4 Villagers, 4 skulls at the end of the round");
    play_groups(ref, 2, 6, w);
    CHECK(refused(ref, "power rapunzel") ==
          "Rapunzel's power is already used this round; it is refreshed at the start of the next round");
}

TEST_CASE("Princess Cards: Rapunzel: on a last trick with Villagers zref asks 'power rapunzel' or 'pass' before "
          "scoring",
          "[princess-rapunzel][last-trick]") {
    // Ana wins tricks 1, 5 and 10 (Villagers 5-8).
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 1, 0};
    auto ref = princess_table(kRapunzelTable);
    bids(ref, {3, 3, 2, 2});
    const auto last = play_groups(ref, 1, 10, w);
    REQUIRE(st(ref).phase == Phase::Declare);
    CHECK(any_contains(last.notices,
                       "Before scoring: Ana may still use Rapunzel on the last trick: 'power rapunzel' or 'pass'"));
    CHECK(ref.game().waiting().seat == 0);

    SECTION("power: 4 skulls, and the last trick still counts") {
        CHECK(accepted(ref, "power rapunzel").headline ==
              "Ana lays Rapunzel on trick 10: 4 Villagers, 4 skulls at the end of the round");
        REQUIRE(st(ref).phase == Phase::FrogDecision);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{3, 3, 2, 2});
        CHECK(step(ref, 0, 1).detail == "Rapunzel: 4 Villagers in the trick she marked: 4");
        CHECK(receipt(ref, 0).points == 3);
        CHECK(receipt(ref, 0).skulls_after == 6);
    }
    SECTION("pass: the unused skull") {
        CHECK(accepted(ref, "pass").headline == "Ana does not use the power on the last trick");
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{3, 3, 2, 2});
        CHECK(step(ref, 0, 1).detail == "Rapunzel unused: 1");
        CHECK(receipt(ref, 0).skulls_after == 3);
    }
}

TEST_CASE("Princess Cards: Rapunzel: no last-trick question when the last trick holds no Villager",
          "[princess-rapunzel][last-trick]") {
    // Groups 10 (Villagers 5-8) and 8 (Princes 1-4) swap places: the last
    // trick is Princes 1-4, won by Ana.
    auto ref = princess_table(kRapunzelTable);
    bids(ref, {3, 3, 2, 2});
    play_groups(ref, 1, 7, {0, 1, 2, 3, 0, 1, 2, 0, 0, 0});
    play_group(ref, 10, 3);
    play_group(ref, 9, 1);
    const auto last = play_group(ref, 8, 0);
    CHECK(st(ref).phase == Phase::FrogDecision);
    CHECK_FALSE(any_contains(last.notices, "may still use Rapunzel"));
    CHECK_FALSE(ref.apply("power rapunzel").ok());
    play(ref, {"frog Cai count"});
    CHECK(step(ref, 0, 1).detail == "Rapunzel unused: 1");
}

// By counts her count may be 0: under g the trick she marked never counts.
TEST_CASE("Princess Cards: Rapunzel: under Round card g (Brain Drain) by counts, she may mark a trick and count none",
          "[princess-rapunzel][round-card-g][by-counts]") {
    auto ref = princess_table(kRapunzelTable, "g a a a");
    bids(ref, {0, 3, 3, 2});
    play(ref, {"tricks Ana 0 rapunzel 4", "tricks Ben 3", "tricks Cai 3 frog", "tricks Dee 2", "frog Cai count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(step(ref, 0, 1).detail == "Rapunzel: 4 Villagers in the trick she marked: 4");
    CHECK(step(ref, 0, 2).skulls == 10);  // her zero bid is made: the marked trick counted for nothing
}

TEST_CASE("Princess Cards: Rapunzel: under Round card g (Brain Drain) she still earns a skull per Villager, but the "
          "trick does not count",
          "[princess-rapunzel][round-card-g]") {
    // Tricks 1, 6 and 10 hold Villagers and count for nobody. Ana wins 1, 5
    // and 9 (2 counted), Ben 2, 6 and 10 (1 counted), Cai 3 and 7, Dee 4 and 8.
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    auto ref = princess_table(kRapunzelTable, "g a a a");
    bids(ref, {2, 1, 2, 2});
    play_group(ref, 1, 0);
    REQUIRE_FALSE(st(ref).round.tricks.at(0).counts);

    SECTION("Rapunzel laid on trick 1: 4 skulls, still 2 counted tricks") {
        CHECK(accepted(ref, "power rapunzel").headline ==
              "Ana lays Rapunzel on trick 1: 4 Villagers, 4 skulls at the end of the round");
        play_groups(ref, 2, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 1, 2, 2});
        CHECK(receipt(ref, 0).tricks == 2);
        CHECK(step(ref, 0, 1).detail == "Rapunzel: 4 Villagers in the trick she marked: 4");
        CHECK(receipt(ref, 0).points == 2);
        CHECK(receipt(ref, 0).skulls_after == 6);
    }
    SECTION("unused: 1 skull, the same 2 counted tricks") {
        play_groups(ref, 2, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 1, 2, 2});
        CHECK(step(ref, 0, 1).detail == "Rapunzel unused: 1");
        CHECK(receipt(ref, 0).skulls_after == 3);
    }
    CHECK(receipt(ref, 1).points == 1);
}

TEST_CASE("Princess Cards: Rapunzel and Dorothy: under Round card u (His Majesty's Last Groan) neither may be used "
          "on the last trick, by its winner or its receiver",
          "[princess-rapunzel][princess-dorothy][round-card-u][last-trick]") {
    auto ref = princess_table({"rapunzel", "thumbelina", "pea-princess", "dorothy"}, "u a a a");

    SECTION("Rapunzel wins the Villager last trick and hands it to Ben") {
        const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 1, 0};
        bids(ref, {2, 4, 2, 2});
        const auto last = play_groups(ref, 1, 10, w);
        CHECK(st(ref).round.tricks.back().owner == 1);
        CHECK(st(ref).phase == Phase::FrogDecision);
        CHECK_FALSE(any_contains(last.notices, "may still use"));
        CHECK_FALSE(any_contains(last.notices, "may lay Rapunzel"));
        CHECK_FALSE(ref.apply("power rapunzel").ok());
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 4, 2, 2});
    }
    SECTION("Dorothy wins the Villager last trick and hands it to Rapunzel") {
        const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 1, 3};
        bids(ref, {3, 3, 2, 2});
        const auto last = play_groups(ref, 1, 10, w);
        CHECK(st(ref).round.tricks.back().owner == 0);
        CHECK(st(ref).phase == Phase::FrogDecision);
        CHECK_FALSE(any_contains(last.notices, "may still use"));
        CHECK_FALSE(any_contains(last.notices, "may drop a house"));
        CHECK_FALSE(any_contains(last.notices, "may lay Rapunzel"));
        CHECK_FALSE(ref.apply("power rapunzel").ok());
        CHECK_FALSE(ref.apply("power dorothy").ok());
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{3, 3, 2, 2});
    }
    // Neither power was used: each earns the skull of an unused Princess.
    CHECK(step(ref, 0, 1).detail == "Rapunzel unused: 1");
    CHECK(step(ref, 3, 1).detail == "Dorothy unused: 1");
    CHECK(receipt(ref, 0).skulls_after == 3);
    CHECK(receipt(ref, 3).skulls_after == 3);
}

}  // namespace zref::test
