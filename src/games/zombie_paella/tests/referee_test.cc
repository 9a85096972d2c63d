// The engine as the table uses it: lines typed in, rulings out, the public
// state kept right through setup, turns, battles, special cards and the win.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/referee.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/sections.h"
#include "games/zombie_paella/state.h"
#include "paella_support.h"

using namespace zref::test::paella;
using zref::paella::Await;
using zref::paella::Game;
using zref::paella::Phase;

namespace {

// Three players; Ana dealt a Tomato, Ben a Rabbit and Stinky Sandals, Cai
// nothing: Cai has fewest treasures and starts.
Referee three_players() {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai", "deal Ana tomato", "deal Ben rabbit stinky-sandals", "deal Cai"});
    return ref;
}

}  // namespace

TEST_CASE("Setting up the game: the deal is typed face up and the fewest treasures start", "[zombie_paella][referee]") {
    auto ref = three_players();
    const auto& s = ref.game().state();
    CHECK(s.phase == Phase::Turn);
    CHECK(s.current == 2);
    CHECK(seat(ref, 1).hand_size == 5);
    CHECK(s.table.draw_pile == 108 - 1 - 21);
    CHECK(conserved(ref));
}

TEST_CASE("Setting up the game: three ingredients dealt means a redeal", "[zombie_paella][referee]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai", "deal Ana tomato rabbit", "deal Ben", "deal Cai"});
    CHECK(ref.game().state().phase == Phase::Start);
    Referee again(data());
    enter(again, {"game zombie-paella", "players Ana Ben Cai", "card onion ingredient", "deal Ana tomato rabbit onion", "deal Ben",
                  "deal Cai"});
    CHECK(again.game().state().phase == Phase::Redeal);
    refused(again, "deal Ana", "new deal");
    enter(again, {"redeal", "deal Ana tomato", "deal Ben"});
    refused(again, "deal Cai tomato", "Ana has it");
    enter(again, {"deal Cai rabbit"});
    CHECK(again.game().state().current == 1);
    CHECK(again.game().state().deals == 1);
    CHECK(conserved(again));
}

TEST_CASE("How to play: level on treasures and ingredients, the table picks who starts", "[zombie_paella][referee]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai", "deal Ana", "deal Ben", "deal Cai tomato"});
    CHECK(ref.game().state().phase == Phase::Start);
    refused(ref, "start Cai", "one of Ana, Ben starts");
    enter(ref, {"start Ben"});
    CHECK(ref.game().state().current == 1);
}

TEST_CASE("Two-player variant: the deck's size is the table's to give", "[zombie_paella][referee]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben"});
    refused(ref, "deal Ana", "deck");
    enter(ref, {"deck 90", "deal Ana", "deal Ben tomato"});
    CHECK(ref.game().state().table.draw_pile == 90 - 1 - 14);
    CHECK(conserved(ref));
}

TEST_CASE("During your turn: Alms draws one, or up to three in hand, treasures not counted", "[zombie_paella][referee]") {
    auto ref = three_players();
    enter(ref, {"alms"});
    CHECK(ref.game().state().await == Await::Draw);
    refused(ref, "draw 2", "too many");
    enter(ref, {"draw"});
    CHECK(seat(ref, 2).hand_size == 8);
    CHECK(ref.game().state().current == 0);  // Cai's one action is spent
    // Ana discards cards until... she has 7; alms 3 is refused with a hand of 3 or more.
    refused(ref, "alms 3", "already");
    CHECK(conserved(ref));
}

TEST_CASE("Discardable treasures: discarded to draw the cards shown, the Creaky Cart adds one", "[zombie_paella][referee]") {
    auto ref = three_players();
    enter(ref, {"alms", "draw", "alms", "draw", "discard stinky", "draw 2"});
    CHECK(seat(ref, 1).discardables.empty());
    CHECK(seat(ref, 1).hand_size == 7);
    CHECK(ref.game().state().table.cemetery.back() == "stinky-sandals");
    CHECK(ref.game().state().current == 2);
    refused(ref, "discard tomato", "Cai has no treasures");
    CHECK(conserved(ref));
}

TEST_CASE("FAQ Saffron: the first hand of ten takes it", "[zombie_paella][referee][saffron]") {
    auto ref = three_players();
    enter(ref, {"alms", "draw 1"});  // Cai 8
    enter(ref, {"alms", "draw", "alms", "draw"});
    enter(ref, {"alms", "draw"});  // Cai 9
    enter(ref, {"alms", "draw", "alms", "draw"});
    enter(ref, {"alms", "draw"});  // Cai 10
    CHECK(ref.game().state().table.saffron_holder == 2);
    CHECK(seat(ref, 2).holds("saffron"));
    CHECK(conserved(ref));
}

TEST_CASE("Battle cards: a won battle takes the treasure, a tie keeps it", "[zombie_paella][referee][battle]") {
    auto ref = three_players();
    enter(ref, {"battle Ben rabbit", "defend king-james-i", "attack king-james-i", "fight"});
    CHECK(seat(ref, 1).holds("rabbit"));  // 3 against 5
    CHECK(ref.game().state().table.cemetery.size() == 2);
    enter(ref, {"card the-showman attack 3 defence 3", "battle Ben rabbit", "defend the-showman", "attack king-james-i", "fight"});
    CHECK(seat(ref, 1).holds("rabbit"));  // 3 against 3: the defender keeps it
    CHECK(conserved(ref));
}

TEST_CASE("FAQ Turd in a Ditch: undefended, zero attack wins", "[zombie_paella][referee][battle]") {
    auto ref = three_players();
    enter(ref, {"card turd-in-a-ditch defence 0", "battle Ben rabbit", "defend none", "attack turd-in-a-ditch"});
    CHECK(seat(ref, 2).holds("rabbit"));
    CHECK(conserved(ref));
}

TEST_CASE("Battle cards: a card without printed numbers is described once", "[zombie_paella][referee][battle]") {
    auto ref = three_players();
    enter(ref, {"battle Ben rabbit", "defend none"});
    refused(ref, "attack the-showman", "card the-showman attack N");
    enter(ref, {"card the-showman attack 3 defence 2", "attack the-showman the-showgirls"});
    CHECK(seat(ref, 2).holds("rabbit"));
    refused(ref, "card king-james-i attack 4", "in the rulebook");
}

TEST_CASE("FAQ Blurtini: played as the cards turn, a point off the opponent", "[zombie_paella][referee][blurtini]") {
    auto ref = three_players();
    enter(ref, {"card the-showman attack 3 defence 2", "battle Ben rabbit", "defend the-showman", "attack king-james-i"});
    refused(ref, "blurtini Ana", "someone in the battle");
    enter(ref, {"blurtini Cai", "fight"});
    CHECK(seat(ref, 2).holds("rabbit"));  // 3 against 2-1
    CHECK(conserved(ref));
}

TEST_CASE("Special card strength: a Paella Protection cannot block The Great Flood", "[zombie_paella][referee][conflict]") {
    auto ref = three_players();
    enter(ref, {"play the-great-flood"});
    refused(ref, "block Ana paella-protection", "Paella Protection");
    enter(ref, {"no block"});
    CHECK(seat(ref, 1).holds("tomato"));
    CHECK(seat(ref, 2).holds("rabbit"));
    CHECK(seat(ref, 0).holds("stinky-sandals") == false);
    CHECK(seat(ref, 2).holds("stinky-sandals"));
    CHECK(conserved(ref));
}

TEST_CASE("Ultra Paella Protection: it blocks any card and halves its player's hand", "[zombie_paella][referee][ultra]") {
    auto ref = three_players();
    enter(ref, {"play the-great-flood", "block Ana ultra", "no block"});
    CHECK(seat(ref, 1).holds("rabbit"));  // nothing moved
    CHECK(seat(ref, 0).hand_size == 3);   // 7, the Ultra out: 6, half discarded
    CHECK(conserved(ref));
}

TEST_CASE("FAQ Paella Protection: a paella on a paella lets the card through at the table", "[zombie_paella][referee][conflict]") {
    auto ref = three_players();
    enter(ref, {"play hungry-hen", "block Ana paella-protection", "block Cai paella-protection", "no block"});
    CHECK(ref.game().state().await == Await::Effect);
    enter(ref, {"take Ben stinky-sandals", "done"});
    CHECK(seat(ref, 2).holds("stinky-sandals"));
    CHECK(conserved(ref));
}

TEST_CASE("FAQ Defensive Stronghold: others' special cards cannot touch the treasures", "[zombie_paella][referee][protection]") {
    auto ref = three_players();
    enter(ref, {"alms", "draw", "play defensive-stronghold", "no block", "alms", "draw"});
    CHECK(seat(ref, 0).has_in_front("defensive-stronghold"));
    enter(ref, {"play kleptobat", "no block"});
    refused(ref, "take Ana tomato", "Stronghold");
    enter(ref, {"done", "alms", "draw"});
    // A battle won against Ana discards the Stronghold, not the Tomato.
    enter(ref, {"battle Ana tomato", "defend none", "attack king-james-i"});
    CHECK(seat(ref, 0).holds("tomato"));
    CHECK_FALSE(seat(ref, 0).has_in_front("defensive-stronghold"));
    CHECK(conserved(ref));
}

TEST_CASE("FAQ Bloody Battle: refused without treasures, lost gives all to the defender", "[zombie_paella][referee][bloody]") {
    auto ref = three_players();
    refused(ref, "play bloody-battle Ben", "treasures of Cai's own");
    enter(ref, {"alms", "draw", "play bloody-battle Ben", "no block", "defend king-james-i", "attack king-james-i", "fight"});
    CHECK(seat(ref, 1).holds("tomato"));
    CHECK(seat(ref, 0).treasure_count() == 0);
    CHECK(conserved(ref));
}

TEST_CASE("FAQ Chaining actions: Double Trouble twice makes three actions", "[zombie_paella][referee][chaining]") {
    auto ref = three_players();
    enter(ref, {"card double-trouble strength 1", "play double-trouble", "no block"});
    CHECK(ref.game().state().actions_left == 2);
    enter(ref, {"alms", "draw", "play double-trouble", "no block", "alms", "draw", "alms", "draw"});
    CHECK(ref.game().state().current == 0);
    CHECK(seat(ref, 2).hand_size == 7 - 2 + 3);
}

TEST_CASE("End of the game: five ingredients win at once, mid-draw", "[zombie_paella][referee][win]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai", "card onion ingredient", "card garlic ingredient",
                "card pepper ingredient", "deal Ana tomato rabbit", "deal Ben", "deal Cai"});
    enter(ref, {"start Ben", "alms", "draw", "alms", "draw", "alms", "draw onion", "alms", "draw", "alms", "draw",
                "alms", "draw garlic", "alms", "draw", "alms", "draw"});
    CHECK(ref.game().state().phase == Phase::Turn);
    enter(ref, {"alms", "draw pepper"});
    CHECK(ref.game().state().phase == Phase::Over);
    CHECK(ref.game().state().winner == 0);
    CHECK(mentions(ref.game().state().win_reasons, "5 ingredients"));
    refused(ref, "alms", "game is over");
}

TEST_CASE("End of the game: the Apastalypse wins when the pile runs out", "[zombie_paella][referee][apastalypse]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben", "deck 17", "deal Ana apastalypse", "deal Ben"});
    // 17 - 1 Saffron - 14 dealt: two cards in the pile.
    enter(ref, {"alms", "draw", "alms", "draw"});
    CHECK(ref.game().state().phase == Phase::Over);
    CHECK(ref.game().state().winner == 0);
}

TEST_CASE("Bad input: a refused line changes nothing and says what would do", "[zombie_paella][referee]") {
    auto ref = three_players();
    refused(ref, "battel Ben rabbit", "did you mean 'battle'");
    refused(ref, "battle Cai rabbit", "another player's");
    refused(ref, "battle Ben tomato", "Ben has no 'tomato'");
    refused(ref, "draw", "not accepted now");
    refused(ref, "play king-james-i", "battle card");
    refused(ref, "discard", "discard takes");
    CHECK(ref.undo());
}

TEST_CASE("Journal: names with spaces are quoted, so every line replays", "[zombie_paella][referee]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players \"Mari Carmen\" Pep \"Jo Ann\"", "deal \"Mari Carmen\" tomato",
                "deal Pep rabbit stinky-sandals", "deal \"Jo Ann\"", "battle \"Mari Carmen\" tomato", "defend none",
                "attack king-james-i", "alms", "draw", "alms", "draw", "play hungry-hen",
                "block \"Mari Carmen\" paella-protection", "no block", "battle \"Jo Ann\" tomato", "defend king-james-i",
                "attack king-james-i", "blurtini \"Jo Ann\"", "fight", "play kleptobat", "no block", "take \"Jo Ann\" tomato",
                "give \"Jo Ann\" stinky-sandals", "drop \"Mari Carmen\" 1", "pass \"Jo Ann\" \"Mari Carmen\" 1", "done"});
    Referee again(data());
    for (const auto& e : ref.entries()) {
        INFO(e.line);
        REQUIRE(again.replay_journal_line(e.line));
    }
    CHECK(again.game().where() == ref.game().where());
    CHECK(seat(again, 2).holds("stinky-sandals"));
    CHECK(seat(again, 1).holds("tomato"));
}

TEST_CASE("Our readings: a table switches one before the deal, with a clear refusal otherwise", "[zombie_paella][referee]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai"});
    refused(ref, "reading swamp-rat-ties never", "takes one of always, when-awake");
    refused(ref, "reading ultra-hand before", "readings a table may switch");
    enter(ref, {"reading swamp-rat-ties when-awake"});
    CHECK(ref.game().book().reading("swamp-rat-ties") == "when-awake");
    CHECK(ref.game().data().reading("swamp-rat-ties") == "always");
    enter(ref, {"deal Ana"});
    refused(ref, "reading swamp-rat-ties always", "before the deal");
}
