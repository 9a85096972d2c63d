// The Sea Witch, Shady Dealings (Team Mode): at any moment after the opening
// pass she and her partner swap two cards each; zref records it, once a round.
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// Team Mode, Ana leads: Ana the Sea Witch (Cai the Dark Fairy), Ben the
// Elder Stepsister (Dee the Younger).
zref::rp::Referee sea_witch_table() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"mode teams", "princesses villains"});
    play(ref, {"princess Ana sea-witch", "princess Ben elder-stepsister"});
    return ref;
}

}  // namespace

TEST_CASE("Sea Witch: the swap, even mid-trick, and what her partner's hand showed no longer holds",
          "[rebel_princess][team_mode][princesses]") {
    auto ref = sea_witch_table();
    trick(ref, "q5 q6 f1 q7");  // Cai shows no Queens; Dee leads trick 2
    play(ref, {"q1"});
    const Ruling r = play(ref, {"sea-witch"});
    CHECK(r.canonical == "power Ana sea-witch");
    CHECK_THAT(r.headline, Catch::Contains("she and Cai swap two cards each"));
    CHECK_THAT(reasons(r), Catch::Contains("cannot see the cards"));
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Cai"), 0) == 0);
    play(ref, {"q2", "q3"});
    CHECK(play(ref, {"q4"}).warnings.empty());  // Cai's Queen may have come from Ana
}

TEST_CASE("Sea Witch: once a round, and no words", "[rebel_princess][team_mode][princesses]") {
    auto ref = sea_witch_table();
    CHECK_THAT(refused(ref, "power sea-witch q1 q2"), Catch::Contains("takes no words"));
    play(ref, {"power sea-witch"});
    CHECK_THAT(refused(ref, "power sea-witch"), Catch::Contains("already used this round"));
}

}  // namespace zref::test::rp
