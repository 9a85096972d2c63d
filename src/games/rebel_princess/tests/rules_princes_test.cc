// Princes ("Princes"): no Prince may be led until a player who could not
// follow the led suit has played one; the Frog never breaks them; a hand of
// only Princes may lead one, and zref remembers the claim.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Princes: a Prince may not be led before one was played off suit", "[rebel_princess][princes]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    CHECK_THAT(refused(ref, "pr3"), Catch::Contains("only-princes"));
    CHECK(ref.game().state().round.entry == zref::rp::Entry::Open);
}

TEST_CASE("Princes: a Prince played off suit breaks them out, and the next lead may be a Prince", "[rebel_princess][princes]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    const Ruling r = trick(ref, "q5 pr2 q9 q3");
    CHECK(ref.game().state().round.princes_broken);
    (void)r;
    play(ref, {"pr4"});  // Cai won and leads a Prince
}

TEST_CASE("Princes: a Prince played on a Prince lead does not break them (our reading princes-break)", "[rebel_princess][princes]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"play Ana pr2 only-princes", "pr5", "pr3", "pr4"});
    CHECK_FALSE(ref.game().state().round.princes_broken);
    CHECK_THAT(refused(ref, "pr6"), Catch::Contains("only-princes"));  // Ben leads and made no claim
}

TEST_CASE("Princes: under the reading any-prince, the first Prince played breaks them", "[rebel_princess][princes][readings]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"reading princes-break any-prince"});
    play(ref, {"play Ana pr5 only-princes"});
    CHECK(ref.game().state().round.princes_broken);
}

TEST_CASE("Princes: the Frog is a Pet and never breaks them", "[rebel_princess][princes]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    trick(ref, "q5 p8 q9 q3");
    CHECK_FALSE(ref.game().state().round.princes_broken);
}

TEST_CASE("Princes: a claim of only Princes is remembered and a later other card flagged", "[rebel_princess][princes]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    const Ruling lead = play(ref, {"play Ana pr10 only-princes"});
    CHECK_THAT(reasons(lead), Catch::Contains("only Princes"));
    trick(ref, "pr1 pr2 pr3");  // Ana wins with Prince 10 and leads again
    play(ref, {"pr9"});         // her claim still holds: nothing to type
    trick(ref, "pr4 pr5 pr6");
    const Ruling later = play(ref, {"q1"});
    REQUIRE_FALSE(later.warnings.empty());
    CHECK_THAT(later.warnings.front(), Catch::Contains("only Princes"));
}

TEST_CASE("Princes: 'only-princes' with any other card is refused", "[rebel_princess][princes]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    CHECK_THAT(refused(ref, "play Ana q5 only-princes"), Catch::Contains("without it"));
}

}  // namespace zref::test::rp
