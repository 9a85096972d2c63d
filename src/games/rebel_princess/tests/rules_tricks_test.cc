// Playing tricks ("Playing tricks"): follow the led suit, the highest card of
// it wins, no trump; the winner leads; each card once a round; revokes flagged.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Playing tricks: the highest card of the led suit wins, and a Prince off suit is no trump", "[rebel_princess][tricks]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    const Ruling r = trick(ref, "q5 q9 f10 pr1");
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Ben"));
    CHECK_THAT(reasons(r), Catch::Contains("Queen 9 wins") && Catch::Contains("[Playing tricks]"));
    CHECK(ref.game().state().round.current.leader == seat(ref, "Ben"));
}

TEST_CASE("Playing tricks: the winner leads the next trick, and turns are checked", "[rebel_princess][tricks]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    trick(ref, "q5 q9 q2 q3");
    CHECK_THAT(refused(ref, "play Ana q1"), Catch::Contains("Ben"));
    play(ref, {"play Ben f4"});
    CHECK_THAT(refused(ref, "play Ben f5"), Catch::Contains("Cai"));
}

TEST_CASE("Playing tricks: each card is played once a round", "[rebel_princess][tricks]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    trick(ref, "q5 q9 q2 q3");
    CHECK_THAT(refused(ref, "q5"), Catch::Contains("already played in trick 1 by Ana"));
}

TEST_CASE("Playing tricks: a card of a suit its player showed they lack is flagged, naming both tricks", "[rebel_princess][tricks]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    trick(ref, "q5 f9 q2 q3");  // Ben plays a Fairy on Queens: he holds no Queen
    play(ref, {"q10"});
    const Ruling ben = play(ref, {"q6"});
    REQUIRE(ben.warnings.size() == 1);
    CHECK_THAT(ben.warnings.front(), Catch::Contains("trick 1") && Catch::Contains("trick 2"));
}

TEST_CASE("Playing tricks: once a card is led, a bare number is the card of the suit to follow", "[rebel_princess][tricks]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"q5"});
    CHECK(play(ref, {"7"}).canonical == "play Ben q7");
    CHECK_THAT(refused(ref, "q7"), Catch::Contains("already played"));
}

TEST_CASE("Playing tricks: a lead's bare number is refused, naming the suits", "[rebel_princess][tricks]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    CHECK_THAT(refused(ref, "7"), Catch::Contains("write the suit too"));
}

TEST_CASE("Setup: the 3-player deck runs 2 to 10, hands of 12, and with 6 players 1 to 12, hands of 8", "[rebel_princess][setup]") {
    auto three = table({"Ana", "Ben", "Cai"});
    CHECK(three.game().state().round.hand_size == 12);
    CHECK(three.game().codec().min_value() == 2);
    CHECK_THAT(refused(three, "q1"), Catch::Contains("2-10"));
    auto six = table({"Ana", "Ben", "Cai", "Dee", "Eva", "Fay"});
    CHECK(six.game().state().round.hand_size == 8);
    play(six, {"q12"});
    auto five = table({"Ana", "Ben", "Cai", "Dee", "Eva"});
    CHECK(five.game().state().round.hand_size == 8);
}

}  // namespace zref::test::rp
