// The six scoring steps ("Scoring", "Individual Scoring (Reference Card)"),
// checked with exact arithmetic on rounds scored by trick counts.
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

zp::Referee three() { return table({"Ana", "Ben", "Cai"}); }
zp::Referee teams_of_two() { return table({"Ana", "Ben", "Cai", "Dee"}, true); }

}  // namespace

TEST_CASE("Scoring: a receipt walks the six steps in the rulebook's order", "[scoring]") {
    auto ref = three();
    play(ref, {"3", "4", "5", "tricks Ana 3", "tricks Ben 4", "tricks Cai 5"});
    const auto& r = receipt(ref, 0);
    REQUIRE(r.lines.size() == 6);
    const char* const labels[] = {"Princess skulls", "Zero bid",   "Missed tricks",
                                  "Round card",      "Bid points", "Over-tricks"};
    for (int i = 0; i < 6; ++i) {
        INFO("step " << i + 1);
        CHECK(r.lines[static_cast<std::size_t>(i)].step == i + 1);
        CHECK(r.lines[static_cast<std::size_t>(i)].label == labels[i]);
        CHECK(r.lines[static_cast<std::size_t>(i)].skulls == 0);
    }
    CHECK(r.skulls_before == 2);
    CHECK(r.skulls_after == 2);
}

TEST_CASE("Scoring step 5: a side that takes exactly its bid scores 1 point per coin", "[scoring]") {
    auto ref = three();
    play(ref, {"3", "4", "5", "tricks Ana 3", "tricks Ben 4", "tricks Cai 5"});
    CHECK(receipt(ref, 0).points == 3);
    CHECK(receipt(ref, 1).points == 4);
    CHECK(receipt(ref, 2).points == 5);
    for (int side = 0; side < 3; ++side) {
        CHECK(receipt(ref, side).made_bid);
        CHECK(receipt(ref, side).skulls_after == 2);
    }
}

TEST_CASE("Scoring step 5: a side that takes more than its bid still scores its bid", "[scoring]") {
    auto ref = three();
    play(ref, {"2", "4", "5", "tricks Ana 3", "tricks Ben 4", "tricks Cai 5"});
    CHECK(receipt(ref, 0).made_bid);
    CHECK(receipt(ref, 0).points == 2);
}

TEST_CASE("Scoring step 5: a side that takes fewer tricks than its bid (and does not pay) scores 0", "[scoring]") {
    auto ref = three();
    play(ref, {"4", "4", "4", "tricks Ana 3", "tricks Ben 4", "tricks Cai 5"});
    CHECK_FALSE(receipt(ref, 0).made_bid);
    CHECK(receipt(ref, 0).points == 0);
    CHECK(receipt(ref, 0).skulls_after == 2);
}

TEST_CASE("Scoring step 6: Individuals pay 1 skull per trick over the bid", "[scoring]") {
    auto ref = three();
    play(ref, {"2", "4", "5", "tricks Ana 3", "tricks Ben 4", "tricks Cai 5"});
    CHECK(receipt(ref, 0).lines.at(5).skulls == -1);
    CHECK(receipt(ref, 0).skulls_after == 1);

    auto two_over = three();
    play(two_over, {"1", "4", "5", "tricks Ana 3", "tricks Ben 4", "tricks Cai 5"});
    CHECK(receipt(two_over, 0).points == 1);
    CHECK(receipt(two_over, 0).lines.at(5).skulls == -2);
    CHECK(receipt(two_over, 0).lines.at(5).detail == "2 extra tricks x 1");  // paid in full, not "returned"
    CHECK(receipt(two_over, 0).skulls_after == 0);
}

TEST_CASE("Scoring step 6: Teams pay 2 skulls per trick over the bid", "[scoring][teams]") {
    auto ref = teams_of_two();
    // Ana & Cai bid 2 + 2 = 4 and take 5; Ben & Dee bid 3 + 2 = 5 and take 5.
    play(ref, {"2", "3", "2", "2", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2"});
    CHECK(receipt(ref, 0).bid == 4);
    CHECK(receipt(ref, 0).tricks == 5);
    CHECK(receipt(ref, 0).points == 4);
    CHECK(receipt(ref, 0).lines.at(5).skulls == -2);
    CHECK(receipt(ref, 0).skulls_after == 2);
    CHECK(receipt(ref, 1).points == 5);
    CHECK(receipt(ref, 1).skulls_after == 4);
}

TEST_CASE("Scoring step 6: a side that cannot pay its whole over-trick penalty returns all its skulls", "[scoring]") {
    auto ref = three();
    // Ana bids 1 and takes 4: 3 skulls due, 2 held.
    play(ref, {"1", "3", "5", "tricks Ana 4", "tricks Ben 3", "tricks Cai 5"});
    const auto& r = receipt(ref, 0);
    CHECK(r.points == 1);
    CHECK(r.skulls_after == 0);
    CHECK(r.lines.at(5).skulls == -2);
    CHECK_THAT(r.lines.at(5).detail, Contains("all skulls returned"));
    CHECK(ref.game().state().skulls == std::vector<int>{0, 2, 2});
}

TEST_CASE("Scoring step 6: a team that cannot pay 2 per over-trick returns all its pooled skulls", "[scoring][teams]") {
    auto ref = teams_of_two();
    // Ana & Cai bid 1 + 1 = 2 and take 5: 6 skulls due, 4 held.
    play(ref, {"1", "2", "1", "3", "tricks Ana 3", "tricks Ben 2", "tricks Cai 2", "tricks Dee 3"});
    CHECK(receipt(ref, 0).points == 2);
    CHECK(receipt(ref, 0).skulls_after == 0);
    CHECK(receipt(ref, 1).points == 5);
    CHECK(receipt(ref, 1).skulls_after == 4);
}

TEST_CASE("Scoring step 2: a zero bid fails when its player takes a trick, and the tricks are over-tricks",
          "[scoring]") {
    auto ref = three();
    play(ref, {"0", "5", "5", "tricks Ana 2", "tricks Ben 5", "tricks Cai 5"});
    const auto& r = receipt(ref, 0);
    CHECK(r.lines.at(1).skulls == 0);
    CHECK(r.lines.at(1).detail == "zero bid failed: a trick was taken");
    CHECK(r.points == 0);
    CHECK(r.lines.at(5).skulls == -2);
    CHECK(r.skulls_after == 0);
}

TEST_CASE("Scoring step 2: a successful zero bid earns 10 skulls with 3 or 4 Individuals", "[scoring]") {
    auto ref = three();
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6"});
    CHECK(receipt(ref, 0).lines.at(1).skulls == 10);
    CHECK(receipt(ref, 0).skulls_after == 12);

    auto four = table({"Ana", "Ben", "Cai", "Dee"});
    play(four, {"0", "3", "3", "4", "tricks Ana 0", "tricks Ben 3", "tricks Cai 3", "tricks Dee 4"});
    CHECK(receipt(four, 0).skulls_after == 12);
}

TEST_CASE("Scoring step 3: payment for missed tricks is not offered when the side cannot afford it", "[scoring]") {
    auto ref = three();
    // Ana is 1 short: 3 skulls would be due, she holds 2.
    play(ref, {"4", "4", "5", "tricks Ana 3", "tricks Ben 4", "tricks Cai 5"});
    CHECK(ref.game().state().phase == zp::Phase::NextStart);
    CHECK(receipt(ref, 0).points == 0);
    CHECK_FALSE(receipt(ref, 0).paid_for_missed);
    CHECK(receipt(ref, 0).lines.at(2).detail == "short 1, cannot pay 3 skulls");
    CHECK(receipt(ref, 0).skulls_after == 2);
}

TEST_CASE("Scoring step 3: Teams may pay 4 skulls per missing trick, 'yes' scores the bid", "[scoring][teams]") {
    auto ref = teams_of_two();
    // Ana & Cai bid 3 + 2 = 5 and take 4; Ben & Dee bid 3 + 3 and take 6.
    play(ref, {"3", "3", "2", "3", "tricks Ana 2", "tricks Ben 3", "tricks Cai 2", "tricks Dee 3"});
    REQUIRE(ref.game().state().phase == zp::Phase::Payment);
    CHECK(ref.game().waiting().what == "Ana & Cai decides whether to pay skulls for missed tricks (yes or no)");
    CHECK(refused(ref, "pay Ben yes") == "zref is asking Ana & Cai whether to pay, not Ben & Dee");
    play(ref, {"pay Cai yes"});
    const auto& r = receipt(ref, 0);
    CHECK(r.paid_for_missed);
    CHECK(r.lines.at(2).skulls == -4);
    CHECK(r.made_bid);
    CHECK(r.points == 5);
    CHECK(r.skulls_after == 0);
}

TEST_CASE("Scoring step 3: declining the payment scores 0 and keeps the skulls", "[scoring][teams]") {
    auto ref = teams_of_two();
    play(ref, {"3", "3", "2", "3", "tricks Ana 2", "tricks Ben 3", "tricks Cai 2", "tricks Dee 3"});
    REQUIRE(ref.game().state().phase == zp::Phase::Payment);
    play(ref, {"no"});
    const auto& r = receipt(ref, 0);
    CHECK_FALSE(r.paid_for_missed);
    CHECK(r.points == 0);
    CHECK(r.skulls_after == 4);
    CHECK(r.lines.at(2).detail == "declined to pay for 1 missing trick");
}

TEST_CASE("Scoring step 3: a team 2 tricks short would owe 8 skulls, more than its 4, so no payment is offered",
          "[scoring][teams]") {
    auto ref = teams_of_two();
    play(ref, {"3", "2", "3", "2", "tricks Ana 2", "tricks Ben 3", "tricks Cai 2", "tricks Dee 3"});
    CHECK(ref.game().state().phase == zp::Phase::NextStart);
    CHECK(receipt(ref, 0).points == 0);
    CHECK(receipt(ref, 0).skulls_after == 4);
}

TEST_CASE("Scoring step 3: the payment can use skulls just earned by a zero bid in step 2", "[scoring][teams]") {
    auto ref = teams_of_two();
    // Ana bids 0 and takes none (+5); Cai bids 3 and takes 1: 2 short, 8 due, 9 held.
    play(ref, {"0", "3", "3", "3", "tricks Ana 0", "tricks Ben 5", "tricks Cai 1", "tricks Dee 4"});
    REQUIRE(ref.game().state().phase == zp::Phase::Payment);
    play(ref, {"yes"});
    const auto& r = receipt(ref, 0);
    CHECK(r.lines.at(1).skulls == 5);
    CHECK(r.lines.at(2).skulls == -8);
    CHECK(r.points == 3);
    CHECK(r.skulls_after == 1);
    // Ben & Dee bid 6 and took 9: 3 over-tricks at 2 = 6 due, 4 held.
    CHECK(receipt(ref, 1).points == 6);
    CHECK(receipt(ref, 1).skulls_after == 0);
}

TEST_CASE("Scoring step 3: Individuals pay 3 skulls per missing trick when they hold enough", "[scoring]") {
    auto ref = three();
    // Round 1: Ana's zero bid brings her to 12 skulls.
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6", "first"});
    REQUIRE(ref.game().state().round.number == 2);
    // Round 2: Ana bids 3 and takes 1 (6 due, 12 held); Ben is 1 short with 2 skulls.
    play(ref, {"3", "5", "4", "tricks Ana 1", "tricks Ben 4", "tricks Cai 7"});
    REQUIRE(ref.game().state().phase == zp::Phase::Payment);
    CHECK(ref.game().waiting().seat == 0);
    play(ref, {"yes"});
    CHECK(ref.game().state().phase == zp::Phase::NextStart);  // Ben was not asked
    CHECK(receipt(ref, 0).lines.at(2).skulls == -6);
    CHECK(receipt(ref, 0).points == 3);
    CHECK(receipt(ref, 0).skulls_after == 6);
    CHECK(receipt(ref, 1).points == 0);
    CHECK(receipt(ref, 1).skulls_after == 2);
    CHECK(receipt(ref, 2).points == 4);
    CHECK(receipt(ref, 2).skulls_after == 2 - 2);  // Cai went 3 over and held only 2: all returned
}

TEST_CASE("Scoring: a round scored by counts needs the counts to add up to the hand size", "[scoring][counts]") {
    auto ref = three();
    play(ref, {"4", "4", "4", "tricks Ana 5"});
    CHECK(refused(ref, "tricks Ben 8") == "that makes 13 tricks, but a round has only 12");
    play(ref, {"tricks Ben 5"});
    CHECK(refused(ref, "tricks Cai 1") ==
          "the tricks add up to 11, but a round has 12: check the counts ('undo' corrects an earlier one)");
    CHECK(refused(ref, "tricks Ana 2") == "Ana's tricks are already typed (5): undo to change them");
    CHECK_THAT(refused(ref, "k7"), Contains("unknown command"));
    CHECK_THAT(refused(ref, "play Cai k7"), Contains("scored by trick counts"));
    CHECK(ref.game().state().results.empty());
    play(ref, {"tricks Cai 2"});
    CHECK(ref.game().state().results.size() == 1);
    CHECK(ref.game().state().results.back().trick_units == 0);
    CHECK(ref.game().state().results.back().seat_tricks == std::vector<int>{5, 5, 2});
}

TEST_CASE("Scoring: trick counts are only typed before any card is played", "[scoring][counts]") {
    auto ref = three();
    play(ref, {"4", "4", "4", "v1"});
    CHECK(refused(ref, "tricks Ana 4") == "cards have been played this round, so zref counts the tricks itself");
}

TEST_CASE("The Frog Prince Returns: in a round scored by counts, one player holds the Frog trick",
          "[scoring][counts][frog]") {
    auto ref = three();
    play(ref, {"4", "4", "4"});
    CHECK(refused(ref, "tricks Ana 0 frog") == "a player with no tricks cannot hold the Frog trick");
    play(ref, {"tricks Ana 4 frog"});
    CHECK(refused(ref, "tricks Ben 4 frog") == "the Frog trick was already given to Ana");
    CHECK_THAT(refused(ref, "tricks Ben 4 toad"), Contains("'toad' is not understood"));
    play(ref, {"tricks Ben 4", "tricks Cai 4"});
    CHECK(ref.game().state().phase == zp::Phase::FrogDecision);
    CHECK(ref.game().waiting().seat == 0);
    play(ref, {"drop"});
    CHECK(receipt(ref, 0).tricks == 3);
    CHECK(receipt(ref, 0).points == 0);
}

}  // namespace zref::test
