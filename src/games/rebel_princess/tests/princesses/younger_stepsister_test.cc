// The Younger Stepsister, New Shoes (Team Mode): after a trick's last card,
// before it is decided, she swaps her partner's card for one of hers of the
// same suit or number (not the Frog); the new card need not follow suit.
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// Team Mode, Ana leads: Cai the Younger Stepsister, partner of Ana (the
// Elder); Ben the Sea Witch (Dee the Dark Fairy).
zref::rp::Referee younger_table() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"mode teams", "princesses villains"});
    play(ref, {"princess Cai younger-stepsister", "princess Ben sea-witch"});
    return ref;
}

}  // namespace

TEST_CASE("Younger Stepsister: her partner's card swapped for a higher one of its suit takes the trick",
          "[rebel_princess][team_mode][princesses]") {
    auto ref = younger_table();
    trick(ref, "q5 q9 q2 q3");  // Ben wins
    const Ruling r = play(ref, {"younger-stepsister q10"});
    CHECK(r.canonical == "power Cai younger-stepsister q10");
    const auto& s = ref.game().state();
    CHECK(s.round.tricks.back().winner == seat(ref, "Ana"));
    CHECK(s.round.current.to_play() == seat(ref, "Ana"));
    CHECK(s.round.was_played(ref.game().codec(), {0, 10}));
    CHECK_FALSE(s.round.was_played(ref.game().codec(), {0, 5}));  // Ana's Queen 5 is in Cai's hand now
}

TEST_CASE("Younger Stepsister: a card of the same number need not follow suit, and shows no void", "[rebel_princess][team_mode][princesses]") {
    auto ref = younger_table();
    trick(ref, "q5 q9 q2 q3");  // Ben wins and leads
    trick(ref, "q1 q4 q6 q8");  // Ana wins with her 8
    play(ref, {"power younger-stepsister f8"});
    const auto& s = ref.game().state();
    CHECK(s.round.tricks.back().plays.back().card == tt::Card{1, 8});
    CHECK(s.round.tricks.back().winner == seat(ref, "Dee"));
    CHECK(s.round.void_since_trick(seat(ref, "Ana"), 0) == 0);
}

TEST_CASE("Younger Stepsister: her partner's lead keeps its suit", "[rebel_princess][team_mode][princesses]") {
    auto ref = younger_table();
    trick(ref, "q5 q9 q2 q3");  // Ana led
    CHECK_THAT(refused(ref, "power younger-stepsister f5"), Catch::Contains("the lead keeps its suit"));
}

TEST_CASE("Younger Stepsister: same suit or number only, never the Frog, only after the trick", "[rebel_princess][team_mode][princesses]") {
    auto ref = younger_table();
    CHECK_THAT(refused(ref, "power younger-stepsister q10"), Catch::Contains("right after a trick"));
    trick(ref, "q8 q9 q2 q3");
    CHECK_THAT(refused(ref, "power younger-stepsister p8"), Catch::Contains("Frog"));
    CHECK_THAT(refused(ref, "power younger-stepsister f7"), Catch::Contains("a Queen or a card of number 8"));
    CHECK_THAT(refused(ref, "power younger-stepsister q9"), Catch::Contains("already played"));
    CHECK_THAT(refused(ref, "power younger-stepsister"), Catch::Contains("power younger-stepsister NEW-CARD"));
}

}  // namespace zref::test::rp
