// Thumbelina, Ignorance is Bliss ("Princesses"): not leading, she may play
// any card but a Prince or the Frog without following suit, and it shows no void.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Thumbelina: her off-suit card shows no void, so a later card of that suit is no revoke", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "thumbelina", "mulan", "alice"});
    play(ref, {"q5", "power thumbelina", "f9", "q2", "q3"});  // Ana wins with Queen 5 and leads again
    play(ref, {"q10"});
    const Ruling ben = play(ref, {"q6"});
    CHECK(ben.warnings.empty());
}

TEST_CASE("Thumbelina: not a Prince, not the Frog, and not when she leads", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"thumbelina", "cinderella", "mulan", "alice"});
    CHECK_THAT(refused(ref, "power thumbelina"), Catch::Contains("leads"));
    auto other = with_princesses({"cinderella", "thumbelina", "mulan", "alice"});
    play(other, {"q5", "power thumbelina"});
    CHECK_THAT(refused(other, "p8"), Catch::Contains("Frog"));
    CHECK_THAT(refused(other, "pr3"), Catch::Contains("Prince"));
}

}  // namespace zref::test::rp
