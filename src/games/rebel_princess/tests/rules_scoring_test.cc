// Scoring a round ("Scoring a round", "Rebel of the Ball"): each Prince taken
// is 1 request, the Frog 5; a player who took every Prince and the Frog
// scores -10 for the round when Rebel of the Ball is played.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Scoring a round: each Prince taken is 1 request and the Frog 5, itemised", "[rebel_princess][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    // Cai takes two Princes and the Frog in two tricks; the rest go to Dee.
    trick(ref, "q1 pr1 q9 pr2");    // Cai wins with Queen 9
    trick(ref, "p2 p3 p8 p9");      // Cai leads Pet 2; Cai's Frog... Ana's Pet 9 wins? (order Cai, Dee, Ana, Ben)
    const auto& s = ref.game().state();
    REQUIRE(s.round.tricks.size() == 2);
    CHECK(s.round.tricks[0].winner == seat(ref, "Cai"));
}

TEST_CASE("Scoring a round: a whole round's requests add up to the Princes and the Frog", "[rebel_princess][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"reading rebel-of-the-ball off"});
    play_round(ref, kLeaderTakesAll);  // Ana leads: she takes everything
    const auto& s = ref.game().state();
    REQUIRE(s.results.size() == 1);
    const auto& receipt = s.results[0].receipts[static_cast<std::size_t>(seat(ref, "Ana"))];
    CHECK(receipt.total == 15);
    REQUIRE(receipt.lines.size() == 2);
    CHECK(receipt.lines[0].text == "the Frog");
    CHECK(receipt.lines[0].requests == 5);
    CHECK(receipt.lines[1].text == "10 Princes x 1");
    CHECK(total(ref, "Ben") == 0);
}

TEST_CASE("Rebel of the Ball: every Prince and the Frog in one round scores -10", "[rebel_princess][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});  // sets deluxe rp2: Rebel of the Ball on
    play_round(ref, kLeaderTakesAll);  // Ana leads: she takes everything
    CHECK(total(ref, "Ana") == -10);
    const auto& receipt = ref.game().state().results[0].receipts[0];
    CHECK_THAT(receipt.lines.back().text, Catch::Contains("Rebel of the Ball"));
    CHECK(receipt.lines.back().section == "Rebel of the Ball");
}

TEST_CASE("Rebel of the Ball: off with the first edition's box alone", "[rebel_princess][scoring][readings]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"sets original"});
    play_round(ref, kLeaderTakesAll);  // Ana leads: she takes everything
    CHECK(total(ref, "Ana") == 15);
}

TEST_CASE("Rebel of the Ball: the reading switches it on for a first-edition table", "[rebel_princess][scoring][readings]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"sets original", "reading rebel-of-the-ball on"});
    play_round(ref, kLeaderTakesAll);  // Ana leads: she takes everything
    CHECK(total(ref, "Ana") == -10);
}

}  // namespace zref::test::rp
