// Poisoned Apple: cards off the led suit beat those that follow it; the
// highest off-suit card wins, and two of equal value are settled by the
// reading poisoned-apple-tie. When every card follows, the basic rule.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct PoisonedAppleCase {
    const char* cards;  // in play order from Ana
    const char* winner;
};
const PoisonedAppleCase kPoisonedAppleCases[] = {
    {"q5 q9 f2 q10", "Cai"},   // the only card off the Queens led
    {"q5 f3 p7 q10", "Cai"},   // the higher of two off-suit cards, whatever their suits
    {"q5 pr1 q9 q10", "Ben"},  // a Prince 1 played off suit
    {"f5 f9 f2 f3", "Ben"},    // every card follows: the highest Fairy
};
}  // namespace

TEST_CASE("Poisoned Apple: off-suit cards beat the led suit, and the highest off-suit card wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kPoisonedAppleCases) {
        INFO(c.cards);
        auto ref = table(players(4), "poisoned-apple");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto ref = table(players(4), "poisoned-apple");
    CHECK_THAT(reasons(trick(ref, "q5 f3 p7 q10")),
               Catch::StartsWith("Cai's Pet 7 wins: it is the highest card off the led suit, and such cards beat the led suit [Poisoned Apple]") &&
                   Catch::Contains("Dee's Queen 10 cannot win: it follows the led suit, and a card off it was played [Poisoned Apple]"));
    auto all_follow = table(players(4), "poisoned-apple");
    CHECK_THAT(reasons(trick(all_follow, "f5 f9 f2 f3")), Catch::Contains("(every card followed the led suit) [Poisoned Apple]"));
}

TEST_CASE("Poisoned Apple: of two equal off-suit cards the earlier wins (reading poisoned-apple-tie first)",
          "[rebel_princess][round_cards][readings]") {
    auto ref = table(players(4), "poisoned-apple");
    const Ruling r = trick(ref, "q5 f7 p7 q10");
    CHECK(last_winner(ref) == "Ben");
    CHECK_THAT(reasons(r), Catch::Contains("of equal cards the earlier played wins (our reading: poisoned-apple-tie = first)"));
}

TEST_CASE("Poisoned Apple: of two equal off-suit cards the later wins with the reading poisoned-apple-tie last",
          "[rebel_princess][round_cards][readings]") {
    auto ref = table(players(4), "poisoned-apple", {"reading poisoned-apple-tie last"});
    const Ruling r = trick(ref, "q5 f7 p7 q10");
    CHECK(last_winner(ref) == "Cai");
    CHECK_THAT(reasons(r), Catch::Contains("of equal cards the later played wins (our reading: poisoned-apple-tie = last)"));
}

}  // namespace zref::test::rp
