// The scoring readings a table may switch ("Scoring" steps 1, 2, 5 and 6,
// "Princess Cards", "Bidding"), each value played out: a test case per
// reading, a section per value. The default is the first section.
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "princess_deal.h"
#include "reading_table.h"
#include "support.h"

namespace zref::test {
namespace {
// Besides the Princess under test, skull-icon Princesses never used: 1 skull each at step 1.
const std::array<std::string, 4> kDorothyAtAna = {"dorothy", "thumbelina", "pea-princess", "red-riding-hood"};
const std::array<std::string, 4> kGoldilocksAtAna = {"goldilocks", "thumbelina", "pea-princess", "red-riding-hood"};
}  // namespace

TEST_CASE("Scoring step 2 and Princess Cards: Dorothy: a zero bidder's trick under Dorothy (reading dorothy-zero-bid)",
          "[readings][princess-dorothy][zero-bid]") {
    // Ana (Dorothy) bids 0, wins trick 1 only and drops a house on it.
    const Winners w = {0, 1, 2, 3, 1, 2, 3, 1, 2, 3};
    auto round = [&](const std::string& value) {
        auto ref = reading_table({"dorothy-zero-bid " + value}, false, kDorothyAtAna);
        bids(ref, {0, 3, 3, 3});
        play_group(ref, 1, Ana);
        play(ref, {"power dorothy"});
        play_groups(ref, 2, 10, w);
        play(ref, {"frog Cai count"});
        REQUIRE(st(ref).phase == zp::Phase::NextStart);
        CHECK(zp::seat_tricks(st(ref))[0] == 0);
        CHECK(step(ref, 0, 1).skulls == 3);  // Dorothy's skulls either way
        CHECK(step(ref, 0, 6).skulls == 0);  // the trick under her card is no over-trick either way
        return ref;
    };
    SECTION("keeps (default): the trick counts for nothing, so she took none: the zero bid is made") {
        auto ref = round("keeps");
        CHECK(step(ref, 0, 2).skulls == 10);
        CHECK(step(ref, 0, 2).detail == "1 successful zero bid x 10");
        CHECK(receipt(ref, 0).skulls_after == 15);
    }
    SECTION("breaks: she won the trick, so the zero bid fails") {
        auto ref = round("breaks");
        CHECK(step(ref, 0, 2).skulls == 0);
        CHECK(step(ref, 0, 2).detail == "zero bid failed: a trick was taken");
        CHECK(receipt(ref, 0).skulls_after == 5);
    }
}

TEST_CASE("Scoring step 2 and Princess Cards: Dorothy: the zero-bid reading by counts gives the card-by-card receipt",
          "[readings][princess-dorothy][zero-bid][by-counts]") {
    // The round above by counts: Ana types the trick she kept under Dorothy in her count.
    for (const std::string value : {"keeps", "breaks"}) {
        CAPTURE(value);
        auto ref = reading_table({"dorothy-zero-bid " + value}, false, kDorothyAtAna);
        bids(ref, {0, 3, 3, 3});
        play(ref, {"tricks Ana 1 dorothy", "tricks Ben 3", "tricks Cai 3 frog", "tricks Dee 3", "frog Cai count"});
        REQUIRE(st(ref).phase == zp::Phase::NextStart);
        CHECK(zp::seat_tricks(st(ref))[0] == 0);
        CHECK(step(ref, 0, 1).detail == "Dorothy: a trick under her card: 3");
        CHECK(step(ref, 0, 2).skulls == (value == "keeps" ? 10 : 0));
        CHECK(receipt(ref, 0).skulls_after == (value == "keeps" ? 15 : 5));
    }
}

TEST_CASE("Princess Cards: Goldilocks: 0 tricks on a bid of 0 (reading goldilocks-zero-bid)",
          "[readings][princess-goldilocks][zero-bid]") {
    const Winners w = {1, 2, 3, 1, 2, 3, 1, 2, 3, 1};  // Ana takes no trick
    auto round = [&](const std::string& value) {
        auto ref = reading_table({"goldilocks-zero-bid " + value}, false, kGoldilocksAtAna);
        bids(ref, {0, 4, 3, 3});
        play_groups(ref, 1, 10, w);
        play(ref, {"frog Dee count"});
        REQUIRE(st(ref).phase == zp::Phase::NextStart);
        CHECK(step(ref, 0, 2).skulls == 10);  // the zero bid is made either way
        return ref;
    };
    SECTION("matches (default): an exact match, 3 skulls besides the zero-bid skulls") {
        auto ref = round("matches");
        CHECK(step(ref, 0, 1).skulls == 3);
        CHECK(step(ref, 0, 1).detail == "Goldilocks: her own 0 tricks match her bid: 3");
        CHECK(receipt(ref, 0).skulls_after == 15);
    }
    SECTION("no-match: the zero bid earns the zero-bid skulls alone") {
        auto ref = round("no-match");
        CHECK(step(ref, 0, 1).skulls == 0);
        CHECK(step(ref, 0, 1).detail == "Goldilocks: a bid of 0 earns her nothing (reading goldilocks-zero-bid): 0");
        CHECK(receipt(ref, 0).skulls_after == 12);
    }
    SECTION("no-match leaves a non-zero bid alone: 3 tricks on 3 still earn the 3 skulls") {
        auto ref = reading_table({"goldilocks-zero-bid no-match"}, false, kGoldilocksAtAna);
        bids(ref, {3, 3, 2, 2});
        play_groups(ref, 1, 10, {0, 1, 2, 3, 0, 1, 2, 3, 0, 1});
        play(ref, {"frog Cai count"});
        CHECK(step(ref, 0, 1).skulls == 3);
    }
}

TEST_CASE("Bidding and Scoring (Teams): a partner's failed zero bid and the team's bid (reading team-zero-bid-tricks)",
          "[readings][teams][zero-bid]") {
    // Ana & Cai against Ben & Dee. Ana bids 0 but takes 1 trick; Cai bids 3 and takes 2.
    auto round = [&](const std::string& value) {
        auto ref = reading_table({"team-zero-bid-tricks " + value}, true);
        play(ref, {"bid Ana 0", "bid Ben 4", "bid Cai 3", "bid Dee 3"});
        play(ref, {"tricks Ana 1", "tricks Ben 4", "tricks Cai 2", "tricks Dee 3"});
        return ref;
    };
    SECTION("count (default): Ana's trick makes the team's 3; nothing over") {
        auto ref = round("count");
        REQUIRE(st(ref).phase == zp::Phase::NextStart);
        CHECK(step(ref, 0, 2).detail == "zero bid failed: a trick was taken");
        CHECK(receipt(ref, 0).tricks == 3);
        CHECK(receipt(ref, 0).points == 3);
        CHECK(step(ref, 0, 6).skulls == 0);
        CHECK(receipt(ref, 0).skulls_after == 4);
    }
    SECTION("apart: the team is 1 short of 3, and Ana's trick is an over-trick of her bid of 0") {
        auto ref = round("apart");
        REQUIRE(st(ref).phase == zp::Phase::Payment);  // 4 skulls buy the missing trick
        play(ref, {"pay Ana no"});
        REQUIRE(st(ref).phase == zp::Phase::NextStart);
        CHECK(receipt(ref, 0).tricks == 2);
        CHECK(receipt(ref, 0).points == 0);
        CHECK(step(ref, 0, 6).skulls == -2);
        CHECK(step(ref, 0, 6).detail == "1 extra trick x 2 (1 won on a failed zero bid)");
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
}

}  // namespace zref::test
