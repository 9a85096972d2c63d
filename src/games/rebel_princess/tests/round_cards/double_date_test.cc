// Double Date (Rebel Princess 2, "Team Mode Round Cards: Double Date"): each
// team adds up its partners' cards of the led suit; the highest total wins
// the trick, equal totals going to the team with the higher single card, and
// of the winning team the partner with the higher card takes the trick.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Double Date: the team whose led-suit cards add up to more wins, with 4 players",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "double-date");
    // Team A: Ana 7 + Cai 5 = 12; team B: Ben 9 + Dee 1 = 10. Ben's 9 is the highest card, but team A wins.
    const Ruling r = trick(ref, "q7 q9 q5 q1");
    CHECK(last_winner(ref) == "Ana");
    CHECK_THAT(reasons(r),
               Catch::StartsWith("Ana's Queen 7 takes the trick: team A (Ana & Cai)'s Queens add up to 12 (Ana's Queen 7 + "
                                 "Cai's Queen 5), the highest total; of the partners, Ana played the higher one [Double Date]") &&
                   Catch::Contains("team B (Ben & Dee)'s Queens add up to 10 (Ben's Queen 9 + Dee's Queen 1): less [Double Date]"));
    // The partner with the higher card takes it, whoever led.
    auto other = team_table(players(4), "double-date");
    trick(other, "q5 q9 q7 q1");
    CHECK(last_winner(other) == "Cai");
}

TEST_CASE("Double Date: the highest of three team totals wins, with 6 players", "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(6), "double-date");
    // A: Ana 3 + Dee 8 = 11; B: Ben 10 (Eva played a Fairy); C: Cai 6 + Fay 4 = 10.
    const Ruling r = trick(ref, "q3 q10 q6 q8 f2 q4");
    CHECK(last_winner(ref) == "Dee");
    CHECK_THAT(reasons(r), Catch::StartsWith("Dee's Queen 8 takes the trick: team A (Ana & Dee)'s Queens add up to 11") &&
                               Catch::Contains("team B (Ben & Eva)'s Queens add up to 10 (Ben's Queen 10): less") &&
                               Catch::Contains("team C (Cai & Fay)'s Queens add up to 10 (Cai's Queen 6 + Fay's Queen 4): less"));
}

TEST_CASE("Double Date: on equal totals the team with the higher single card wins", "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "double-date");
    // A: Ana 2 + Cai 8 = 10; B: Ben 3 + Dee 7 = 10; team A holds the 8.
    const Ruling r = trick(ref, "q2 q3 q8 q7");
    CHECK(last_winner(ref) == "Cai");
    CHECK_THAT(reasons(r), Catch::Contains("the highest total, shared, and it holds the higher single Queen") &&
                               Catch::Contains("(Ben's Queen 3 + Dee's Queen 7): as much, but with the lower single card"));
    auto other = team_table(players(4), "double-date");
    trick(other, "q6 q9 q4 q1");  // A 6 + 4, B 9 + 1: team B holds the 9
    CHECK(last_winner(other) == "Ben");
}

TEST_CASE("Double Date: a team with no card of the led suit cannot win, whatever it played", "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "double-date");
    // Team B's Fairy 10 and Pet 9 add nothing to the Queens led.
    const Ruling r = trick(ref, "q2 f10 q1 p9");
    CHECK(last_winner(ref) == "Ana");
    CHECK_THAT(reasons(r), Catch::Contains("team B (Ben & Dee) played no Queen, so adds up to nothing of the led suit [Double Date]"));
    // One partner's card alone is the team's total.
    auto one = team_table(players(4), "double-date");
    trick(one, "q2 q4 f1 p9");
    CHECK(last_winner(one) == "Ben");
}

TEST_CASE("Double Date: under Cinderella's turned ranking the lowest total wins, and its lower card takes the trick",
          "[rebel_princess][team_mode][round_cards][princesses]") {
    auto ref = team_with_princesses({"cinderella", "snow-white", "mulan", "alice"}, "double-date");
    play(ref, {"cinderella"});
    // A: 7 + 5 = 12; B: 9 + 1 = 10, the lower total; of team B, Dee's 1 is the lower card.
    const Ruling r = trick(ref, "q7 q9 q5 q1");
    CHECK(last_winner(ref) == "Dee");
    CHECK_THAT(reasons(r), Catch::StartsWith("Dee's Queen 1 takes the trick: team B (Ben & Dee)'s Queens add up to 10 (Ben's "
                                             "Queen 9 + Dee's Queen 1), the lowest total; of the partners, Dee played the lower one"));
}

}  // namespace zref::test::rp
