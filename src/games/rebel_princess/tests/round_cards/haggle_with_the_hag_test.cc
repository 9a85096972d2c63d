// Haggle with the Hag: right after a trick its winner may swap a card from
// her hand for a card of that trick someone else played; the trick stays
// hers, and a Prince given in does not break Princes (Bezier FAQ, rp-design 5.2 (24)).
#include "rp_support.h"

namespace zref::test::rp {

namespace {

zref::rp::Referee hag_table(const std::vector<std::string>& extra_setup = {}) {
    return table(players(4), "haggle-with-the-hag", extra_setup);
}

}  // namespace

TEST_CASE("Haggle with the Hag: the winner swaps a card from her hand for one another player put in, and the trick stays hers",
          "[rebel_princess][round_cards]") {
    auto ref = hag_table();
    trick(ref, "q10 q1 q2 q3");
    const Ruling r = play(ref, {"haggle Ana give pr5 take q3"});
    CHECK_THAT(reasons(r), Catch::Contains("the trick stays hers [Haggle with the Hag]"));
    const auto& s = ref.game().state();
    const auto& t = s.round.tricks.front();
    CHECK(t.winner == seat(ref, "Ana"));
    REQUIRE(t.plays.size() == 4);
    CHECK(t.plays[3].seat == seat(ref, "Dee"));
    CHECK(t.plays[3].card == tt::Card{3, 5});  // Prince 5 in Dee's place
    CHECK(s.round.was_played(ref.game().codec(), {3, 5}));
    CHECK_FALSE(s.round.was_played(ref.game().codec(), {0, 3}));
    play(ref, {"q3"});  // Ana leads the Queen 3 she took
}

TEST_CASE("Haggle with the Hag: a Prince given into a trick does not break Princes", "[rebel_princess][round_cards]") {
    auto ref = hag_table();
    trick(ref, "q10 q1 q2 q3");
    const Ruling r = play(ref, {"haggle Ana give pr5 take q3"});
    CHECK_THAT(reasons(r), Catch::Contains("does not break Princes out"));
    CHECK_FALSE(ref.game().state().round.princes_broken);
    CHECK_THAT(refused(ref, "pr4"), Catch::Contains("only-princes"));
}

TEST_CASE("Haggle with the Hag: only the winner, right after the trick, takes a card someone else played",
          "[rebel_princess][round_cards]") {
    auto ref = hag_table();
    CHECK_THAT(refused(ref, "haggle Ana give q2 take q3"), Catch::Contains("right after a trick"));
    trick(ref, "q10 q1 q2 q3");
    CHECK_THAT(refused(ref, "haggle Ben give q9 take q3"), Catch::Contains("only trick 1's winner, Ana"));
    CHECK_THAT(refused(ref, "haggle Ana give q9 take q10"), Catch::Contains("herself"));
    CHECK_THAT(refused(ref, "haggle Ana give q9 take f3"), Catch::Contains("not in trick 1"));
    CHECK_THAT(refused(ref, "haggle Ana give q1 take q3"), Catch::Contains("already played"));
    play(ref, {"haggle Ana give q9 take q3"});
    CHECK_THAT(refused(ref, "haggle Ana give q8 take q2"), Catch::Contains("already haggled after trick 1"));
    play(ref, {"q3"});
    CHECK_THAT(refused(ref, "haggle Ana give q8 take q2"), Catch::Contains("right after a trick"));
}

TEST_CASE("Haggle with the Hag: her void in the taken card's suit is forgotten", "[rebel_princess][round_cards]") {
    auto ref = hag_table();
    // Ana shows she lacks Pets in trick 3, then wins trick 4, where Cai threw Pet 4.
    play_round(ref, {"q10 q1 q2 q3", "f1 f10 f2 f3", "p1 p2 p3 q4", "q5 q9 q6 p4"});
    const std::uint8_t pets = 2;
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Ana"), pets) == 3);
    play(ref, {"haggle Ana give q8 take p4"});
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Ana"), pets) == 0);
    const Ruling lead = play(ref, {"p4"});
    CHECK(lead.warnings.empty());
}

TEST_CASE("Haggle with the Hag: the swapped cards are scored where they ended", "[rebel_princess][round_cards]") {
    auto ref = hag_table({"reading rebel-of-the-ball off"});
    trick(ref, "p10 p8 p1 p2");  // Ana wins Ben's Frog...
    play(ref, {"haggle Ana give q1 take p8"});  // ...and takes it back into her hand
    play_round(ref, {"q10 q2 q3 q4", "f1 f10 f2 f3", "p9 p5 p6 p8", "q9 q5 q6 q7", "f9 f4 f5 f6", "p7 p3 p4 pr1",
                     "q8 f7 pr3 pr4", "f8 pr2 pr6 pr8", "pr10 pr5 pr7 pr9"});
    REQUIRE(ref.game().state().results.size() == 1);
    CHECK(total(ref, "Ana") == 0);   // her first trick now holds Queen 1, not the Frog
    CHECK(total(ref, "Ben") == 15);  // he won the Frog back in trick 4
    CHECK(receipt(ref, 1, "Ana").total == 0);
}

TEST_CASE("Haggle with the Hag: nothing waits for a haggle", "[rebel_princess][round_cards]") {
    auto ref = hag_table();
    trick(ref, "q10 q1 q2 q3");
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("Ana to lead trick 2"));
    play(ref, {"q9"});
}

}  // namespace zref::test::rp
