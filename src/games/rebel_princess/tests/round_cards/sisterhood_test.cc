// Sisterhood: the led-suit card farthest in value from the lead wins; if
// nobody followed suit, the farthest card of any suit. The leader never
// wins; of two equally far, the higher card; of equal cards, the earliest
// after the leader.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct SisterhoodCase {
    const char* cards;  // in play order from Ana, who leads
    const char* winner;
};
const SisterhoodCase kSisterhoodFarthest[] = {
    {"q5 q1 q7 q6", "Ben"},   // 4 away beats 2 and 1
    {"q9 q8 q1 q10", "Cai"},  // 8 away
    {"q2 q3 f10 q4", "Dee"},  // the Fairy 10 is off suit and someone followed
};
const SisterhoodCase kSisterhoodNobodyFollowed[] = {
    {"q5 f1 p10 f4", "Cai"},  // 5 away, any suit
    {"q5 f3 p7 f1", "Dee"},   // 4 away
};
const SisterhoodCase kSisterhoodEquallyFar[] = {
    {"q5 q3 q7 f1", "Cai"},  // 3 and 7 are both 2 away: the higher (Bezier FAQ)
    {"q5 f3 p7 f6", "Cai"},  // nobody followed: 3 and 7, the higher
    {"q5 f8 p8 f2", "Ben"},  // nobody followed: two 8s, the earlier
};
}  // namespace

TEST_CASE("Sisterhood: the led-suit card farthest in value from the lead wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kSisterhoodFarthest) {
        INFO(c.cards);
        auto ref = table(players(4), "sisterhood");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto ref = table(players(4), "sisterhood");
    CHECK_THAT(reasons(trick(ref, "q5 q1 q7 q6")),
               Catch::StartsWith("Ben's Queen 1 wins: it is the Queen farthest from the lead (4 steps from the lead's 5); the "
                                 "leader never wins [Sisterhood]") &&
                   Catch::Contains("Cai's Queen 7 cannot win: it is nearer the lead (2 steps away) [Sisterhood]"));
}

TEST_CASE("Sisterhood: if nobody followed suit, the farthest card of any suit wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kSisterhoodNobodyFollowed) {
        INFO(c.cards);
        auto ref = table(players(4), "sisterhood");
        const Ruling r = trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
        CHECK_THAT(reasons(r), Catch::Contains("nobody followed the led suit, so the farthest card of any suit wins"));
    }
}

TEST_CASE("Sisterhood: of two cards equally far, the higher wins, and of equal cards the earlier", "[rebel_princess][round_cards]") {
    for (const auto& c : kSisterhoodEquallyFar) {
        INFO(c.cards);
        auto ref = table(players(4), "sisterhood");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto eights = table(players(4), "sisterhood");
    CHECK_THAT(reasons(trick(eights, "q5 f8 p8 f2")), Catch::Contains("; of equal cards the earliest after the leader wins"));
    auto ref = table(players(4), "sisterhood");
    CHECK_THAT(reasons(trick(ref, "q5 q3 q7 f1")), Catch::Contains("; of two cards as far, the higher wins") &&
                                                       Catch::Contains("Ben's Queen 3 cannot win: it is as far, but lower"));
}

TEST_CASE("Sisterhood: the leader never wins, and when every card matches the lead the player after her does",
          "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "sisterhood");
    const Ruling r = trick(ref, "q5 f5 p5 pr5");  // Bezier FAQ: everyone plays the lead's number
    CHECK(last_winner(ref) == "Ben");
    CHECK_THAT(reasons(r), Catch::Contains("Ana's Queen 5 cannot win: the leader never wins [Sisterhood]") &&
                               Catch::Contains("Ben's Fairy 5 wins: every card matches the lead's 5, so the earliest after "
                                               "the leader wins; the leader never wins [Sisterhood]"));
    // Only the leader played a Queen: the farthest of the others' cards wins, never the lead.
    auto alone = table(players(4), "sisterhood");
    trick(alone, "q10 f9 p8 f7");
    CHECK(last_winner(alone) == "Dee");
}

}  // namespace zref::test::rp
