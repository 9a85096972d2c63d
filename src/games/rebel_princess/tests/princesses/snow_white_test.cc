// Snow White, Seven Dwarfs ("Princesses"): her card of 7 or less counts 0 in
// the trick; its suit and number still count for following and scoring.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Snow White: her 7 counts 0, so a lower card of the led suit beats it", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"snow-white", "cinderella", "mulan", "alice"});
    play(ref, {"power Ana snow-white"});
    trick(ref, "q7 q2 q1 f9");
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Ben"));
}

TEST_CASE("Snow White: a card above 7 is refused under her power", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"snow-white", "cinderella", "mulan", "alice"});
    play(ref, {"snow-white"});
    CHECK_THAT(refused(ref, "q8"), Catch::Contains("7 or less"));
}

TEST_CASE("Snow White: under Cinderella her zeroed card is still the worst (it ranks as 13)", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"snow-white", "cinderella", "mulan", "alice"});
    play(ref, {"power cinderella", "power snow-white"});
    trick(ref, "q3 q5 q9 q10");  // lowest wins: Ben's 5, not Ana's zeroed 3
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Ben"));
}

TEST_CASE("Snow White: a zeroed Prince is still a Prince: played off suit it breaks them out", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"snow-white", "cinderella", "mulan", "alice"});
    trick(ref, "q5 q9 q2 q3");        // Ben wins and leads
    play(ref, {"f1", "f2", "f3", "power snow-white", "pr3"});
    const auto& t = ref.game().state().round.tricks.back();
    CHECK(t.plays.back().card.suit == 3);
    CHECK(tt::strength(t.plays.back()) == 0);
    CHECK(ref.game().state().round.princes_broken);
}

TEST_CASE("Snow White: declared only on her own turn", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "snow-white", "mulan", "alice"});
    CHECK_THAT(refused(ref, "power snow-white"), Catch::Contains("on her own turn"));
    play(ref, {"q5", "power snow-white", "q7"});
}

}  // namespace zref::test::rp
