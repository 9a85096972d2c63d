// Princess Cards: The Ice Princess, Flurry Fury ("Princess Cards", "Using the
// Power of a Princess", "Bidding", "Scoring" steps 1, 2 and 5). Before a
// trick she may return one of her bid coins: her bid drops by 1, and a bid
// brought to 0 this way is a zero bid. Once per round; an unused Ice Princess
// earns the skull-icon skull at step 1.
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

// The Ice Princess at Ana's seat; the others hold skull-icon Princesses they never use.
const std::array<std::string, 4> kIceTable = {"ice-princess", "thumbelina", "pea-princess", "red-riding-hood"};

const std::string kIcePrincessWindow =
    "The Ice Princess (Flurry Fury): it may be used only before a trick, when no card of it has been played";

}  // namespace

TEST_CASE("Princess Cards: The Ice Princess: before a trick she returns a coin and her bid drops by 1",
          "[princess-ice-princess]") {
    // Ana wins tricks 1 and 5 on a bid of 3.
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 1, 1};
    auto ref = princess_table(kIceTable);
    bids(ref, {3, 4, 2, 2});

    SECTION("before trick 1: bid 2 made with 2 tricks, 2 points, no unused skull") {
        const std::string line = GENERATE(as<std::string>{}, "power ice", "power ice-princess",
                                          "power \"ice princess\"", "power Ana ice");
        INFO(line);
        const auto r = accepted(ref, line);
        CHECK(r.headline == "Ana returns a coin: the bid is now 2");
        CHECK(r.canonical == "power Ana ice-princess");
        REQUIRE_FALSE(r.reasons.empty());
        CHECK(r.reasons.front().section == "Princess Cards: The Ice Princess");
        CHECK(st(ref).round.bids == std::vector<int>{2, 4, 2, 2});
        play_groups(ref, 1, 10, w);
        play(ref, {"frog Cai count"});
        REQUIRE(st(ref).phase == Phase::NextStart);
        CHECK(receipt(ref, 0).bid == 2);
        CHECK(receipt(ref, 0).tricks == 2);
        CHECK(step(ref, 0, 1).skulls == 0);
        CHECK(step(ref, 0, 1).detail == "no Princess skulls");
        CHECK(receipt(ref, 0).made_bid);
        CHECK(receipt(ref, 0).points == 2);
        CHECK(receipt(ref, 0).skulls_after == 2);
        CHECK(st(ref).results.back().seat_bids == std::vector<int>{2, 4, 2, 2});
    }
    SECTION("between tricks 5 and 6: the same") {
        play_groups(ref, 1, 5, w);
        CHECK(accepted(ref, "power ice").headline == "Ana returns a coin: the bid is now 2");
        play_groups(ref, 6, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(receipt(ref, 0).bid == 2);
        CHECK(receipt(ref, 0).points == 2);
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
    SECTION("unused: bid 3 missed with 2 tricks, 1 skull for the unused Princess") {
        play_groups(ref, 1, 10, w);
        play(ref, {"frog Cai count"});
        // 2 + 1 skulls could buy the missing trick; Ana declines.
        REQUIRE(st(ref).phase == Phase::Payment);
        play(ref, {"pay Ana no"});
        CHECK(receipt(ref, 0).bid == 3);
        CHECK(step(ref, 0, 1).detail == "The Ice Princess unused: 1");
        CHECK(receipt(ref, 0).points == 0);
        CHECK(receipt(ref, 0).skulls_after == 3);
    }
}

TEST_CASE("Princess Cards: The Ice Princess: only before a trick, never during bidding or once a trick has begun",
          "[princess-ice-princess]") {
    auto ref = princess_table(kIceTable);
    CHECK(refused(ref, "power ice") == kIcePrincessWindow);  // before her bid
    play(ref, {"bid Ana 3"});
    CHECK(refused(ref, "power ice") == kIcePrincessWindow);  // bidding not over
    play(ref, {"bid Ben 4", "bid Cai 2", "bid Dee 2"});
    lead_group(ref, 1, 0);
    CHECK(refused(ref, "power ice") == kIcePrincessWindow);  // the lead of trick 1 is down
    play_group(ref, 1, 0, 1);
    lead_group(ref, 2, 1);
    CHECK(refused(ref, "power ice") == kIcePrincessWindow);
    CHECK(st(ref).round.bids == std::vector<int>{3, 4, 2, 2});
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
}

TEST_CASE("Princess Cards: The Ice Princess: not after the last trick, when no trick is left to come",
          "[princess-ice-princess][last-trick]") {
    // Dee (Dorothy) wins the last trick: zref asks her before scoring.
    auto ref = princess_table({"ice-princess", "thumbelina", "pea-princess", "dorothy"});
    bids(ref, {2, 3, 2, 3});
    play_groups(ref, 1, 10, {0, 1, 2, 3, 0, 1, 2, 3, 1, 3});
    REQUIRE(st(ref).phase == Phase::Declare);
    CHECK(refused(ref, "power ice") == kIcePrincessWindow);
    play(ref, {"pass"});
    REQUIRE(st(ref).phase == Phase::FrogDecision);
    CHECK_FALSE(ref.apply("power ice").ok());
    play(ref, {"frog Cai count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, 0).bid == 2);
    CHECK(step(ref, 0, 1).detail == "The Ice Princess unused: 1");
}

TEST_CASE("Princess Cards: The Ice Princess: not before bidding while a Round card waits for entries (w)",
          "[princess-ice-princess][round-card-w]") {
    auto ref = zp::Referee(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds w a a a", "seed 1",
               "start Ana", "princesses enter", "powers on", "begin", "princess Ana ice-princess",
               "princess Ben thumbelina", "princess Cai pea-princess", "princess Dee red-riding-hood"});
    REQUIRE(st(ref).phase == Phase::Declare);  // Fester Feast: the discards come before bidding
    CHECK(refused(ref, "power ice") == kIcePrincessWindow);
    CHECK(st(ref).round.bids == std::vector<int>{-1, -1, -1, -1});
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
}

TEST_CASE("Choosing a Princess: she may be named by her id, an alias or her name in several words",
          "[princess-ice-princess][setup]") {
    auto ref = zp::Referee(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
               "start Ana", "princesses enter", "powers on", "begin"});
    CHECK(refused(ref, "princess Ana Ice Queen") == "no Princess 'Ice Queen': Princesses are " +
                                                         std::string("alice, cinderella, dorothy, goldilocks, ice-princess, "
                                                                     "pea-princess, rapunzel, red-riding-hood, scheherazade, "
                                                                     "sleeping-beauty, swan-maiden, thumbelina"));
    play(ref, {"princess Ana The Ice Princess", "princess Ben Red Riding Hood", "princess Cai pea", "princess Dee thumbelina"});
    CHECK(st(ref).princess_of[0] == "ice-princess");
    CHECK(st(ref).princess_of[1] == "red-riding-hood");
    CHECK(st(ref).princess_of[2] == "pea-princess");
    CHECK(st(ref).princess_info[1]->name == "Red Riding Hood");
    CHECK(st(ref).phase == Phase::Bidding);
}

TEST_CASE("Princess Cards: The Ice Princess: a bid of 0 has no coin to return", "[princess-ice-princess][zero-bid]") {
    const Winners w = {1, 2, 3, 1, 2, 3, 1, 2, 3, 1};
    auto ref = princess_table(kIceTable);
    bids(ref, {0, 4, 3, 3});
    CHECK(refused(ref, "power ice") ==
          "The Ice Princess (Flurry Fury): Ana has no coin to return (the bid is already 0)");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    CHECK(st(ref).round.bids[0] == 0);
    play_groups(ref, 1, 10, w);
    play(ref, {"frog Dee count"});
    // Still unused: 1 skull, then the zero bid.
    CHECK(step(ref, 0, 1).detail == "The Ice Princess unused: 1");
    CHECK(step(ref, 0, 2).skulls == 10);
    CHECK(receipt(ref, 0).skulls_after == 13);
}

TEST_CASE("Princess Cards: The Ice Princess: a bid brought to 0 is a zero bid and can earn the zero-bid skulls",
          "[princess-ice-princess][zero-bid]") {
    SECTION("bid 1 returned before trick 1, no trick taken: 10 skulls") {
        const Winners w = {1, 2, 3, 1, 2, 3, 1, 2, 3, 1};
        auto ref = princess_table(kIceTable);
        bids(ref, {1, 4, 3, 3});
        CHECK(accepted(ref, "power ice").headline == "Ana returns a coin: the bid is now 0, a zero bid");
        play_groups(ref, 1, 10, w);
        play(ref, {"frog Dee count"});
        REQUIRE(st(ref).phase == Phase::NextStart);
        CHECK(receipt(ref, 0).bid == 0);
        CHECK(receipt(ref, 0).tricks == 0);
        CHECK(step(ref, 0, 1).skulls == 0);
        CHECK(step(ref, 0, 2).skulls == 10);
        CHECK(step(ref, 0, 2).detail == "1 successful zero bid x 10");
        CHECK(step(ref, 0, 5).detail == "a bid of 0 scores no points");
        CHECK(receipt(ref, 0).points == 0);
        CHECK(receipt(ref, 0).skulls_after == 12);
    }
    SECTION("bid 1 returned before the last trick, which she then wins: a failed zero bid and an over-trick") {
        const Winners w = {1, 2, 3, 1, 2, 3, 1, 2, 3, 0};
        auto ref = princess_table(kIceTable);
        bids(ref, {1, 3, 3, 3});
        play_groups(ref, 1, 9, w);
        CHECK(accepted(ref, "power ice").headline == "Ana returns a coin: the bid is now 0, a zero bid");
        play_groups(ref, 10, 10, w);
        play(ref, {"frog Dee count"});
        CHECK(receipt(ref, 0).bid == 0);
        CHECK(receipt(ref, 0).tricks == 1);
        CHECK(step(ref, 0, 2).skulls == 0);
        CHECK(step(ref, 0, 2).detail == "zero bid failed: a trick was taken");
        CHECK(step(ref, 0, 6).skulls == -1);
        CHECK(receipt(ref, 0).points == 0);
        CHECK(receipt(ref, 0).skulls_after == 1);
    }
}

TEST_CASE("Princess Cards: The Ice Princess: once per round, a second coin is refused, and the power is refreshed "
          "next round",
          "[princess-ice-princess]") {
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 1, 1};
    auto ref = princess_table(kIceTable);
    bids(ref, {3, 4, 2, 2});
    play(ref, {"power ice"});
    play_group(ref, 1, 0);
    CHECK(refused(ref, "power ice") ==
          "The Ice Princess's power is already used this round; it is refreshed at the start of the next round");
    CHECK(st(ref).round.bids[0] == 2);
    play_groups(ref, 2, 10, w);
    play(ref, {"frog Cai count"});
    CHECK(receipt(ref, 0).bid == 2);
    // Ana, Cai and Dee tie lowest on 2 points; Ana is the first of them from the dealer's left.
    REQUIRE(st(ref).next_decider_side == 0);
    play(ref, {"first"});
    REQUIRE(st(ref).round.number == 2);
    bids(ref, {3, 4, 2, 2});
    CHECK(accepted(ref, "power ice").headline == "Ana returns a coin: the bid is now 2");
}

// Regression test for a bug found by this test and fixed; as it was: under Undead on Arrival zref decides who stops only after
// a trick or a Frog decision (src/games/zombie_princess/round_cards/
// undead_on_arrival.cc, after_trick/update_stops). When the Ice Princess
// lowers her bid to the tricks she already has, she has matched her bid
// exactly, yet zref lets her lead trick 2; she is only stopped after a trick
// she plays to (or never, if she wins it). Round card v: "When you match your
// bid exactly, stop playing cards to tricks and the player to your left leads."
TEST_CASE("Princess Cards: The Ice Princess: under Round card v (Undead on Arrival) lowering her bid to her tricks "
          "stops her, and the player on her left leads",
          "[princess-ice-princess][round-card-v]") {
    auto ref = princess_table(kIceTable, "v a a a");
    bids(ref, {2, 3, 3, 3});
    play_group(ref, 1, 0);
    REQUIRE_FALSE(st(ref).round.stopped[0]);  // 1 trick on a bid of 2
    CHECK(accepted(ref, "power ice").headline == "Ana returns a coin: the bid is now 1");
    CHECK(st(ref).round.stopped[0]);
    CHECK(st(ref).round.current.leader == 1);
    CHECK(st(ref).round.current.order == std::vector<int>{1, 2, 3});
    CHECK(ref.game().waiting().seat == 1);
}

}  // namespace zref::test
