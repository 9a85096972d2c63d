// Cinderella under the Round cards that decide tricks ("Princesses"; the
// first edition's FAQ): her turned ranking turns each card's own order round.
#include "rp_support.h"

namespace zref::test::rp {

namespace {

int winner_with_cinderella(const std::string& card, const std::string& cards) {
    auto ref = with_princesses({"cinderella", "snow-white", "mulan", "alice"}, card);
    play(ref, {"power cinderella"});
    trick(ref, cards);
    return ref.game().state().round.tricks.back().winner;
}

}  // namespace

TEST_CASE("Cinderella and Sisterhood: of two cards as far from the lead, the lower wins", "[rebel_princess][princesses][round_cards]") {
    CHECK(winner_with_cinderella("sisterhood", "q5 q3 q7 f1") == 1);  // 3 and 7 both 2 away: Ben's 3
}

TEST_CASE("Cinderella and The Prince Always Rings Twice: the lowest sum of the led suit wins", "[rebel_princess][princesses][round_cards]") {
    // Two laps: Ana q9, Ben q2, Cai q4, Dee f1; then Ana q1, Ben q3, Cai q5, Dee f2: sums 10, 5, 9.
    CHECK(winner_with_cinderella("prince-rings-twice", "q9 q2 q4 f1 q1 q3 q5 f2") == 1);
}

TEST_CASE("Cinderella and Royal Decree: the lowest Queen wins", "[rebel_princess][princesses][round_cards]") {
    CHECK(winner_with_cinderella("royal-decree", "f5 q9 q2 f1") == 2);
}

TEST_CASE("Cinderella and Upside Down: a 6 turns her turned ranking back", "[rebel_princess][princesses][round_cards]") {
    CHECK(winner_with_cinderella("upside-down", "q5 q6 q2 q9") == 3);  // one 6 and Cinderella: the highest wins
}

TEST_CASE("Cinderella and Always the Bridesmaid: the second-lowest of the led suit wins", "[rebel_princess][princesses][round_cards]") {
    CHECK(winner_with_cinderella("always-the-bridesmaid", "q5 q2 q9 q7") == 0);  // 2, 5, 7, 9: the 5
}

}  // namespace zref::test::rp
