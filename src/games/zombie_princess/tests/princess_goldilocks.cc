// Princess Cards: Goldilocks, This Bid is Just Right ("Princess Cards",
// "Scoring" steps 1-3, "Bidding"). Always active: 3 extra skulls when the
// tricks she won herself equal her own bid exactly, even in Teams (her
// partner's tricks never help). Her skulls come at scoring step 1, so tricks
// bought with skulls at step 3 cannot earn them. Being always active, she is
// never declared and never earns the skull of an unused Princess. Our reading
// (games/zombie-princess.toml): a successful zero bid is an exact match.
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

// Goldilocks at Ana's seat; the others hold skull-icon Princesses they never use.
const std::array<std::string, 4> kGoldilocksTable = {"goldilocks", "thumbelina", "pea-princess", "red-riding-hood"};

}  // namespace

TEST_CASE("Princess Cards: Goldilocks: 3 skulls at step 1 only when her tricks equal her bid exactly",
          "[princess-goldilocks]") {
    // Ana wins tricks 1, 5 and 9.
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    struct Case {
        int bid, skulls, points, over, after;
        const char* detail;
    };
    const Case c = GENERATE(Case{3, 3, 3, 0, 5, "Goldilocks: her own 3 tricks match her bid: 3"},
                            Case{2, 0, 2, -1, 1, "Goldilocks: her own 3 tricks do not match her bid of 2: 0"},
                            Case{4, 0, 0, 0, 2, "Goldilocks: her own 3 tricks do not match her bid of 4: 0"});
    INFO("Ana bids " << c.bid);
    auto ref = princess_table(kGoldilocksTable);
    bids(ref, {c.bid, 3, 2, 2});
    play_groups(ref, 1, 10, w);
    play(ref, {"frog Cai count"});
    // Bid 4 on 3 tricks: 2 skulls cannot buy the missing trick, so nobody is asked.
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, 0).tricks == 3);
    CHECK(step(ref, 0, 1).skulls == c.skulls);
    CHECK(step(ref, 0, 1).detail == c.detail);
    CHECK(receipt(ref, 0).points == c.points);
    CHECK(step(ref, 0, 6).skulls == c.over);
    CHECK(receipt(ref, 0).skulls_after == c.after);
}

TEST_CASE("Princess Cards: Goldilocks: always active, never declared, and no skull for an unused Princess",
          "[princess-goldilocks]") {
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    auto ref = princess_table(kGoldilocksTable);
    const std::string msg = "Goldilocks is always active: zref applies her power by itself, nothing to declare";
    CHECK(refused(ref, "power goldilocks") == msg);
    bids(ref, {2, 3, 2, 2});
    play_group(ref, 1, 0);
    CHECK(refused(ref, "power goldi") == msg);
    CHECK(refused(ref, "power Ana goldilocks") == msg);
    play_groups(ref, 2, 10, w);
    play(ref, {"frog Cai count"});
    // 3 tricks on a bid of 2: nothing at step 1, not even an unused-Princess skull.
    CHECK(step(ref, 0, 1).skulls == 0);
    CHECK(step(ref, 0, 1).detail.find("unused") == std::string::npos);
    CHECK(receipt(ref, 0).skulls_after == 1);
}

TEST_CASE("Princess Cards: Goldilocks: a Frog trick left uncounted can make her bid exact",
          "[princess-goldilocks][frog]") {
    // Ana wins tricks 3 (the Frog), 5 and 9 on a bid of 2.
    const Winners w = {1, 2, 0, 3, 0, 1, 2, 3, 0, 1};
    auto ref = princess_table(kGoldilocksTable);
    bids(ref, {2, 3, 2, 2});
    play_groups(ref, 1, 10, w);
    REQUIRE(st(ref).phase == Phase::FrogDecision);
    SECTION("dropped: 2 tricks, exact, 3 skulls") {
        play(ref, {"frog Ana drop"});
        CHECK(zp::seat_tricks(st(ref))[0] == 2);
        CHECK(step(ref, 0, 1).detail == "Goldilocks: her own 2 tricks match her bid: 3");
        CHECK(receipt(ref, 0).points == 2);
        CHECK(receipt(ref, 0).skulls_after == 5);
    }
    SECTION("counted: 3 tricks, no skulls, 1 over-trick skull") {
        play(ref, {"frog Ana count"});
        CHECK(zp::seat_tricks(st(ref))[0] == 3);
        CHECK(step(ref, 0, 1).skulls == 0);
        CHECK(receipt(ref, 0).points == 2);
        CHECK(receipt(ref, 0).skulls_after == 1);
    }
}

TEST_CASE("Princess Cards: Goldilocks: a successful zero bid matches her bid exactly (our reading): 3 + 10 skulls",
          "[princess-goldilocks][zero-bid]") {
    SECTION("bid 0, no trick") {
        const Winners w = {1, 2, 3, 1, 2, 3, 1, 2, 3, 1};
        auto ref = princess_table(kGoldilocksTable);
        bids(ref, {0, 4, 3, 3});
        play_groups(ref, 1, 10, w);
        play(ref, {"frog Dee count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{0, 4, 3, 3});
        CHECK(step(ref, 0, 1).skulls == 3);
        CHECK(step(ref, 0, 1).detail == "Goldilocks: her own 0 tricks match her bid: 3");
        CHECK(step(ref, 0, 2).skulls == 10);
        CHECK(step(ref, 0, 2).detail == "1 successful zero bid x 10");
        CHECK(receipt(ref, 0).points == 0);
        CHECK(receipt(ref, 0).skulls_after == 15);
    }
    SECTION("bid 0, one trick: no Goldilocks skulls, no zero-bid skulls, 1 over-trick skull") {
        const Winners w = {1, 2, 3, 1, 2, 3, 1, 2, 3, 0};
        auto ref = princess_table(kGoldilocksTable);
        bids(ref, {0, 3, 3, 3});
        play_groups(ref, 1, 10, w);
        play(ref, {"frog Dee count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{1, 3, 3, 3});
        CHECK(step(ref, 0, 1).skulls == 0);
        CHECK(step(ref, 0, 2).detail == "zero bid failed: a trick was taken");
        CHECK(step(ref, 0, 6).skulls == -1);
        CHECK(receipt(ref, 0).skulls_after == 1);
    }
}

TEST_CASE("Princess Cards: Goldilocks: skulls paid for a missed trick at step 3 do not earn her the 3 skulls",
          "[princess-goldilocks][payment]") {
    // Round 1 by counts: Ana matches her bid of 3 (3 skulls, 5 in all).
    auto ref = princess_table(kGoldilocksTable);
    bids(ref, {3, 3, 2, 2});
    play(ref, {"tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2"});
    REQUIRE(step(ref, 0, 1).skulls == 3);
    REQUIRE(receipt(ref, 0).skulls_after == 5);
    // Cai and Dee tie lowest on 2 points; Cai is the first of them clockwise from the dealer's left.
    REQUIRE(st(ref).next_decider_side == 2);
    play(ref, {"first"});
    // Round 2, card by card: Ana bids 4 and wins tricks 1, 5 and 9.
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
    bids(ref, {4, 3, 2, 2});
    play_groups(ref, 1, 10, w);
    play(ref, {"frog Cai count"});
    REQUIRE(st(ref).phase == Phase::Payment);
    SECTION("paid: the bid of 4 is made, but the 3 Goldilocks skulls are not earned") {
        play(ref, {"pay Ana yes"});
        CHECK(step(ref, 0, 1).skulls == 0);
        CHECK(step(ref, 0, 1).detail == "Goldilocks: her own 3 tricks do not match her bid of 4: 0");
        CHECK(step(ref, 0, 3).skulls == -3);
        CHECK(receipt(ref, 0).points == 4);
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
    SECTION("not paid: 0 points, and no Goldilocks skulls either") {
        play(ref, {"pay Ana no"});
        CHECK(step(ref, 0, 1).skulls == 0);
        CHECK(receipt(ref, 0).points == 0);
        CHECK(receipt(ref, 0).skulls_after == 5);
    }
}

TEST_CASE("Princess Cards: Goldilocks: in Teams only her own tricks and her own bid count, never her partner's",
          "[princess-goldilocks][teams]") {
    auto ref = teams_table(kGoldilocksTable);
    SECTION("her 2 tricks match her bid of 2 while the team goes over: 3 skulls") {
        // Ana wins tricks 1 and 5, Cai 2, 3 (the Frog), 6 and 8, Ben 4 and 9, Dee 7 and 10.
        bids(ref, {2, 2, 3, 2});
        play_groups(ref, 1, 10, {0, 2, 2, 1, 0, 2, 3, 2, 1, 3});
        play(ref, {"frog Cai count"});
        REQUIRE(st(ref).phase == Phase::NextStart);
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 2, 4, 2});
        CHECK(receipt(ref, 0).bid == 5);
        CHECK(receipt(ref, 0).tricks == 6);
        CHECK(step(ref, 0, 1).skulls == 4);
        CHECK(step(ref, 0, 1).detail == "Goldilocks: her own 2 tricks match her bid: 3; The Pea Princess unused: 1");
        CHECK(step(ref, 0, 6).skulls == -2);
        CHECK(receipt(ref, 0).points == 5);
        CHECK(receipt(ref, 0).skulls_after == 4 + 4 - 2);
        CHECK(receipt(ref, 1).skulls_after == 4 + 2);
    }
    SECTION("the team makes 5 exactly but her 3 tricks miss her bid of 2: no skulls") {
        // Ana wins tricks 1, 3 (the Frog) and 5, Cai 2 and 6, Ben 4, 8 and 9, Dee 7 and 10.
        bids(ref, {2, 3, 3, 2});
        play_groups(ref, 1, 10, {0, 2, 0, 1, 0, 2, 3, 1, 1, 3});
        play(ref, {"frog Ana count"});
        REQUIRE(st(ref).phase == Phase::NextStart);
        CHECK(receipt(ref, 0).tricks == 5);
        CHECK(step(ref, 0, 1).skulls == 1);
        CHECK(step(ref, 0, 1).detail ==
              "Goldilocks: her own 3 tricks do not match her bid of 2: 0; The Pea Princess unused: 1");
        CHECK(receipt(ref, 0).points == 5);
        CHECK(receipt(ref, 0).skulls_after == 5);
    }
    SECTION("her bid of 2 matched after dropping the Frog while the team falls short: still 3 skulls") {
        bids(ref, {2, 3, 3, 2});
        play_groups(ref, 1, 10, {0, 2, 0, 1, 0, 2, 3, 1, 1, 3});
        play(ref, {"frog Ana drop"});
        // 4 team tricks on a bid of 5: 4 + 4 skulls could buy the missing one.
        REQUIRE(st(ref).phase == Phase::Payment);
        play(ref, {"pay Ana no"});
        CHECK(receipt(ref, 0).tricks == 4);
        CHECK(step(ref, 0, 1).skulls == 4);
        CHECK(receipt(ref, 0).points == 0);
        CHECK(receipt(ref, 0).skulls_after == 8);
    }
}

}  // namespace zref::test
