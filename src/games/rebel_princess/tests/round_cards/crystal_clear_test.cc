// Crystal Clear: the cards laid face up stay in their holder's hand; zref,
// told what was shown, refuses them from anyone else.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Crystal Clear: a shown card played by another player is refused", "[rebel_princess][round_cards]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "crystal-clear");
    play(ref, {"show Cai fairies f2 f9", "show Ana queens none"});
    play(ref, {"f5"});
    CHECK_THAT(refused(ref, "f9"), Catch::Contains("in front of Cai"));
    play(ref, {"f1", "f9"});
}

TEST_CASE("Crystal Clear: shown cards must be of the suit shown, shown once, and only before the first trick", "[rebel_princess][round_cards]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "crystal-clear");
    CHECK_THAT(refused(ref, "show Cai fairies f2 q9"), Catch::Contains("not of the suit"));
    play(ref, {"show Cai fairies f2"});
    CHECK_THAT(refused(ref, "show Dee fairies f2"), Catch::Contains("already shown"));
    play(ref, {"q5"});
    CHECK_THAT(refused(ref, "show Dee pets p3"), Catch::Contains("before the first trick"));
}

TEST_CASE("Crystal Clear and Red Riding Hood: a shown card's holder is known", "[rebel_princess][round_cards][princesses]") {
    auto ref = with_princesses({"red-riding-hood", "cinderella", "mulan", "alice"}, "crystal-clear");
    play(ref, {"show Cai fairies f2 f9"});
    CHECK_THAT(refused(ref, "power red-riding-hood f9 from Dee"), Catch::Contains("in front of Cai"));
    CHECK_THAT(play(ref, {"power red-riding-hood f9 from Cai"}).headline, Catch::Contains("Cai hands over"));
}

}  // namespace zref::test::rp
