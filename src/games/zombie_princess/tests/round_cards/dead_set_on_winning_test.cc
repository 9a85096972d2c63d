// Round card d, Dead Set on Winning ("Round Cards" d, an Hourglass card):
// every side not in the lead gains 2 skulls per trick it wins, besides its
// bid points. "In the lead" is the Hourglass Leader line ("Hourglass Round"):
// points after round 3 plus half the skulls, rounded down; ties put several
// sides in the lead. The skulls are step 4 of "Scoring". Rounds 1-3 are scored
// by trick counts to reach round 4.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

}  // namespace

TEST_CASE("Round card d (Dead Set on Winning): an Hourglass card, only the 4th Round card", "[card-d][hourglass]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals"});
    CHECK(refused(ref, "rounds d a a a") ==
          "Round card d (Dead Set on Winning) is an Hourglass card: it can only be the last Round card");
    CHECK(refused(ref, "rounds a a d a") ==
          "Round card d (Dead Set on Winning) is an Hourglass card: it can only be the last Round card");
    play(ref, {"rounds a a a d"});
}

TEST_CASE("Round card d (Dead Set on Winning): the reveal gives the Hourglass Leader line and a pass of 5 cards to the right",
          "[card-d][hourglass]") {
    Ruling reveal;
    auto ref = ana_in_the_lead("a a a d", &reveal);
    CHECK(has(reveal.notices, "Hourglass Leader line (points after round 3 + half the skulls, rounded down): Ana 14, "
                              "Ben 13, Cai 12. In the lead: Ana"));
    CHECK(has(reveal.notices, "Round 4 of 4: Round card d, Dead Set on Winning (Hourglass)"));
    CHECK(has(reveal.notices, "Pass: 5 cards to the player on your right (Ana to Cai, Ben to Ana, Cai to Ben), all at once, before looking at what you get"));
    Ruling teams;
    auto tref = ana_and_cai_in_the_lead("a a a d", &teams);
    CHECK(has(teams.notices, "Pass: exchange 5 cards with your partner (Ana with Cai, Ben with Dee), all at once, before looking at what you get"));
}

TEST_CASE("Round card d (Dead Set on Winning): each trick is worth 2 skulls to every side not in the lead, none to the leader",
          "[card-d][hourglass]") {
    auto ref = ana_in_the_lead("a a a d");
    play(ref, {"bid Cai 5", "bid Ana 3", "bid Ben 4", "tricks Ana 3", "tricks Ben 5", "tricks Cai 4"});
    const auto& ana = receipt(ref, 0);
    CHECK(step(ana, 4).skulls == 0);
    CHECK(step(ana, 4).detail == "in the lead: no skulls from this card");
    CHECK(ana.points == 3);
    CHECK(ana.skulls_after == 2);
    // Ben: +10 at step 4, which also pays his over-trick at step 6.
    const auto& ben = receipt(ref, 1);
    CHECK(step(ben, 4).skulls == 10);
    CHECK(step(ben, 4).detail == "not in the lead: 2 x 5 counted tricks");
    CHECK(step(ben, 6).skulls == -1);
    CHECK(ben.points == 4);
    CHECK(ben.skulls_after == 11);
    // Cai: one short; at step 3 she holds 2 skulls, too few to buy the trick,
    // and the 8 from the card only come at step 4.
    const auto& cai = receipt(ref, 2);
    CHECK(step(cai, 3).detail == "short 1, cannot pay 3 skulls");
    CHECK(step(cai, 4).skulls == 8);
    CHECK(cai.points == 0);
    CHECK(cai.skulls_after == 10);
    CHECK(state(ref).phase == zp::Phase::GameOver);
}

TEST_CASE("Round card d (Dead Set on Winning): a Frog trick that is not counted is worth nothing", "[card-d][hourglass][frog]") {
    auto ref = ana_in_the_lead("a a a d");
    play(ref, {"bid Cai 4", "bid Ana 4", "bid Ben 4", "tricks Ana 3", "tricks Ben 5 frog", "tricks Cai 4"});
    SECTION("dropped: Ben counts 4 tricks, 8 skulls") {
        play(ref, {"frog Ben drop"});
        CHECK(step(receipt(ref, 1), 4).skulls == 8);
        CHECK(receipt(ref, 1).points == 4);
        CHECK(receipt(ref, 1).skulls_after == 10);
    }
    SECTION("counted: 5 tricks, 10 skulls, 1 over-trick") {
        play(ref, {"frog Ben count"});
        CHECK(step(receipt(ref, 1), 4).skulls == 10);
        CHECK(receipt(ref, 1).skulls_after == 11);
    }
}

TEST_CASE("Round card d (Dead Set on Winning): sides tied on the Leader line are all in the lead", "[card-d][hourglass]") {
    // Rounds: 4/4/4, 5/5/2, 4/4/4 made exactly: points 13, 13, 10, line 14, 14, 11.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a d");
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    counted_round(ref, {5, 5, 2}, {5, 5, 2});
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{14, 14, 11});
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    CHECK(step(receipt(ref, 0), 4).skulls == 0);
    CHECK(step(receipt(ref, 1), 4).skulls == 0);
    CHECK(step(receipt(ref, 2), 4).skulls == 8);
    CHECK(state(ref).skulls == std::vector<int>{2, 2, 10});
}

TEST_CASE("Round card d (Dead Set on Winning): the lead is the Leader line, so skulls can put a side in the lead",
          "[card-d][hourglass]") {
    // Round 1: Cai bids 0 and takes nothing (12 skulls). Rounds 2 and 3: Cai
    // makes 6, the others 3. Points 12 each; the line is Ana 13, Ben 13, Cai 18.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a d");
    counted_round(ref, {6, 6, 0}, {6, 6, 0});
    counted_round(ref, {3, 3, 6}, {3, 3, 6});
    counted_round(ref, {3, 3, 6}, {3, 3, 6});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{13, 13, 18});
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    CHECK(step(receipt(ref, 0), 4).skulls == 8);
    CHECK(step(receipt(ref, 1), 4).skulls == 8);
    CHECK(step(receipt(ref, 2), 4).skulls == 0);
    CHECK(state(ref).skulls == std::vector<int>{10, 10, 12});
}

TEST_CASE("Round card d (Dead Set on Winning): in Teams a team not in the lead gets 2 skulls for every trick either partner counts",
          "[card-d][hourglass][teams]") {
    auto ref = ana_and_cai_in_the_lead("a a a d");
    play(ref, {"bid Ben 2", "bid Cai 2", "bid Dee 2", "bid Ana 2", "tricks Ana 2", "tricks Ben 3", "tricks Cai 2",
               "tricks Dee 3"});
    const auto& ac = receipt(ref, 0);
    CHECK(step(ac, 4).skulls == 0);
    CHECK(ac.points == 4);
    CHECK(ac.skulls_after == 4);
    const auto& bd = receipt(ref, 1);
    CHECK(step(bd, 4).skulls == 12);
    CHECK(step(bd, 4).detail == "not in the lead: 2 x 6 counted tricks");
    CHECK(step(bd, 6).skulls == -4);
    CHECK(bd.points == 4);
    CHECK(bd.skulls_after == 12);
}

}  // namespace zref::test
