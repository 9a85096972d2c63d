// The Elder Stepsister, Envy (Team Mode): when her team leads, the other
// teams must play a higher card of the led suit if able, else one of it,
// else a higher card. zref cannot see hands: it notes what a card shows a
// hand lacked and warns when a later card contradicts it.
#include "rp_support.h"

#include "core/text.h"

namespace zref::test::rp {

namespace {

// Team Mode, Ana leads: Ana the Elder Stepsister (Cai the Younger), Ben the
// Sea Witch (Dee the Dark Fairy).
zref::rp::Referee elder_table() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"mode teams", "princesses villains"});
    play(ref, {"princess Ana elder-stepsister", "princess Ben sea-witch"});
    return ref;
}

std::string elder_warnings(const Ruling& r) { return join(r.warnings, "\n"); }

}  // namespace

TEST_CASE("Elder Stepsister: Envy on her lead - a lower card of the led suit shows no higher one, and a later one is flagged",
          "[rebel_princess][team_mode][princesses]") {
    auto ref = elder_table();
    const Ruling used = play(ref, {"power elder-stepsister"});
    CHECK(used.canonical == "power Ana elder-stepsister");
    CHECK_THAT(reasons(used), Catch::Contains("cannot see hands"));
    CHECK_THAT(notices(play(ref, {"q5"})), Catch::Contains("must play a Queen above 5"));
    CHECK_THAT(notices(play(ref, {"q3"})), Catch::Contains("Ben plays Queen 3, so holds no Queen above 5"));
    CHECK(notices(play(ref, {"q7"})).find("Envy") == std::string::npos);  // her own team is not bound
    CHECK(notices(play(ref, {"q8"})).find("Envy") == std::string::npos);  // a higher Queen keeps it
    // Dee leads trick 2; Ben's Queen 9 contradicts what his Queen 3 showed.
    const Ruling later = trick(ref, "q1 q2 q9");
    CHECK_THAT(elder_warnings(later), Catch::Contains("under Envy in trick 1"));
}

TEST_CASE("Elder Stepsister: a low card off the led suit shows no card above the lead at all", "[rebel_princess][team_mode][princesses]") {
    auto ref = elder_table();
    play(ref, {"q9", "power elder-stepsister"});  // declared right after her lead
    CHECK_THAT(notices(play(ref, {"f2"})), Catch::Contains("holds no Queen and no card above 9"));
    play(ref, {"q1", "f3"});  // Ana wins trick 1 and leads trick 2
    CHECK_THAT(elder_warnings(trick(ref, "f1 f10")), Catch::Contains("Ben plays Fairy 10"));
}

TEST_CASE("Elder Stepsister: her partner's lead is her team's lead too", "[rebel_princess][team_mode][princesses]") {
    auto ref = elder_table();
    trick(ref, "q1 q2 q9 q3");  // Cai wins and leads trick 2
    CHECK(play(ref, {"power elder-stepsister"}).canonical == "power Ana elder-stepsister");
    play(ref, {"f5"});
    CHECK_THAT(notices(play(ref, {"f1"})), Catch::Contains("Dee plays Fairy 1, so holds no Fairy above 5"));
}

TEST_CASE("Elder Stepsister: only when her team leads, never on the Frog", "[rebel_princess][team_mode][princesses]") {
    auto ref = elder_table();
    CHECK_THAT(refused(ref, "power elder-stepsister now"), Catch::Contains("takes no words"));
    play(ref, {"p8"});
    CHECK_THAT(refused(ref, "power elder-stepsister"), Catch::Contains("Frog"));
    play(ref, {"p9", "p1", "p2"});  // Ben takes it and leads
    CHECK_THAT(refused(ref, "power elder-stepsister"), Catch::Contains("when her team leads"));
}

TEST_CASE("Elder Stepsister: declared before a Frog lead, Envy binds nothing and she keeps her power",
          "[rebel_princess][team_mode][princesses]") {
    auto ref = elder_table();
    play(ref, {"power elder-stepsister"});
    CHECK_THAT(notices(play(ref, {"p8"})), Catch::Contains("keeps the Elder Stepsister's power"));
    CHECK(ref.game().state().round.power_used[0] == 0);
    CHECK(ref.game().state().round.powers.envy_side == -1);
}

}  // namespace zref::test::rp
