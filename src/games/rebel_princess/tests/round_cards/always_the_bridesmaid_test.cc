// Always the Bridesmaid: the second-highest card of the led suit wins; when
// the lead is the only card of its suit, the leader wins.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct BridesmaidCase {
    const char* cards;  // in play order from Ana
    const char* winner;
};
const BridesmaidCase kBridesmaidSecond[] = {
    {"q5 q9 q2 q10", "Ben"},  // 10 is the highest, 9 the second
    {"q10 q9 f2 p3", "Ben"},  // the lead is the highest
    {"q5 f9 q7 p1", "Ana"},   // two Queens: the lower of them is second
    {"f2 f1 q10 f3", "Ana"},  // the Queen 10 is off suit
};
const BridesmaidCase kBridesmaidLeadAlone[] = {
    {"q5 f9 p7 pr1", "Ana"},
    {"p1 q10 f10 q9", "Ana"},
};
}  // namespace

TEST_CASE("Always the Bridesmaid: the second-highest card of the led suit wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kBridesmaidSecond) {
        INFO(c.cards);
        auto ref = table(players(4), "always-the-bridesmaid");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto ref = table(players(4), "always-the-bridesmaid");
    CHECK_THAT(reasons(trick(ref, "q5 q9 q2 q10")),
               Catch::StartsWith("Ben's Queen 9 wins: it is the second-highest Queen, the led suit, and the second-highest takes "
                                 "the trick [Always the Bridesmaid]") &&
                   Catch::Contains("Dee's Queen 10 cannot win: it is the highest of the led suit, which never wins [Always the Bridesmaid]") &&
                   Catch::Contains("Ana's Queen 5 cannot win: it is lower than the second-highest"));
}

TEST_CASE("Always the Bridesmaid: when only the lead is of the led suit, the leader wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kBridesmaidLeadAlone) {
        INFO(c.cards);
        auto ref = table(players(4), "always-the-bridesmaid");
        const Ruling r = trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
        CHECK_THAT(reasons(r), Catch::Contains("wins: the lead is the only") && Catch::Contains("so the leader takes it [Always the Bridesmaid]"));
    }
}

}  // namespace zref::test::rp
