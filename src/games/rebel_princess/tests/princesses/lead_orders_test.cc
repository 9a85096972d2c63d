// Powers that order a lead ("Princesses"): the Little Mermaid names the suit
// to lead, Rapunzel a Prince, even unbroken (and it does not break them);
// a lead of anything else shows the leader lacks it. The Little Mermaid and
// the Ice Princess cannot both act on one trick.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("The Little Mermaid: a lead of another suit shows the leader holds none of the named one", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "little-mermaid", "ice-princess", "alice"});
    play(ref, {"power little-mermaid fairies"});
    const Ruling lead = play(ref, {"q5"});
    CHECK_THAT(notices(lead), Catch::Contains("holds none"));
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Ana"), 1) == 1);
}

TEST_CASE("The Little Mermaid and the Ice Princess: only the first on a trick acts", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "little-mermaid", "ice-princess", "alice"});
    play(ref, {"power little-mermaid fairies"});
    CHECK_THAT(refused(ref, "power ice-princess Dee q7"), Catch::Contains("only one of them"));
}

TEST_CASE("Rapunzel: the leader leads a Prince though they have not broken out, and they still have not", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "rapunzel", "mulan", "alice"});
    play(ref, {"power rapunzel", "pr4"});
    CHECK_FALSE(ref.game().state().round.princes_broken);
}

TEST_CASE("Rapunzel: another lead shows the leader holds no Prince", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "rapunzel", "mulan", "alice"});
    play(ref, {"power rapunzel", "q4"});
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Ana"), 3) == 1);
}

TEST_CASE("The Ice Princess: the frozen card must be its player's card, and a frozen Prince breaks them, led or not", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"ice-princess", "cinderella", "mulan", "alice"});
    play(ref, {"power ice-princess Ana pr6"});
    CHECK_THAT(refused(ref, "q5"), Catch::Contains("froze"));
    play(ref, {"pr6"});
    CHECK(ref.game().state().round.princes_broken);
}

TEST_CASE("The Ice Princess: a frozen card off suit shows no void", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"ice-princess", "cinderella", "mulan", "alice"});
    play(ref, {"power ice-princess Ben f7", "q5", "f7"});
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Ben"), 0) == 0);
}

TEST_CASE("The Pea Princess: a card of 5 or less is noted, not refused", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"pea-princess", "cinderella", "mulan", "alice"});
    play(ref, {"power pea-princess", "q9"});
    CHECK_THAT(notices(play(ref, {"q3"})), Catch::Contains("above 5"));
}

}  // namespace zref::test::rp

namespace zref::test::rp {

TEST_CASE("The Pea Princess: under the reading after-her-card, declared after her card, for the players after her", "[rebel_princess][princesses][readings]") {
    auto ref = with_princesses({"pea-princess", "cinderella", "mulan", "alice"}, "once-upon-a-time",
                               {"reading pea-princess after-her-card"});
    CHECK_THAT(refused(ref, "power pea-princess"), Catch::Contains("right after her own card"));
    play(ref, {"q2", "power pea-princess"});
    CHECK_THAT(notices(play(ref, {"q3"})), Catch::Contains("above 5"));
}

TEST_CASE("The Ice Princess: under the reading random-lead, the blind lead may be an early Prince", "[rebel_princess][princesses][readings]") {
    auto ref = with_princesses({"ice-princess", "cinderella", "mulan", "alice"}, "once-upon-a-time",
                               {"reading ice-princess random-lead"});
    CHECK_THAT(refused(ref, "power ice-princess Ben q7"), Catch::Contains("names nothing"));
    play(ref, {"power ice-princess", "pr3"});
}

}  // namespace zref::test::rp
