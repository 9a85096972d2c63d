// Midnight Makeover: a Fairy follows any led suit and competes with its
// cards; the highest wins, and of equal values the later card.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct MakeoverCase {
    const char* cards;  // in play order from Ana
    const char* winner;
};
const MakeoverCase kMakeoverCases[] = {
    {"q5 f9 q7 p10", "Ben"},  // the Fairy 9 beats the Queens
    {"q5 f2 q7 p10", "Cai"},  // a low Fairy loses to a higher Queen
    {"p3 f1 p2 q10", "Ana"},  // the Queen 10 is neither Pets nor a Fairy
    {"f4 f8 q10 f2", "Ben"},  // Fairies led: the highest Fairy
};
}  // namespace

TEST_CASE("Midnight Makeover: a Fairy follows any led suit and the highest of both wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kMakeoverCases) {
        INFO(c.cards);
        auto ref = table(players(4), "midnight-makeover");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto ref = table(players(4), "midnight-makeover");
    CHECK_THAT(reasons(trick(ref, "q5 f9 q7 p10")),
               Catch::StartsWith("Ben's Fairy 9 wins: it is the highest of the Queens (the led suit) and the Fairies, which "
                                 "follow any suit [Midnight Makeover]") &&
                   Catch::Contains("Dee's Pet 10 cannot win: it is neither of the led suit nor a Fairy [Midnight Makeover]"));
}

TEST_CASE("Midnight Makeover: of a Fairy and a led-suit card of equal value, the later wins", "[rebel_princess][round_cards]") {
    const std::pair<const char*, const char*> ties[] = {{"q7 f7 p2 q1", "Ben"}, {"q2 f7 q7 p2", "Cai"}};
    for (const auto& [cards, winner] : ties) {
        INFO(cards);
        auto ref = table(players(4), "midnight-makeover");
        const Ruling r = trick(ref, cards);
        CHECK(last_winner(ref) == winner);
        CHECK_THAT(reasons(r), Catch::Contains("; of equal cards the later played wins") &&
                                   Catch::Contains("cannot win: it ties, and the later card wins"));
    }
}

TEST_CASE("Midnight Makeover: a Fairy played on another suit shows no void in it", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "midnight-makeover");
    trick(ref, "q5 f9 q7 p10");  // Ben follows with a Fairy; Dee, with a Pet, shows she has no Queen
    const auto& round = ref.game().state().round;
    CHECK(round.void_since_trick(seat(ref, "Ben"), 0) == 0);
    CHECK(round.void_since_trick(seat(ref, "Dee"), 0) == 1);
    CHECK(play(ref, {"q2"}).warnings.empty());     // Ben leads a Queen: no revoke
    play(ref, {"q3"});                             // Cai
    CHECK(play(ref, {"q4"}).warnings.size() == 1);  // Dee: a Queen after showing she had none
}

}  // namespace zref::test::rp
