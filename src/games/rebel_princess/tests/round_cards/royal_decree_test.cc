// Royal Decree: Queens beat every other suit; the highest Queen in a trick
// wins it, and without a Queen the highest card of the led suit does.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct RoyalDecreeCase {
    const char* cards;  // in play order from Ana
    const char* winner;
};
const RoyalDecreeCase kRoyalDecreeQueens[] = {
    {"f5 q2 f9 q7", "Dee"},   // two Queens on Fairies: the higher
    {"p3 q1 p10 f2", "Ben"},  // a Queen 1 beats the Pet 10 led
    {"q4 q9 f10 q2", "Ben"},  // Queens led: still the highest Queen
};
const RoyalDecreeCase kRoyalDecreeNoQueen[] = {
    {"f5 f9 p10 f2", "Ben"},
    {"p2 pr10 p3 f10", "Cai"},
};
}  // namespace

TEST_CASE("Royal Decree: the highest Queen wins whatever suit was led", "[rebel_princess][round_cards]") {
    for (const auto& c : kRoyalDecreeQueens) {
        INFO(c.cards);
        auto ref = table(players(4), "royal-decree");
        const Ruling r = trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
        CHECK_THAT(reasons(r), Catch::StartsWith(std::string(c.winner) + "'s Queen") &&
                                   Catch::Contains("wins: it is the highest Queen, and Queens beat every other suit [Royal Decree]"));
    }
    auto ref = table(players(4), "royal-decree");
    CHECK_THAT(reasons(trick(ref, "f5 q2 f9 q7")), Catch::Contains("Cai's Fairy 9 cannot win: it is no Queen, and a Queen was played [Royal Decree]") &&
                                                       Catch::Contains("Ben's Queen 2 cannot win: it is a lower Queen [Royal Decree]"));
}

TEST_CASE("Royal Decree: without a Queen, the highest card of the led suit wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kRoyalDecreeNoQueen) {
        INFO(c.cards);
        auto ref = table(players(4), "royal-decree");
        const Ruling r = trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
        CHECK_THAT(reasons(r), Catch::Contains("(no Queen was played, so the led suit decides) [Royal Decree]"));
    }
}

}  // namespace zref::test::rp
