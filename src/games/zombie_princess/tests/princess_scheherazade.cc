// Princess Cards: Scheherazade, The Pen is Mightier ("Princess Cards", "Using
// the Power of a Princess", "Bidding", "Scoring" steps 1, 2 and 5): "Change
// your bid before any card is played in the 4th trick. If your bid changes to
// zero with this power, this counts as a zero bid." zref: 'power scheherazade
// bid N' once she has bid and before the first card of trick 4; the new bid
// is the one scored. Once per round; unused, 1 skull at step 1.
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

// Scheherazade at Ben's seat, the second to bid in round 1.
const std::array<std::string, 4> kSchAtBen = {"cinderella", "scheherazade", "ice-princess", "thumbelina"};

const std::string kScheherazadeWindow = "Scheherazade (The Pen is Mightier): it may be used only after she has bid and before any "
                            "card of trick 4 is played";

}  // namespace

TEST_CASE("Princess Cards: Scheherazade: only after she has bid, refused before, saying when",
          "[princess-scheherazade]") {
    auto ref = princess_table(kSchAtBen);
    CHECK(refused(ref, "power scheherazade bid 2") == kScheherazadeWindow);  // nobody has bid
    play(ref, {"bid Ana 1"});
    CHECK(refused(ref, "power scheherazade bid 2") == kScheherazadeWindow);  // her turn to bid, not yet bid
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    play(ref, {"bid Ben 1"});
    // While the others still bid, her bid may change.
    const auto r = accepted(ref, "power scheherazade bid 2");
    CHECK(r.headline == "Ben changes the bid from 1 to 2");
    CHECK(r.canonical == "power Ben scheherazade bid 2");
    REQUIRE_FALSE(r.reasons.empty());
    CHECK(r.reasons.front().text == "the bid may change until the first card of trick 4; a change to 0 is a zero bid");
    CHECK(r.reasons.front().section == "Princess Cards: Scheherazade");
    CHECK(any_contains(r.notices, "Scheherazade's power is used for this round (so no unused-Princess skull)"));
    CHECK(st(ref).round.bids.at(Ben) == 2);
    CHECK(st(ref).round.start_bids.at(Ben) == 1);
    CHECK(st(ref).phase == Phase::Bidding);
    CHECK(ref.game().waiting().seat == Cai);
}

TEST_CASE("Princess Cards: Scheherazade: before any card of trick 4, refused once its first card is down",
          "[princess-scheherazade]") {
    auto ref = princess_table(kSchAtBen);
    bids(ref, {1, 2, 3, 5});
    SECTION("before trick 1") {
        CHECK(accepted(ref, "power scheherazade bid 1").headline == "Ben changes the bid from 2 to 1");
    }
    SECTION("after trick 3, before the first card of trick 4") {
        tricks(ref, kBase, 1, 3);
        CHECK(accepted(ref, "power scheherazade bid 1").headline == "Ben changes the bid from 2 to 1");
    }
    SECTION("once the first card of trick 4 is down") {
        tricks(ref, kBase, 1, 3);
        play(ref, {"play Ben v4"});
        CHECK(refused(ref, "power scheherazade bid 1") == kScheherazadeWindow);
        four_seat_trick(ref, kBase[3], 1);  // ... and after trick 4
        CHECK(refused(ref, "power scheherazade bid 1") == kScheherazadeWindow);
        CHECK_FALSE(st(ref).round.power_used.at(Ben));
    }
}

TEST_CASE("Princess Cards: Scheherazade: the new bid must be a whole number 0-10 and differ from the bid",
          "[princess-scheherazade]") {
    auto ref = princess_table(kSchAtBen);
    bids(ref, {1, 1, 3, 5});
    CHECK(refused(ref, "power scheherazade 2") == "Scheherazade (The Pen is Mightier): say the new bid: 'power scheherazade bid N'");
    CHECK(refused(ref, "power scheherazade bid 11") ==
          "Scheherazade (The Pen is Mightier): '11' is not a valid bid: give a whole number from 0 to 10");
    CHECK(refused(ref, "power scheherazade bid 1") ==
          "Scheherazade (The Pen is Mightier): the bid is already 1: name a different bid");
    CHECK(refused(ref, "power Ana scheherazade bid 2") == "Scheherazade is Ben's Princess, not Ana's");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
}

TEST_CASE("Princess Cards: Scheherazade: the changed bid is the one scored, once per round",
          "[princess-scheherazade]") {
    // kBase: Ben wins trick 3 only. He bids 2 and lowers it to 1 before trick 4.
    auto ref = princess_table(kSchAtBen);
    bids(ref, {1, 2, 3, 5});
    tricks(ref, kBase, 1, 3);
    play(ref, {"power scheherazade bid 1"});
    CHECK(refused(ref, "power scheherazade bid 2") ==
          "Scheherazade's power is already used this round; it is refreshed at the start of the next round");
    tricks(ref, kBase, 4, 10);
    play(ref, {"frog Dee count"});
    // No payment question: Ben made his (new) bid.
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(st(ref).results.back().seat_bids == std::vector<int>{1, 1, 3, 5});
    CHECK(receipt(ref, Ben).bid == 1);
    CHECK(receipt(ref, Ben).tricks == 1);
    CHECK(receipt(ref, Ben).made_bid);
    CHECK(receipt(ref, Ben).points == 1);
    CHECK(step(ref, Ben, 1).skulls == 0);
    CHECK(step(ref, Ben, 1).detail == "no Princess skulls");
    CHECK(receipt(ref, Ben).skulls_after == 2);
}

TEST_CASE("Princess Cards: Scheherazade: changing the bid to 0 makes a zero bid, which earns the zero-bid skulls",
          "[princess-scheherazade]") {
    // kBase with trick 3 Cai p10, Ben p1: Ben wins no trick (Cai 4: tricks 2, 3, 6, 9).
    const FourSeatDeal deal = with({{{3, Ben}, "p1"}, {{3, Cai}, "p10"}});
    auto ref = princess_table(kSchAtBen);
    bids(ref, {1, 1, 4, 5});
    tricks(ref, deal, 1, 2);
    const auto r = accepted(ref, "power scheherazade bid 0");
    CHECK(r.headline == "Ben changes the bid from 1 to 0, a zero bid");
    tricks(ref, deal, 3, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Cai, Ana, Dee, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, Ben).bid == 0);
    CHECK(receipt(ref, Ben).tricks == 0);
    CHECK(step(ref, Ben, 1).skulls == 0);
    CHECK(step(ref, Ben, 2).skulls == 10);  // 4 Individuals
    CHECK(step(ref, Ben, 2).detail == "1 successful zero bid x 10");
    CHECK(step(ref, Ben, 5).detail == "a bid of 0 scores no points");
    CHECK(receipt(ref, Ben).points == 0);
    CHECK(receipt(ref, Ben).skulls_after == 12);
}

TEST_CASE("Princess Cards: Scheherazade: unused, she earns 1 skull at scoring step 1 (receipt line 1)",
          "[princess-scheherazade]") {
    auto ref = princess_table(kSchAtBen);
    counts_round(ref, {1, 1, 3, 5}, {1, 1, 3, 5});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, Ben).lines.front().step == 1);
    CHECK(step(ref, Ben, 1).skulls == 1);
    CHECK(step(ref, Ben, 1).detail == "Scheherazade unused: 1");
    CHECK(receipt(ref, Ben).skulls_after == 3);
    // And in a round scored by counts the power cannot be used.
    play(ref, {"start Ana first"});
    bids(ref, {1, 1, 3, 5});
    play(ref, {"tricks Ana 1"});
    CHECK(refused(ref, "power scheherazade bid 2") == kScheherazadeWindow);
}

}  // namespace zref::test
