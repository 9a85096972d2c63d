// The Queen of Hearts, Foul Play (Team Mode): after a trick's last card,
// before it is decided, her partner's card counts exactly 3 more or less
// (0 to 12); on a tie she chooses who takes the trick.
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// Team Mode, Ana leads: Ben the Queen of Hearts, partner of Dee (the Evil
// Queen); Ana the Sea Witch (Cai the Dark Fairy).
zref::rp::Referee queen_of_hearts_table() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"mode teams", "princesses villains"});
    play(ref, {"princess Ben queen-of-hearts", "princess Ana sea-witch"});
    return ref;
}

}  // namespace

TEST_CASE("Queen of Hearts: her partner's card 3 higher takes the trick", "[rebel_princess][team_mode][princesses]") {
    auto ref = queen_of_hearts_table();
    trick(ref, "q5 q2 q6 q4");  // Cai wins with 6
    const Ruling r = play(ref, {"queen-of-hearts up"});
    CHECK(r.canonical == "power Ben queen-of-hearts up");
    const auto& t = ref.game().state().round.tricks.back();
    CHECK(t.plays.back().bonus == 3);
    CHECK(t.winner == seat(ref, "Dee"));
    CHECK(ref.game().state().round.current.to_play() == seat(ref, "Dee"));
}

TEST_CASE("Queen of Hearts: a tie her change makes is hers to settle", "[rebel_princess][team_mode][princesses]") {
    auto ref = queen_of_hearts_table();
    trick(ref, "q5 q2 q6 q9");  // Dee wins with 9; down by 3 ties Cai's 6
    CHECK_THAT(refused(ref, "power queen-of-hearts down"), Catch::Contains("ties Cai and Dee at 6"));
    CHECK_THAT(refused(ref, "power queen-of-hearts down Ana"), Catch::Contains("only a tied player"));
    const Ruling r = play(ref, {"power queen-of-hearts down Cai"});
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Cai"));
    CHECK_THAT(reasons(r), Catch::Contains("the Queen of Hearts chose Cai's"));
}

TEST_CASE("Queen of Hearts: exactly 3, within 0 to 12, a winner named only on a tie", "[rebel_princess][team_mode][princesses]") {
    auto ref = queen_of_hearts_table();
    trick(ref, "q5 q3 q6 q10");
    CHECK_THAT(refused(ref, "power queen-of-hearts up"), Catch::Contains("would be 13, outside 0 to 12"));
    CHECK_THAT(refused(ref, "power queen-of-hearts down Dee"), Catch::Contains("name no winner"));
    CHECK_THAT(refused(ref, "power queen-of-hearts sideways"), Catch::Contains("up|down"));
    auto low = queen_of_hearts_table();
    trick(low, "q5 q3 q6 q2");
    CHECK_THAT(refused(low, "power queen-of-hearts down"), Catch::Contains("would be -1"));
}

TEST_CASE("Queen of Hearts: under An Enchanted Evening she cannot change who passed the target", "[rebel_princess][team_mode][princesses]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "enchanted-evening", {"mode teams", "princesses villains"});
    play(ref, {"princess Ben queen-of-hearts", "princess Ana sea-witch", "discard Ana q1", "discard Ben f1", "discard Cai p1",
               "discard Dee f2"});  // the target is 5
    trick(ref, "q2 q5 q3 q4");  // Ben's 5 takes the total to 7, past 5
    CHECK_THAT(refused(ref, "power queen-of-hearts up"), Catch::Contains("went past the target"));
}

}  // namespace zref::test::rp
