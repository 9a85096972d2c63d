// Odds and Evens: among the cards a player may play, they match the lead
// card's parity if they can. Hands are hidden, so zref reminds the table
// and decides tricks by the basic rule.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Odds and Evens: the round reminds the table to match the lead's parity", "[rebel_princess][round_cards]") {
    CHECK_THAT(notices(begin_ruling("odds-and-evens")), Catch::Contains("match the lead card's parity (odd or even"));
    CHECK_THAT(notices(begin_ruling("once-upon-a-time")), !Catch::Contains("parity"));
}

TEST_CASE("Odds and Evens: the highest card of the led suit still wins the trick", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "odds-and-evens");
    const Ruling r = trick(ref, "q5 q9 f10 q3");  // Ben and Dee matched the odd lead; Cai could not follow
    CHECK(last_winner(ref) == "Ben");
    CHECK_THAT(reasons(r), Catch::Contains("Queen 9 wins") && Catch::Contains("[Playing tricks]"));
}

}  // namespace zref::test::rp
