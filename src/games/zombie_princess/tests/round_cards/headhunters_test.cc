// Round card h, Headhunters ("Round Cards" h, an Hourglass card): while
// bidding, a side not in the lead may stake all its skulls (in Teams, the
// whole pool of both partners) on hitting its bid exactly: if it does, it
// gains as many skulls as it staked; if not, it loses all its skulls. Skulls
// a Princess power earns later in the round are not part of the stake but
// may help to reach the exact bid. Our readings: a side stakes with 'bet NAME'
// at any time during bidding; the stake is the skulls it holds then; buying
// missing tricks at scoring step 3 counts toward an exact bid; the stake is
// settled at step 4; a side with no skulls has nothing to stake.
#include <algorithm>

#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Round 1: Cai bids 0 and takes nothing (12 skulls); Ana and Ben make 6.
// Rounds 2 and 3: everyone makes 4. Points 14, 14, 8; the line is 15, 15,
// 14, so Ana and Ben share the lead. Cai (lowest) goes first in round 4.
zp::Referee ana_and_ben_in_the_lead() {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a h");
    counted_round(ref, {6, 6, 0}, {6, 6, 0});
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{15, 15, 14});
    REQUIRE(state(ref).skulls == std::vector<int>{2, 2, 12});
    REQUIRE(state(ref).round.start_seat == 2);
    return ref;
}

// Round 1: Ben bids 1 and takes 4: 3 over-tricks with 2 skulls, so he returns
// them all. Cai bids 7 and takes 4. Rounds 2 and 3: everyone makes 4. Points
// 12, 9, 8 and skulls 2, 0, 2: the line is 13, 9, 9, Ana in the lead.
zp::Referee ben_without_skulls() {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a h");
    counted_round(ref, {4, 1, 7}, {4, 4, 4});
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{13, 9, 9});
    REQUIRE(state(ref).skulls == std::vector<int>{2, 0, 2});
    return ref;
}

}  // namespace

TEST_CASE("Round card h (Headhunters): an Hourglass card, only the 4th Round card", "[card-h][hourglass]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals"});
    CHECK(refused(ref, "rounds h a a a") ==
          "Round card h (Headhunters) is an Hourglass card: it can only be the last Round card");
    play(ref, {"rounds a a a h"});
}

TEST_CASE("Round card h (Headhunters): a side not in the lead stakes all its skulls while bidding and gains that many for an exact bid",
          "[card-h][hourglass]") {
    auto ref = ana_in_the_lead("a a a h");
    play(ref, {"bid Cai 3"});
    auto bet = accepted(ref, "bet Cai");  // after her own bid, while bidding goes on
    CHECK(bet.headline == "Cai stakes all 2 skulls on hitting the bid exactly");
    CHECK(std::any_of(bet.reasons.begin(), bet.reasons.end(),
                      [](const Reason& r) { return r.section == "Round Cards: h. Headhunters"; }));
    CHECK(state(ref).round.stakes == std::vector<int>{-1, -1, 2});
    play(ref, {"bid Ana 4", "bid Ben 5", "tricks Ana 4", "tricks Ben 5", "tricks Cai 3"});
    const auto& cai = receipt(ref, 2);
    CHECK(step(cai, 4).skulls == 2);
    CHECK(step(cai, 4).detail == "stake of 2 won: bid hit exactly");
    CHECK(cai.points == 3);
    CHECK(cai.skulls_after == 4);
    // Sides that did not bet: nothing from the card.
    for (int side : {0, 1}) {
        CHECK(step(receipt(ref, side), 4).skulls == 0);
        CHECK(step(receipt(ref, side), 4).detail == "no effect");
        CHECK(receipt(ref, side).skulls_after == 2);
    }
}

TEST_CASE("Round card h (Headhunters): more tricks than the bid lose the stake: all skulls go", "[card-h][hourglass]") {
    auto ref = ana_in_the_lead("a a a h");
    play(ref, {"bid Cai 3", "bid Ana 4", "bet Ben", "bid Ben 4", "tricks Ana 4", "tricks Ben 5", "tricks Cai 3"});
    const auto& ben = receipt(ref, 1);
    CHECK(step(ben, 4).skulls == -2);
    CHECK(step(ben, 4).detail == "stake lost: bid not hit exactly, all skulls returned");
    CHECK(step(ben, 6).skulls == 0);
    CHECK(step(ben, 6).detail == "1 extra trick x 1 = 1 due but only 0 held: all skulls returned");
    CHECK(ben.points == 4);
    CHECK(ben.skulls_after == 0);
}

TEST_CASE("Round card h (Headhunters): fewer tricks than the bid, not bought, lose the stake", "[card-h][hourglass]") {
    auto ref = ana_in_the_lead("a a a h");
    play(ref, {"bid Cai 3", "bid Ana 4", "bet Ben", "bid Ben 5", "tricks Ana 5", "tricks Ben 4", "tricks Cai 3"});
    const auto& ben = receipt(ref, 1);
    CHECK(step(ben, 3).detail == "short 1, cannot pay 3 skulls");
    CHECK(step(ben, 4).skulls == -2);
    CHECK(ben.points == 0);
    CHECK(ben.skulls_after == 0);
    CHECK(receipt(ref, 0).skulls_after == 1);  // Ana: one over-trick, no stake
}

TEST_CASE("Round card h (Headhunters): the stake is what the side holds when it bets, buying the missing tricks makes the bid exact",
          "[card-h][hourglass]") {
    auto ref = ana_and_ben_in_the_lead();
    play(ref, {"bid Cai 5"});
    CHECK(accepted(ref, "bet Cai").headline == "Cai stakes all 12 skulls on hitting the bid exactly");
    play(ref, {"bid Ana 4", "bid Ben 3", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    REQUIRE(state(ref).phase == zp::Phase::Payment);
    SECTION("Cai pays 3 for the missing trick: bid matched, stake won") {
        play(ref, {"pay Cai yes"});
        const auto& cai = receipt(ref, 2);
        CHECK(cai.paid_for_missed);
        CHECK(step(cai, 3).skulls == -3);
        CHECK(step(cai, 4).skulls == 12);
        CHECK(cai.points == 5);
        CHECK(cai.skulls_after == 21);
    }
    SECTION("Cai does not pay: bid missed, every skull lost") {
        play(ref, {"pay Cai no"});
        const auto& cai = receipt(ref, 2);
        CHECK(step(cai, 4).skulls == -12);
        CHECK(cai.points == 0);
        CHECK(cai.skulls_after == 0);
    }
}

TEST_CASE("Round card h (Headhunters): a side in the lead may not bet, including sides tied for the lead",
          "[card-h][hourglass]") {
    SECTION("alone in the lead") {
        auto ref = ana_in_the_lead("a a a h");
        CHECK(refused(ref, "bet Ana") == "bet: Ana is in the lead and may not stake skulls (usage: bet NAME)");
        CHECK(state(ref).round.stakes == std::vector<int>{-1, -1, -1});
    }
    SECTION("tied for the lead") {
        auto ref = ana_and_ben_in_the_lead();
        CHECK(refused(ref, "bet Ana") == "bet: Ana is in the lead and may not stake skulls (usage: bet NAME)");
        CHECK(refused(ref, "bet Ben") == "bet: Ben is in the lead and may not stake skulls (usage: bet NAME)");
    }
}

TEST_CASE("Round card h (Headhunters): a side with no skulls has nothing to stake", "[card-h][hourglass]") {
    auto ref = ben_without_skulls();
    CHECK(refused(ref, "bet Ben") == "bet: Ben has no skulls to stake (usage: bet NAME)");
    CHECK(accepted(ref, "bet Cai").headline == "Cai stakes all 2 skulls on hitting the bid exactly");
}

TEST_CASE("Round card h (Headhunters): one stake per side, by name alone, and only while bidding", "[card-h][hourglass]") {
    auto ref = ana_in_the_lead("a a a h");
    CHECK(refused(ref, "bet Cai 2") == "bet: bet takes only the player's name (usage: bet NAME)");
    play(ref, {"bet Cai"});
    CHECK(refused(ref, "bet Cai") == "bet: Cai has already staked its skulls (usage: bet NAME)");
    play(ref, {"bid Cai 4", "bid Ana 4", "bid Ben 4"});
    REQUIRE(state(ref).phase == zp::Phase::Tricks);
    CHECK(refused(ref, "bet Ben") == "'bet' is not accepted now: Cai to lead trick 1 of 12");
    CHECK(state(ref).round.stakes == std::vector<int>{-1, -1, 2});
}

TEST_CASE("Round card h (Headhunters): a zero bid with a stake gains the zero-bid skulls and the stake", "[card-h][hourglass]") {
    auto ref = ana_in_the_lead("a a a h");
    play(ref, {"bet Cai", "bid Cai 0", "bid Ana 6", "bid Ben 6", "tricks Ana 6", "tricks Ben 6", "tricks Cai 0"});
    const auto& cai = receipt(ref, 2);
    CHECK(step(cai, 2).skulls == 10);
    CHECK(step(cai, 4).skulls == 2);  // the stake was 2, the skulls held when she bet
    CHECK(cai.skulls_after == 14);
}

TEST_CASE("Round card h (Headhunters): in Teams the stake is the team's whole pool, staked once by either partner",
          "[card-h][hourglass][teams]") {
    auto ref = ana_and_cai_in_the_lead("a a a h");
    CHECK(accepted(ref, "bet Dee").headline == "Ben & Dee stakes all 4 skulls on hitting the bid exactly");
    CHECK(refused(ref, "bet Ben") == "bet: Ben & Dee has already staked its skulls (usage: bet NAME)");
    CHECK(refused(ref, "bet Cai") == "bet: Ana & Cai is in the lead and may not stake skulls (usage: bet NAME)");
    CHECK(state(ref).round.stakes == std::vector<int>{-1, 4});
    play(ref, {"bid Ben 2", "bid Cai 2", "bid Dee 2", "bid Ana 2"});
    SECTION("the team's 4 tricks match its bid of 4, whoever took them") {
        play(ref, {"tricks Ana 3", "tricks Ben 3", "tricks Cai 3", "tricks Dee 1"});
        CHECK(step(receipt(ref, 1), 4).skulls == 4);
        CHECK(receipt(ref, 1).points == 4);
        CHECK(receipt(ref, 1).skulls_after == 8);
        CHECK(receipt(ref, 0).skulls_after == 0);  // Ana & Cai: 2 over-tricks at 2 skulls
    }
    SECTION("6 tricks on a bid of 4: the whole pool is lost") {
        play(ref, {"tricks Ana 2", "tricks Ben 4", "tricks Cai 2", "tricks Dee 2"});
        CHECK(step(receipt(ref, 1), 4).skulls == -4);
        CHECK(receipt(ref, 1).points == 4);
        CHECK(receipt(ref, 1).skulls_after == 0);
        CHECK(receipt(ref, 0).skulls_after == 4);
    }
}

TEST_CASE("Round card h (Headhunters): skulls from Princess powers are not staked, but may pay for a missing trick",
          "[card-h][hourglass][powers]") {
    // Ana has Cinderella, Ben Swan Maiden (1 skull per 2 tricks), Cai Dorothy,
    // never used (1 skull a round). Rounds 1-3 by counts:
    //   1: bids 6/2/4 made: points 6, 2, 4; skulls 2, 3, 3
    //   2: Ana 6, Ben 2 made, Cai bids 1 and takes 4: skulls 2, 4, 1 (3+1-3)
    //   3: bids 6/2/4 made: points 18, 6, 9; skulls 2, 5, 2
    // Line: Ana 19, Ben 8, Cai 10: Ana leads. Ben (lowest) goes first.
    auto ref = princess_table("a a a h", {"cinderella", "swan", "dorothy"});
    counted_round(ref, {6, 2, 4}, {6, 2, 4});
    counted_round(ref, {6, 2, 1}, {6, 2, 4});
    counted_round(ref, {6, 2, 4}, {6, 2, 4});
    REQUIRE(state(ref).skulls == std::vector<int>{2, 5, 2});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{19, 8, 10});
    REQUIRE(state(ref).round.start_seat == 1);
    // Cai stakes her 2 skulls, bids 5 and takes 4. At step 1 Dorothy brings her
    // to 3, just enough to buy the missing trick: her bid is matched and she
    // gains the 2 she staked, not 3.
    CHECK(accepted(ref, "bet Cai").headline == "Cai stakes all 2 skulls on hitting the bid exactly");
    play(ref, {"bid Ben 2", "bid Cai 5", "bid Ana 5", "tricks Ana 5", "tricks Ben 3", "tricks Cai 4"});
    REQUIRE(state(ref).phase == zp::Phase::Payment);
    play(ref, {"pay Cai yes"});
    const auto& cai = receipt(ref, 2);
    CHECK(step(cai, 1).skulls == 1);
    CHECK(step(cai, 3).skulls == -3);
    CHECK(step(cai, 4).skulls == 2);
    CHECK(cai.points == 5);
    CHECK(cai.skulls_after == 2);
}

}  // namespace zref::test
