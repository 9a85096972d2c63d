// Princess Cards: Dorothy, Drop a House On It ("Princess Cards", "Using the
// Power of a Princess", "Example: The Last Trick of the 1st Hand", "Scoring"
// step 1, Round cards b, e, m and u). Right after winning a trick she may put
// it under her card: it does not count toward her bid nor for any Round card,
// and it earns her 3 skulls at scoring step 1 (instead of the skull-icon skull
// of an unused Princess). Once per round, never on a trick won earlier.
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

// Dorothy at Ana's seat; the others hold skull-icon Princesses they never use
// in these tests, so each of them gets exactly 1 skull at step 1.
const std::array<std::string, 4> kDorothyTable = {"dorothy", "thumbelina", "pea-princess", "red-riding-hood"};

const std::string kDorothyWindow =
    "Dorothy (Drop a House On It): it may be used only right after she wins a trick, before the next card is played";

}  // namespace

TEST_CASE("Princess Cards: Dorothy: a trick under her card does not count toward the bid and earns 3 skulls",
          "[princess-dorothy]") {
    // Ana wins tricks 1, 5 and 9, Ben 2, 6 and 10, Cai 3 (the Frog) and 7, Dee 4 and 8.
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    auto ref = princess_table(kDorothyTable);
    bids(ref, {2, 3, 2, 2});
    play_group(ref, 1, 0);

    SECTION("she drops a house on trick 1: 2 counted tricks make her bid of 2 exactly, and she receives 3 skulls") {
        const auto r = accepted(ref, "power dorothy");
        CHECK(r.headline == "Ana drops a house on trick 1: it goes under Dorothy");
        CHECK(r.canonical == "power Ana dorothy");
        CHECK(any_contains(r.notices, "Dorothy's power is used for this round (so no unused-Princess skull)"));
        CHECK(st(ref).round.tricks.at(0).under_dorothy);
        play_groups(ref, 2, 10, w);
        play(ref, {"frog Cai count"});
        REQUIRE(st(ref).phase == Phase::NextStart);
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 3, 2, 2});
        CHECK(receipt(ref, 0).bid == 2);
        CHECK(receipt(ref, 0).tricks == 2);
        CHECK(step(ref, 0, 1).skulls == 3);
        CHECK(step(ref, 0, 1).detail == "Dorothy: a trick under her card: 3");
        CHECK(step(ref, 0, 6).skulls == 0);
        CHECK(receipt(ref, 0).points == 2);
        CHECK(receipt(ref, 0).skulls_after == 5);
    }
    SECTION("without the power the trick counts: 3 tricks on a bid of 2, the unused skull and 1 over-trick skull") {
        play_groups(ref, 2, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{3, 3, 2, 2});
        CHECK(step(ref, 0, 1).skulls == 1);
        CHECK(step(ref, 0, 1).detail == "Dorothy unused: 1");
        CHECK(step(ref, 0, 6).skulls == -1);
        CHECK(receipt(ref, 0).points == 2);
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
    // The others are unaffected either way: unused Princess skull, bids made.
    CHECK(step(ref, 1, 1).detail == "Thumbelina unused: 1");
    CHECK(step(ref, 2, 1).detail == "The Pea Princess unused: 1");
    CHECK(step(ref, 3, 1).detail == "Red Riding Hood unused: 1");
    CHECK(receipt(ref, 1).points == 3);
    CHECK(receipt(ref, 1).skulls_after == 3);
    CHECK(receipt(ref, 2).points == 2);
    CHECK(receipt(ref, 2).skulls_after == 3);
    CHECK(receipt(ref, 3).points == 2);
    CHECK(receipt(ref, 3).skulls_after == 3);
}

TEST_CASE("Princess Cards: Dorothy: she uses her power right after she wins a trick, never on a trick won earlier",
          "[princess-dorothy]") {
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    auto ref = princess_table(kDorothyTable);
    CHECK(refused(ref, "power dorothy") == kDorothyWindow);  // during bidding
    bids(ref, {2, 3, 2, 2});
    CHECK(refused(ref, "power dorothy") == kDorothyWindow);  // before trick 1

    // Trick 1 to Ana: zref reminds her of the moment.
    const auto r1 = play_group(ref, 1, 0);
    CHECK(any_contains(r1.notices,
                       "Ana (Dorothy) may drop a house on this trick now ('power dorothy'), before the next card"));
    // Once the next card is down, trick 1 is a trick won earlier.
    lead_group(ref, 2, 1);
    CHECK(refused(ref, "power dorothy") == kDorothyWindow);
    play_group(ref, 2, 1, 1);
    // Trick 2 is Ben's: not hers to drop a house on, and no reminder for Ben.
    CHECK(refused(ref, "power dorothy") == kDorothyWindow);
    CHECK(refused(ref, "power Ben dorothy") == "Dorothy is Ana's Princess, not Ben's");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    const auto r3 = play_group(ref, 3, 2);
    CHECK_FALSE(any_contains(r3.notices, "may drop a house"));
    play_groups(ref, 4, 4, w);
    // Trick 5 to Ana: the power works, naming her seat or not.
    play_group(ref, 5, 0);
    const auto r = accepted(ref, "power Ana dorothy");
    CHECK(r.headline == "Ana drops a house on trick 5: it goes under Dorothy");
    REQUIRE_FALSE(r.reasons.empty());
    CHECK(r.reasons.front().section == "Princess Cards: Dorothy");
    CHECK(r.reasons.front().text ==
          "a trick under Dorothy counts neither toward the bid nor for any Round card, and earns 3 skulls at the "
          "end of the round");
    play_groups(ref, 6, 10, w);
    play(ref, {"frog Cai count"});
    CHECK(zp::seat_tricks(st(ref))[0] == 2);
    CHECK(step(ref, 0, 1).detail == "Dorothy: a trick under her card: 3");
    CHECK(receipt(ref, 0).skulls_after == 5);
}

TEST_CASE("Princess Cards: Dorothy: once per round, a second use is refused, and the power is refreshed next round",
          "[princess-dorothy]") {
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    auto ref = princess_table(kDorothyTable);
    bids(ref, {2, 3, 2, 2});
    play_group(ref, 1, 0);
    play(ref, {"power dorothy"});
    play_groups(ref, 2, 4, w);
    const auto r5 = play_group(ref, 5, 0);
    CHECK_FALSE(any_contains(r5.notices, "may drop a house"));  // no reminder once used
    CHECK(refused(ref, "power dorothy") ==
          "Dorothy's power is already used this round; it is refreshed at the start of the next round");
    play_groups(ref, 6, 10, w);
    play(ref, {"frog Cai count"});
    // Only the first trick went under her card.
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 3, 2, 2});
    CHECK(step(ref, 0, 1).skulls == 3);

    // Round 2: Ana (tied lowest with Cai and Dee, first clockwise from the
    // dealer's left) goes first; her power is back.
    play(ref, {"first"});
    REQUIRE(st(ref).round.number == 2);
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    bids(ref, {2, 3, 2, 2});
    const auto r = play_group(ref, 1, 0);
    CHECK(any_contains(r.notices, "may drop a house on this trick now"));
    CHECK(accepted(ref, "power dorothy").headline == "Ana drops a house on trick 1: it goes under Dorothy");
    CHECK(st(ref).round.tricks.at(0).under_dorothy);
}

TEST_CASE("Princess Cards: Dorothy: the Frog trick put under her card needs no Frog decision",
          "[princess-dorothy][frog]") {
    // Ana wins trick 3 (the Frog) and trick 5; Ben 1 and 8, Cai 2, 6 and 9, Dee 4, 7 and 10.
    const Winners w = {1, 2, 0, 3, 0, 2, 3, 1, 2, 3};
    auto ref = princess_table(kDorothyTable);
    bids(ref, {1, 2, 3, 3});
    play_groups(ref, 1, 2, w);
    play_group(ref, 3, 0);
    REQUIRE(st(ref).round.tricks.back().has_frog);
    REQUIRE(st(ref).round.frog_seat == 0);
    play(ref, {"power dorothy"});
    CHECK(st(ref).round.frog_seat == -1);
    const auto last = play_groups(ref, 4, 10, w);
    // Straight to scoring: nobody is asked about the Frog.
    CHECK(st(ref).phase == Phase::NextStart);
    CHECK_FALSE(any_contains(last.notices, "Frog trick"));
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{1, 2, 3, 3});
    CHECK(step(ref, 0, 1).skulls == 3);
    CHECK(receipt(ref, 0).points == 1);
    CHECK(receipt(ref, 0).skulls_after == 5);
}

TEST_CASE("Princess Cards: Dorothy: a trick under her card pays nothing under Round cards b and e",
          "[princess-dorothy][round-card-b][round-card-e]") {
    // Ana wins trick 1 (Villagers 1-4) and puts it under Dorothy, then tricks 2
    // (Pets 1-4) and 8 (Princes 1-4). Dee wins trick 4 (Knights 1-4) and 7.
    const Winners w = {0, 0, 2, 3, 1, 2, 3, 0, 1, 1};
    const bool house = GENERATE(true, false);
    const char letter = GENERATE('b', 'e');
    INFO("Round card " << letter << (house ? ", trick 1 under Dorothy" : ", Dorothy unused"));
    auto ref = princess_table(kDorothyTable, std::string(1, letter) + " a a a");
    bids(ref, {2, 3, 2, 2});
    play_group(ref, 1, 0);
    if (house) play(ref, {"power dorothy"});
    play_groups(ref, 2, 10, w);
    play(ref, {"frog Cai count"});
    const auto& card = step(ref, 0, 4);
    if (letter == 'b') {
        if (house) {
            CHECK(card.detail == "Pet 1 +1, Pet 2 +2, Prince 1 +1, Prince 2 +2");
            CHECK(card.skulls == 6);
        } else {
            CHECK(card.detail == "Villager 1 +1, Villager 2 +2, Pet 1 +1, Pet 2 +2, Prince 1 +1, Prince 2 +2");
            CHECK(card.skulls == 9);
        }
        CHECK(step(ref, 3, 4).skulls == 3);  // Knight 1 and 2
    } else {
        if (house) {
            CHECK(card.detail == "Pet 3 +3, Prince 3 +3");
            CHECK(card.skulls == 6);
        } else {
            CHECK(card.detail == "Villager 3 +3, Pet 3 +3, Prince 3 +3");
            CHECK(card.skulls == 9);
        }
        CHECK(step(ref, 3, 4).skulls == 3);  // Knight 3
    }
    CHECK(step(ref, 1, 4).skulls == 0);
    CHECK(step(ref, 2, 4).skulls == 0);
    CHECK(receipt(ref, 0).points == 2);
    // With the house: 2 + 3 (Dorothy) + 6; without: 2 + 1 (unused) + 9 - 1 (over-trick).
    CHECK(receipt(ref, 0).skulls_after == 11);
    CHECK(step(ref, 0, 6).skulls == (house ? 0 : -1));
    CHECK(receipt(ref, 3).skulls_after == 6);
}

TEST_CASE("Princess Cards: Dorothy: the Knights of a trick under her card pay nothing under Round card m",
          "[princess-dorothy][round-card-m]") {
    // Ana wins trick 4 (Knights 1-4) and puts it under Dorothy, then trick 8
    // (Princes). Ben wins trick 5 (Knights 5-8), Dee trick 7 (Knights 9 and 10).
    const Winners w = {1, 1, 2, 0, 1, 2, 3, 0, 1, 1};
    auto ref = princess_table(kDorothyTable, "m a a a");
    bids(ref, {1, 5, 2, 1});
    play_groups(ref, 1, 3, w);
    play_group(ref, 4, 0);

    SECTION("under Dorothy: no Knight skulls for Ana") {
        play(ref, {"power dorothy"});
        play_groups(ref, 5, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(step(ref, 0, 4).skulls == 0);
        CHECK(step(ref, 0, 4).detail == "no captured Knights in counted tricks");
        CHECK(receipt(ref, 0).points == 1);
        CHECK(receipt(ref, 0).skulls_after == 2 + 3);
    }
    SECTION("kept: 4 Knight skulls, the unused skull and 1 over-trick skull") {
        play_groups(ref, 5, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(step(ref, 0, 4).skulls == 4);
        CHECK(receipt(ref, 0).skulls_after == 2 + 1 + 4 - 1);
    }
    CHECK(step(ref, 1, 4).skulls == 4);
    CHECK(step(ref, 3, 4).skulls == 2);
    CHECK(receipt(ref, 1).skulls_after == 2 + 1 + 4);
    CHECK(receipt(ref, 3).skulls_after == 2 + 1 + 2);
}

TEST_CASE("Princess Cards: Dorothy: on the last trick zref asks 'power dorothy' or 'pass' before scoring",
          "[princess-dorothy][last-trick]") {
    // Ana wins tricks 1 and 10, Ben 2, 5 and 8, Cai 3 (the Frog), 6 and 9, Dee 4 and 7.
    const Winners w = {0, 1, 2, 3, 1, 2, 3, 1, 2, 0};
    auto ref = princess_table(kDorothyTable);
    bids(ref, {1, 3, 3, 2});
    const auto last = play_groups(ref, 1, 10, w);
    REQUIRE(st(ref).phase == Phase::Declare);
    CHECK(any_contains(last.notices,
                       "Before scoring: Ana may still use Dorothy on the last trick: 'power dorothy' or 'pass'"));
    CHECK(ref.game().waiting().seat == 0);
    CHECK(ref.game().waiting().what ==
          "Ana may still use Dorothy on the last trick: 'power dorothy' or 'pass' (still to enter: Ana)");
    // Princesses before the Frog: the Frog question waits.
    CHECK_FALSE(ref.apply("frog Cai count").ok());
    CHECK_FALSE(ref.apply("pass Ben").ok());

    SECTION("power: the last trick goes under Dorothy, 1 trick makes her bid of 1, 3 skulls") {
        CHECK(accepted(ref, "power dorothy").headline == "Ana drops a house on trick 10: it goes under Dorothy");
        REQUIRE(st(ref).phase == Phase::FrogDecision);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{1, 3, 3, 2});
        CHECK(step(ref, 0, 1).detail == "Dorothy: a trick under her card: 3");
        CHECK(step(ref, 0, 6).skulls == 0);
        CHECK(receipt(ref, 0).points == 1);
        CHECK(receipt(ref, 0).skulls_after == 5);
    }
    SECTION("pass: the trick counts, the unused skull, 1 over-trick skull") {
        const auto r = accepted(ref, "pass");
        CHECK(r.headline == "Ana does not use the power on the last trick");
        CHECK(r.canonical == "pass Ana");
        REQUIRE(st(ref).phase == Phase::FrogDecision);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 3, 3, 2});
        CHECK(step(ref, 0, 1).detail == "Dorothy unused: 1");
        CHECK(step(ref, 0, 6).skulls == -1);
        CHECK(receipt(ref, 0).points == 1);
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
}

TEST_CASE("Princess Cards: Dorothy: no last-trick question once her power is used, or when the last trick is not hers",
          "[princess-dorothy][last-trick]") {
    SECTION("used on trick 1, she wins the last trick") {
        const Winners w = {0, 1, 2, 3, 1, 2, 3, 1, 2, 0};
        auto ref = princess_table(kDorothyTable);
        bids(ref, {1, 3, 3, 2});
        play_group(ref, 1, 0);
        play(ref, {"power dorothy"});
        const auto last = play_groups(ref, 2, 10, w);
        CHECK(st(ref).phase == Phase::FrogDecision);
        CHECK_FALSE(any_contains(last.notices, "Before scoring"));
    }
    SECTION("unused, Ben wins the last trick") {
        const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
        auto ref = princess_table(kDorothyTable);
        bids(ref, {3, 3, 2, 2});
        play_groups(ref, 1, 10, w);
        CHECK(st(ref).phase == Phase::FrogDecision);
        CHECK(refused(ref, "power dorothy") ==
              "'power' is not accepted now: Cai decides whether the Frog trick counts (count or drop)");
    }
}

TEST_CASE("Princess Cards: Dorothy: under Round card u she may not use her power on the last trick, as winner or "
          "receiver",
          "[princess-dorothy][round-card-u][last-trick]") {
    SECTION("Ana wins the last trick and hands it to Ben") {
        const Winners w = {0, 1, 2, 3, 1, 2, 3, 1, 2, 0};
        auto ref = princess_table(kDorothyTable, "u a a a");
        bids(ref, {1, 4, 3, 2});
        const auto last = play_groups(ref, 1, 10, w);
        CHECK(st(ref).round.tricks.back().owner == 1);
        CHECK(st(ref).phase == Phase::FrogDecision);  // no moment for Dorothy
        CHECK_FALSE(any_contains(last.notices, "may still use Dorothy"));
        CHECK_FALSE(any_contains(last.notices, "may drop a house"));
        CHECK_FALSE(ref.apply("power dorothy").ok());
        play(ref, {"frog Cai count"});
        CHECK_FALSE(ref.apply("power dorothy").ok());
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{1, 4, 3, 2});
        CHECK(step(ref, 0, 1).detail == "Dorothy unused: 1");
        CHECK(receipt(ref, 0).skulls_after == 3);
        CHECK(receipt(ref, 1).points == 4);
    }
    SECTION("Dee wins the last trick and hands it to Ana") {
        const Winners w = {0, 1, 2, 3, 1, 2, 3, 1, 2, 3};
        auto ref = princess_table(kDorothyTable, "u a a a");
        bids(ref, {2, 3, 3, 2});
        const auto last = play_groups(ref, 1, 10, w);
        CHECK(st(ref).round.tricks.back().owner == 0);
        CHECK(st(ref).phase == Phase::FrogDecision);
        CHECK_FALSE(any_contains(last.notices, "may still use Dorothy"));
        CHECK_FALSE(ref.apply("power dorothy").ok());
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 3, 3, 2});
        CHECK(step(ref, 0, 1).detail == "Dorothy unused: 1");
        CHECK(receipt(ref, 0).points == 2);
    }
}

TEST_CASE("Princess Cards: Dorothy: the rulebook's last trick and Scoring Example with the powers refereed",
          "[princess-dorothy][scenario][last-trick]") {
    // tests/scenarios/last-trick.zref with the Princesses entered and powers
    // on. Scheherazade uses her power (bid 1 changed to 2 before trick 4), so
    // no skull for her; Cinderella is always active, no skull; Red Riding Hood
    // is unused, 1 skull; Dorothy drops a house on the last trick, 3 skulls.
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Scheherazade Cinderella \"Red Riding Hood\" Dorothy",
               "mode individuals", "rounds a b c d", "seed 1", "start Scheherazade", "princesses enter", "powers on",
               "begin", "princess Scheherazade scheherazade", "princess Cinderella cinderella",
               "princess \"Red Riding Hood\" red-riding-hood", "princess Dorothy dorothy"});
    play(ref, {"bid Scheherazade 1", "bid Cinderella 2", "bid \"Red Riding Hood\" 2", "bid Dorothy 3"});
    play(ref, {"play Scheherazade v1", "play Cinderella v5", "play \"Red Riding Hood\" v7", "play Dorothy v8",
               "play Dorothy k4", "play Scheherazade k2", "play Cinderella k3", "play \"Red Riding Hood\" k9",
               "play \"Red Riding Hood\" p2", "play Dorothy frog", "play Scheherazade p5", "play Cinderella p9"});
    play(ref, {"power scheherazade bid 2"});
    play(ref, {"play Cinderella v2", "play \"Red Riding Hood\" v9", "play Dorothy v6", "play Scheherazade v3",
               "play \"Red Riding Hood\" k10", "play Dorothy k5", "play Scheherazade k6", "play Cinderella k7",
               "play \"Red Riding Hood\" p1", "play Dorothy p10", "play Scheherazade p3", "play Cinderella p4",
               "play Dorothy p6", "play Scheherazade pr1", "play Cinderella pr5", "play \"Red Riding Hood\" pr2",
               "play Cinderella pr4", "play \"Red Riding Hood\" pr6", "play Dorothy pr10", "play Scheherazade pr7",
               "play Dorothy p7", "play Scheherazade pr9", "play Cinderella pr8", "play \"Red Riding Hood\" k8",
               "play Scheherazade villager 10", "play Cinderella villager 4", "play \"Red Riding Hood\" knight 1",
               "play Dorothy prince 3"});
    REQUIRE(st(ref).phase == Phase::Declare);
    CHECK(ref.game().waiting().seat == 3);
    play(ref, {"power dorothy", "frog Cinderella count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{1, 2, 3, 3});
    // Scheherazade: used her power, no skull; 1 trick on a bid of 2, 2 skulls cannot buy it: 0 points.
    CHECK(step(ref, 0, 1).skulls == 0);
    CHECK(receipt(ref, 0).points == 0);
    CHECK(receipt(ref, 0).skulls_after == 2);
    // Cinderella: always active, no skull; counts the Frog trick: 2 points.
    CHECK(step(ref, 1, 1).skulls == 0);
    CHECK(receipt(ref, 1).points == 2);
    CHECK(receipt(ref, 1).skulls_after == 2);
    // Red Riding Hood: 1 skull for her unused Princess, pays 1 for her over-trick: 2 points.
    CHECK(step(ref, 2, 1).skulls == 1);
    CHECK(step(ref, 2, 6).skulls == -1);
    CHECK(receipt(ref, 2).points == 2);
    CHECK(receipt(ref, 2).skulls_after == 2);
    // Dorothy: the last trick does not count, her bid of 3 is made, 3 skulls.
    CHECK(step(ref, 3, 1).detail == "Dorothy: a trick under her card: 3");
    CHECK(step(ref, 3, 6).skulls == 0);
    CHECK(receipt(ref, 3).points == 3);
    CHECK(receipt(ref, 3).skulls_after == 5);
    CHECK(st(ref).next_decider_side == 0);
}

// Regression test for a bug found by this test and fixed; as it was: Undead on Arrival stops a player in its after_trick hook
// (src/games/zombie_princess/round_cards/undead_on_arrival.cc), before Dorothy
// can act, and nothing looks again once 'power dorothy' takes the trick away:
// Ana stays stopped with 0 counted tricks on a bid of 1, and Ben leads trick 2.
// Princess powers come before Round card changes ("Using the Power of a
// Princess"), and a trick under Dorothy does not count toward her bid, so she
// has not matched her bid and should lead trick 2 herself.
TEST_CASE("Princess Cards: Dorothy: under Round card v (Undead on Arrival) a trick under her card does not make her "
          "bid, so she plays on",
          "[princess-dorothy][round-card-v]") {
    auto ref = princess_table(kDorothyTable, "v a a a");
    bids(ref, {1, 3, 3, 3});
    play_group(ref, 1, 0);
    REQUIRE(st(ref).round.stopped[0]);  // 1 trick on a bid of 1, before any power
    play(ref, {"power dorothy"});
    CHECK(zp::seat_tricks(st(ref))[0] == 0);
    CHECK_FALSE(st(ref).round.stopped[0]);
    CHECK(st(ref).round.current.leader == 0);
    CHECK(ref.game().waiting().seat == 0);
}

TEST_CASE("Princess Cards: Dorothy: 'power dorothy' is refused with powers off or when nobody has her",
          "[princess-dorothy]") {
    auto off = table({"Ana", "Ben", "Cai", "Dee"});
    play(off, {"1", "1", "1", "1"});
    CHECK(refused(off, "power dorothy") == "Princess powers are off at this table (the first-game rule)");
    auto ref = princess_table({"rapunzel", "thumbelina", "pea-princess", "red-riding-hood"});
    CHECK(refused(ref, "power dorothy") == "nobody at this table has Dorothy");
}

}  // namespace zref::test
