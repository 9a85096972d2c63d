// Cinderella, Everything Changes at Midnight ("Princesses"): before a trick,
// the lowest card wins it wherever the highest would; once a round.
#include "rp_support.h"

namespace zref::test::rp {

namespace {

zref::rp::Referee with_cinderella() { return with_princesses({"cinderella", "snow-white", "mulan", "alice"}); }

}  // namespace

TEST_CASE("Cinderella: the lowest card of the led suit wins the trick she names", "[rebel_princess][princesses]") {
    auto ref = with_cinderella();
    CHECK(play(ref, {"cinderella"}).canonical == "power Ana cinderella");
    const Ruling r = trick(ref, "q5 q9 q2 f1");
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Cai"));
    CHECK_THAT(reasons(r), Catch::Contains("Cinderella"));
    // The next trick is ruled as usual again.
    trick(ref, "q3 q4 q6 q7");
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Ben"));
}

TEST_CASE("Cinderella: once a round, before a trick's first card", "[rebel_princess][princesses]") {
    auto ref = with_cinderella();
    play(ref, {"q5"});
    CHECK_THAT(refused(ref, "power cinderella"), Catch::Contains("before a trick's first card"));
    trick(ref, "q9 q2 f1");
    play(ref, {"power cinderella"});
    trick(ref, "q1 q3 q4 q6");
    CHECK_THAT(refused(ref, "power cinderella"), Catch::Contains("already used this round"));
}

TEST_CASE("Cinderella: a power nobody keeps, or another's, is refused", "[rebel_princess][princesses]") {
    auto ref = with_cinderella();
    CHECK_THAT(refused(ref, "power rapunzel"), Catch::Contains("nobody at this table"));
    CHECK_THAT(refused(ref, "power Ben cinderella"), Catch::Contains("Ana's, not Ben's"));
}

}  // namespace zref::test::rp
