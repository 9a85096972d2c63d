// Entering a round by its results ("Entering scores only"): one number per
// player; when the Round card fixes the round's total the numbers must add up
// to it, and zref offers the last one.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Entering scores only: the numbers must add up to the round's total", "[rebel_princess][requests]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"requests Ana 3", "requests Ben 2", "requests Cai 5"});
    CHECK_THAT(refused(ref, "requests Dee 4"), Catch::Contains("add up to 15") && Catch::Contains("has 5"));
    play(ref, {"requests Dee 5"});
    CHECK(ref.game().state().results.size() == 1);
    CHECK(ref.game().state().results[0].by_requests);
}

TEST_CASE("Entering scores only: once one is typed, a bare number is the next player's", "[rebel_princess][requests]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"requests Ana 3"});
    CHECK(play(ref, {"2"}).canonical == "requests Ben 2");
}

TEST_CASE("Entering scores only: cards and results do not mix in one round", "[rebel_princess][requests]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"q5"});
    CHECK_THAT(refused(ref, "requests Ana 3"), Catch::Contains("card by card"));
    auto other = table({"Ana", "Ben", "Cai", "Dee"});
    play(other, {"requests Ana 3"});
    CHECK_THAT(refused(other, "play Ben q5"), Catch::Contains("by its results"));
}

TEST_CASE("Entering scores only: Rebel of the Ball's -10 skips the total", "[rebel_princess][requests]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"requests Ana -10", "requests Ben 0", "requests Cai 0", "requests Dee 0"});
    CHECK(total(ref, "Ana") == -10);
}

TEST_CASE("Entering scores only: a player's number is entered once", "[rebel_princess][requests]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"requests Ana 3"});
    CHECK_THAT(refused(ref, "requests Ana 4"), Catch::Contains("already entered"));
}

TEST_CASE("Entering scores only: card-by-card and results give the same sheet", "[rebel_princess][requests]") {
    auto cards = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"reading rebel-of-the-ball off"});
    for (const char* t : {"q10 q1 q2 q3", "f10 f1 f2 f3", "p10 p8 p1 p2", "q9 pr1 pr2 pr3", "f9 pr4 pr5 pr6",
                          "p9 pr7 pr8 pr9", "q8 pr10 q4 q5", "q7 f4 q6 f5", "f8 f6 f7 p3", "p7 p4 p5 p6"})
        trick(cards, t);
    auto results = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"reading rebel-of-the-ball off"});
    play(results, {"requests Ana 15", "requests Ben 0", "requests Cai 0", "requests Dee 0"});
    CHECK(cards.game().state().totals == results.game().state().totals);
    CHECK(cards.game().state().round.start == results.game().state().round.start);
}

}  // namespace zref::test::rp
