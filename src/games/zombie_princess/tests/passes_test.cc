// Round Cards: the number and arrow on each card say how many cards to pass
// and which way. Our rulebook copy prints few of them, so the table types a
// card's numbers once ('passes' at setup or as its round starts) and zref
// reminds the table every round that card is played and checks a pass
// announced against them (passes.cc).
#include <string>

#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

zp::Referee set_up(const std::string& rounds, bool teams = false) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", teams ? "mode teams" : "mode individuals",
               "rounds " + rounds, "seed 1", "start Ana", "princesses none", "powers off"});
    return ref;
}

}  // namespace

TEST_CASE("Round Cards, pass: 'passes LETTER COUNT WAY' at setup is the reminder as the card's round starts",
          "[passes][setup]") {
    auto ref = set_up("g b g d");
    CHECK(accepted(ref, "passes g 3 left").headline == "Round card g (Brain Drain): pass 3 cards to the left");
    CHECK(accepted(ref, "passes G half right").canonical == "passes G half right");
    const auto begun = accepted(ref, "begin");
    CHECK(has(begun.notices, "Pass: half your hand (5 cards) to the player on your right (Ana to Dee, Ben to Ana, Cai to Ben, Dee to Cai), "
                             "all at once, before looking at what you get"));
    // A replay of the journal reminds the same.
    zp::Referee replayed(data());
    play(replayed, ref.history());
    CHECK(state(replayed).setup.passes[static_cast<std::size_t>('g' - 'a')].count == -2);
}

TEST_CASE("Round Cards, pass: a card whose numbers zref has keeps them unless the table types others",
          "[passes][setup]") {
    auto ref = set_up("b a a a");
    CHECK(has(accepted(ref, "passes b 2 left").notices, "This replaces 1 card to the right, as zref had it."));
    CHECK(any_contains(accepted(ref, "begin").notices, "Pass: 2 cards to the player on your left"));
    // Without a 'passes' line the game data's numbers are the reminder.
    auto plain = set_up("b a a a");
    CHECK(any_contains(accepted(plain, "begin").notices, "Pass: 1 card to the player on your right"));
}

TEST_CASE("Round Cards, pass: a bad 'passes' line says what is wrong and changes nothing", "[passes][setup]") {
    auto ref = set_up("g b g d");
    const auto before = state(ref).setup.passes;
    CHECK(refused(ref, "passes g 3") == "passes: give a Round card, a count and a direction, e.g. 'passes g 3 left' or "
                                        "'passes e half right'");
    CHECK_THAT(refused(ref, "passes 7 3 left"), Contains("'7' is not a Round card letter; give a to z"));
    CHECK_THAT(refused(ref, "passes g three left"), Contains("'three' is not a pass count; give 0 to 20 or half"));
    CHECK_THAT(refused(ref, "passes g 21 left"), Contains("'21' is not a pass count"));
    CHECK_THAT(refused(ref, "passes g 3 up"), Contains("'up' is not a direction; give left or right"));
    CHECK(state(ref).setup.passes == before);
}

TEST_CASE("Round Cards, pass: a pass announced as the round starts is checked against the card's numbers",
          "[passes][round]") {
    auto ref = set_up("b g g d");
    play(ref, {"begin"});
    // Card b prints 1 to the right (Round Cards, Ah One and Ah Two).
    CHECK(refused(ref, "passes 2 right") == "passes: Round card b (Ah One and Ah Two) passes 1 card to the right, not 2 "
                                           "cards to the right; check the arrow on the card, then type 'passes 1 right'");
    CHECK_THAT(refused(ref, "passes 1 left"), Contains("passes 1 card to the right, not 1 card to the left"));
    CHECK(accepted(ref, "passes 1 right").headline == "Round card b (Ah One and Ah Two): pass 1 card to the right, as zref has it");
    play(ref, {"bid Ana 1"});
    CHECK(refused(ref, "passes 1 right") ==
          "passes: the pass is made before bidding, and bids have begun; 'undo' to go back");
}

TEST_CASE("Round Cards, pass: a card zref has no numbers for learns them from the first pass announced",
          "[passes][round]") {
    auto ref = set_up("g g a a");
    const auto begun = accepted(ref, "begin");
    CHECK(any_contains(begun.notices, "Pass: as printed on your Round card"));
    CHECK(accepted(ref, "passes 3 left").headline == "Round card g (Brain Drain): pass 3 cards to the left (noted for this game)");
    CHECK(state(ref).setup.passes[static_cast<std::size_t>('g' - 'a')].count == 3);
    // Typed once: a later announcement of other numbers is refused.
    CHECK_THAT(refused(ref, "passes 2 left"), Contains("passes 3 cards to the left, not 2 cards to the left"));
}

TEST_CASE("Round Cards, pass: in Teams the cards go to the partner, and the announcement says so", "[passes][round]") {
    auto ref = set_up("b a a a", true);
    play(ref, {"begin"});
    CHECK(has(accepted(ref, "passes 1 right").notices,
              "In Teams the cards go to your partner, whichever way the arrow points."));
}

}  // namespace zref::test
