// Soulmates (Rebel Princess 2, "Team Mode Round Cards: Soulmates"): when both
// partners of a team play off the led suit, their cards count as of the led
// suit; of equal cards, the one played first wins.
#include "rp_support.h"

namespace zref::test::rp {

namespace {

struct SoulmatesCase {
    int players;
    const char* cards;  // in play order from Ana
    const char* winner;
};
const SoulmatesCase kSoulmatesCases[] = {
    {4, "q5 f9 q7 p3", "Ben"},          // Ben and Dee both off the Queens: Ben's Fairy 9 counts and is highest
    {4, "q5 f9 q7 q3", "Cai"},          // Dee followed: Ben's Fairy 9 is only off suit
    {4, "q5 f2 q7 p3", "Cai"},          // both off, but lower than Cai's Queen 7
    {6, "q5 f11 q6 q2 p12 q3", "Eva"},  // Ben and Eva both off the Queens
    {6, "q5 f11 q6 q3 q2 f12", "Cai"},  // Ben and Fay off, but their partners followed: Cai's Queen 6
    {6, "q5 f11 p6 q2 p12 f12", "Eva"},  // two teams off suit: Eva's Pet 12 ties Fay's Fairy 12 and came first
};

}  // namespace

TEST_CASE("Soulmates: the cards of partners who both played off the led suit count as of it",
          "[rebel_princess][team_mode][round_cards]") {
    for (const auto& c : kSoulmatesCases) {
        INFO(c.players << " players: " << c.cards);
        auto ref = team_table(players(c.players), "soulmates");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto ref = team_table(players(4), "soulmates");
    CHECK_THAT(reasons(trick(ref, "q5 f9 q7 p3")),
               Catch::StartsWith("Ben's Fairy 9 wins: it is the highest card counting as Queens, as both partners of team B "
                                 "(Ben & Dee) played off the led suit [Soulmates]") &&
                   Catch::Contains("Cai's Queen 7 cannot win: it is lower [Soulmates]"));
}

TEST_CASE("Soulmates: one partner off the led suit changes nothing", "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "soulmates");
    const Ruling r = trick(ref, "q5 f9 q7 q3");
    CHECK(last_winner(ref) == "Cai");
    CHECK_THAT(reasons(r), Catch::Contains("(no team had both partners off the led suit) [Soulmates]"));
}

TEST_CASE("Soulmates: of equal cards the one played first wins", "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "soulmates");
    // Ben's Fairy 7, counting as a Queen, ties Cai's Queen 7 and came first.
    const Ruling r = trick(ref, "q5 f7 q7 p2");
    CHECK(last_winner(ref) == "Ben");
    CHECK_THAT(reasons(r), Catch::Contains("; of equal cards the earlier played wins [Soulmates]") &&
                               Catch::Contains("Cai's Queen 7 cannot win: it ties, and was played later [Soulmates]"));
    // The led card first: Ana's Queen 7 holds against Ben's Fairy 7.
    auto led_first = team_table(players(4), "soulmates");
    trick(led_first, "q7 f7 q2 p1");
    CHECK(last_winner(led_first) == "Ana");
}

TEST_CASE("Soulmates: under Cinderella's turned ranking the lowest card counting as the led suit wins",
          "[rebel_princess][team_mode][round_cards][princesses]") {
    auto ref = team_with_princesses({"cinderella", "snow-white", "mulan", "alice"}, "soulmates");
    play(ref, {"cinderella"});
    // Ben and Dee both off the Queens: Dee's Pet 3 counts, below Ana's Queen 5.
    trick(ref, "q5 f9 q7 p3");
    CHECK(last_winner(ref) == "Dee");
}

}  // namespace zref::test::rp
