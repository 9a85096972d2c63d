// Upside Down: each 6 played turns the trick's ranking over, so with an odd
// number of 6s the lowest card of the led suit wins.
#include "rp_support.h"

#include "games/rebel_princess/round_rule.h"

namespace zref::test::rp {

namespace {
struct UpsideDownCase {
    const char* cards;  // in play order from Ana
    const char* winner;
};
const UpsideDownCase kUpsideDownCases[] = {
    {"q5 q9 q2 q10", "Dee"},  // no 6: the highest
    {"q6 q9 q2 q10", "Cai"},  // the lead is a 6: the lowest
    {"q5 f6 q9 q2", "Dee"},   // a 6 off suit flips too
    {"q6 f6 q9 q2", "Cai"},   // two 6s: the ranking stands
    {"q7 f6 p6 pr6", "Ana"},  // three 6s: the lowest Queen, the only one
    {"q6 f6 p6 q2", "Dee"},   // three 6s: the lowest
};
}  // namespace

TEST_CASE("Upside Down: an odd number of 6s means the lowest card of the led suit wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kUpsideDownCases) {
        INFO(c.cards);
        auto ref = table(players(4), "upside-down");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto one = table(players(4), "upside-down");
    CHECK_THAT(reasons(trick(one, "q6 q9 q2 q10")),
               Catch::StartsWith("Cai's Queen 2 wins: it is the lowest Queen") &&
                   Catch::Contains("(6s played: 1, an odd number, so the ranking is turned over) [Upside Down]"));
    auto two = table(players(4), "upside-down");
    CHECK_THAT(reasons(trick(two, "q6 f6 q9 q2")), Catch::Contains("(6s played: 2, an even number, so the ranking stands) [Upside Down]"));
}

TEST_CASE("Upside Down: a 6 made worth 0 flips the ranking unless the reading snow-white-six is no-flip",
          "[rebel_princess][round_cards][readings]") {
    // Snow White's power is not refereed yet: her 6 worth 0 is set on the play as she would.
    for (const char* reading : {"flips", "no-flip"}) {
        INFO(reading);
        auto ref = table(players(4), "upside-down", {std::string("reading snow-white-six ") + reading});
        const auto& g = ref.game();
        const auto card = [&](const char* code) { return *g.codec().parse(code); };
        tt::Plays plays;
        plays.push_back({nullptr, 0, card("q5"), 0, true});
        plays.push_back({nullptr, 1, card("f6"), -6, true});  // worth 0 in this trick
        plays.push_back({nullptr, 2, card("q9"), 0, true});
        plays.push_back({nullptr, 3, card("q2"), 0, true});
        const zref::rp::TrickView view{g.data(), g.state(), g.codec(), plays};
        const auto verdict = zref::rp::round_rule("upside-down")->decide_trick(view, true);
        REQUIRE(verdict);
        const bool flips = std::string(reading) == "flips";
        CHECK(verdict->winner == (flips ? 3 : 2));  // Dee's Queen 2, or Cai's Queen 9
        CHECK_THAT(verdict->reasons.front().text, Catch::Contains(std::string("(our reading: snow-white-six = ") + reading + ")"));
    }
}

}  // namespace zref::test::rp
