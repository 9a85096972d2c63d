// A turn as the table types it: setup, one card from hand, one Object from
// the Chest, up to two discards, the draw back up, or a whole new hand; and
// the refusals, each leaving everything as it was.
#include <catch2/catch.hpp>

#include <string>

#include "games/zombie_ninja_pirates/sections.h"
#include "znp_support.h"

using namespace zref::test::znp;
namespace sec = zref::znp::sec;

TEST_CASE("Starting the Game: five cards each, the table names who starts, play goes clockwise", "[zombie_ninja_pirates][turn]") {
    Referee ref(data());
    enter(ref, {"game zombie-ninja-pirates", "deck 60", "players Ana Ben Cai"});
    CHECK(ref.game().state().phase == Phase::Start);
    for (int i = 0; i < 3; ++i) CHECK(seat(ref, i).hand == 5);
    CHECK(ref.game().state().pile == 45);
    enter(ref, {"start Ben"});
    CHECK(ref.game().state().current == 1);
    enter(ref, {"play brains", "draw"});
    CHECK(ref.game().state().current == 2);
    CHECK(conserved(ref));
}

TEST_CASE("Starting the Game: player counts, plain and combined", "[zombie_ninja_pirates][turn]") {
    struct Case {
        bool combined;
        int players;
        bool ok;
    };
    auto c = GENERATE(Case{false, 2, false}, Case{false, 3, true}, Case{false, 6, true}, Case{false, 7, false},
                      Case{true, 2, true}, Case{true, 10, true}, Case{true, 11, false});
    Referee ref(data());
    enter(ref, {"game zombie-ninja-pirates"});
    if (c.combined) enter(ref, {"combined on"});
    std::string line = "players";
    for (int i = 0; i < c.players; ++i) line += " P" + std::string(1, static_cast<char>('a' + i));
    auto r = ref.apply(line);
    CHECK(static_cast<bool>(r) == c.ok);
    if (r) CHECK(seat(ref, 0).hand == (c.combined ? 7 : 5));
}

TEST_CASE("Starting the Game: a deck too small for the deal and a player named like a card are refused", "[zombie_ninja_pirates][turn]") {
    Referee ref(data());
    enter(ref, {"game zombie-ninja-pirates", "deck 16"});
    refused(ref, "players Ana Ben Cai", "cannot deal");
    refused(ref, "players Ana Ben Ninja", "Type's name");
    refused(ref, "players Ana Ben Ana", "two players are called Ana");
    refused(ref, "hand 6", "hands are 5 cards, or 7");
}

TEST_CASE("Playing the Game: one card from hand, one Object from the Chest, two discards, then draw", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"play dojo", "draw", "play brains Ana", "draw", "redraw"});
    CHECK(seat(ref, 0).chest == std::vector<std::string>{"dojo", "brains"});
    // Ana's second turn, in the rulebook's order.
    enter(ref, {"play brains"});
    refused(ref, "play brains", "the most allowed");
    enter(ref, {"use chest dojo ninja"});
    CHECK(seat(ref, 0).types == std::vector<std::string>{"ninja"});
    CHECK(seat(ref, 0).chest == std::vector<std::string>{"brains", "brains"});
    CHECK(seat(ref, 0).hand == 3);
    refused(ref, "use chest brains", "one a turn");
    enter(ref, {"discard 2"});
    refused(ref, "discard 1", "2 cards this turn already");
    CHECK(seat(ref, 0).hand == 1);
    enter(ref, {"draw"});
    CHECK(seat(ref, 0).hand == 5);
    CHECK(ref.game().state().current == 1);
    CHECK(conserved(ref));
}

TEST_CASE("Playing the Game: the steps come in order", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"play dojo", "draw", "play boat Ana", "draw", "play brains", "draw"});
    // Ana holds Dojo and Boat in her Chest; after using one, nothing from hand.
    enter(ref, {"play brains", "use chest dojo ninja"});
    refused(ref, "use chest boat pirate", "one a turn");
    refused(ref, "play brains", "before the Object used from the Chest");
    enter(ref, {"discard 1"});
    refused(ref, "use chest boat pirate", "one a turn");
    refused(ref, "play brains", "come before");
    enter(ref, {"draw"});
}

TEST_CASE("Playing the Game: discards are at most two", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"play brains"});
    refused(ref, "discard 3", "at most 2");
    enter(ref, {"discard 1"});
    refused(ref, "play brains", "before the discards");
    enter(ref, {"discard 1"});
    refused(ref, "discard 1", "already");
}

TEST_CASE("Playing the Game: draw back up to the hand size, not above it", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"play brains", "discard 2"});
    auto r = accepted(ref, "draw");
    CHECK(seat(ref, 0).hand == 5);
    CHECK(cites(r, sec::Playing));
    CHECK(ref.game().state().pile == 45 - 3);
    CHECK(conserved(ref));
}

TEST_CASE("Playing the Game: redraw throws the whole hand away, draws a new one and ends the turn", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    auto r = accepted(ref, "redraw");
    CHECK(cites(r, sec::Playing));
    CHECK(seat(ref, 0).hand == 5);
    CHECK(ref.game().state().discards == 5);
    CHECK(ref.game().state().pile == 40);
    CHECK(ref.game().state().current == 1);
    enter(ref, {"play brains"});
    refused(ref, "redraw", "replaces that step");
    CHECK(conserved(ref));
}

TEST_CASE("Object Cards: an Object goes into any Chest, its owner's Types or not", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    auto r = accepted(ref, "play brains Cai");
    CHECK(seat(ref, 2).chest == std::vector<std::string>{"brains"});
    CHECK_THAT(r.headline, Catch::Contains("sideways"));
    CHECK(cites(r, sec::ObjectCards));
    CHECK(ref.game().receipt(2).total == 0);
}

TEST_CASE("Object Cards: the Chest is recomputed when a Type comes down or goes", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"play brains", "draw"});
    CHECK(ref.game().receipt(0).lines.back().orientation == Orientation::sideways);
    enter(ref, {"redraw", "redraw", "use virus zombie"});
    CHECK(ref.game().receipt(0).lines.back().orientation == Orientation::upright);
    CHECK(ref.game().receipt(0).total == 7);
}

TEST_CASE("Object Cards: an Object whose points the rulebook leaves out is described before it goes in", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    refused(ref, "play sensei", "card sensei ninja POINTS");
    enter(ref, {"card sensei ninja 3", "play sensei"});
    CHECK(ref.game().receipt(0).total == 0);
    refused(ref, "card sensei ninja 4", "as the table said before");
}

TEST_CASE("Action Cards: an Action is used and discarded, not put in a Chest", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    refused(ref, "play butterfingers", "is an Action");
    refused(ref, "use butterfingers Ben", "names the Object");
    refused(ref, "use brains", "nothing to use");
    enter(ref, {"play brains Ben", "draw", "use butterfingers Ben brains"});
    CHECK(seat(ref, 1).chest.empty());
    CHECK(ref.game().state().discards == 2);
    CHECK(conserved(ref));
}

TEST_CASE("Type Cards: a Type comes down only with a card that allows it, and only that card's Types", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    refused(ref, "use boat zombie", "Ninja or Pirate, not a Zombie");
    refused(ref, "use boat", "name the Type");
    refused(ref, "use boat vampire", "combined game only");
    auto r = accepted(ref, "use boat pirate");
    CHECK(cites(r, sec::TypeCards));
    CHECK(seat(ref, 0).types == std::vector<std::string>{"pirate"});
    CHECK(seat(ref, 0).hand == 3);
    CHECK(ref.game().receipt(0).total == 5);
    CHECK(conserved(ref));
}

TEST_CASE("Type Cards: losing a Type keeps the Objects, which lie again for the Types left", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"use virus zombie", "draw", "play brains Ana", "draw", "use cure Ana", "draw"});
    CHECK(seat(ref, 0).types.empty());
    CHECK(seat(ref, 0).chest == std::vector<std::string>{"brains"});
    CHECK(ref.game().receipt(0).total == 0);
    CHECK(conserved(ref));
}

TEST_CASE("Action Cards: Internal Conflict takes one Type of an opposite pair", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"use boat pirate", "draw", "redraw", "redraw"});
    refused(ref, "use dojo ninja Ben", "takes no player");
    enter(ref, {"use dojo ninja", "draw"});
    refused(ref, "use internal-conflict Cai", "not both Types");
    refused(ref, "use internal-conflict Ana", "name it");
    auto r = accepted(ref, "use internal-conflict Ana pirate");
    CHECK(seat(ref, 0).types == std::vector<std::string>{"ninja"});
    CHECK(cites(r, sec::Combined));
}

TEST_CASE("Action Cards: a card the table describes is refereed from its description", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"card \"Grappling Hook\" action effect steal-object needs pirate", "card Rum object pirate 2 ninja -1",
                "card Telescope action effect draw 2"});
    enter(ref, {"use boat pirate", "draw", "play rum", "draw"});
    CHECK(ref.game().receipt(1).total == 0);
    enter(ref, {"redraw"});
    enter(ref, {"use grappling-hook Ben rum"});
    CHECK(seat(ref, 0).chest == std::vector<std::string>{"rum"});
    CHECK(ref.game().receipt(0).total == 7);
    enter(ref, {"draw", "use telescope"});
    CHECK(seat(ref, 1).hand == 4 + 2);
    enter(ref, {"draw"});
    CHECK(seat(ref, 1).hand == 6);
    CHECK(conserved(ref));
    refused(ref, "card rum object pirate 3", "as the table said before");
    refused(ref, "card brains zombie 3", "in the rulebook");
    refused(ref, "card \"Magic Hat\" type", "not a kind the table describes");
    refused(ref, "card Hat object robot 2", "not a Type");
}

TEST_CASE("Action Cards: a card zref cannot read is typed as moves, then done", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"play brains Ben", "draw"});
    enter(ref, {"card Kraken action effect moves"});
    enter(ref, {"use kraken"});
    CHECK(ref.game().state().step == Step::Moves);
    refused(ref, "discard 1", "not accepted now");
    enter(ref, {"trash Ben brains", "pass Cai Ben 1", "drop Cai 1", "draw Cai 2"});
    refused(ref, "take Ana brains", "Ana's Chest is empty");
    enter(ref, {"done"});
    CHECK(seat(ref, 2).hand == 5 - 1 - 1 + 2);
    CHECK(seat(ref, 1).hand == 5 - 1 + 1);
    CHECK(seat(ref, 1).chest.empty());
    enter(ref, {"draw"});
    CHECK(conserved(ref));
}

TEST_CASE("Action Cards: Reset shuffles the discards onto the draw pile", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"redraw", "use reset"});
    CHECK(ref.game().state().discards == 1);  // Reset itself, after its shuffle
    CHECK(ref.game().state().pile == 45);
    CHECK(conserved(ref));
}

TEST_CASE("Refusals change nothing and say what would be accepted", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    refused(ref, "plya brains", "did you mean 'play'");
    refused(ref, "play", "play takes an Object");
    refused(ref, "play brians", "did you mean 'brains'");
    refused(ref, "use boat ninja pirate", "one Type at a time");
    refused(ref, "players Ana Ben", "not accepted now");
    CHECK(ref.game().where() == "T1 Ana");
}

TEST_CASE("Undo and edit replay the journal", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"use boat pirate", "draw"});
    REQUIRE(ref.undo());
    REQUIRE(ref.undo());
    CHECK(seat(ref, 0).types.empty());
    enter(ref, {"use boat ninja", "draw"});
    auto e = ref.edit(5, "use boat pirate");
    REQUIRE(e);
    CHECK(seat(ref, 0).types == std::vector<std::string>{"pirate"});
    CHECK(ref.game().state().current == 1);
}

TEST_CASE("Action Cards: a described card that gives an Object moves it from its user's Chest", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"card Gift action effect give-object", "play brains", "draw", "redraw", "redraw"});
    refused(ref, "use gift Ana brains", "another player");
    refused(ref, "use gift Ben", "names the Object");
    enter(ref, {"use gift Ben brains"});
    CHECK(seat(ref, 0).chest.empty());
    CHECK(seat(ref, 1).chest == std::vector<std::string>{"brains"});
    CHECK(conserved(ref));
}

TEST_CASE("Type Cards: several Types at once, never the same one twice", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"use virus zombie", "draw", "redraw", "redraw", "use boat pirate", "draw", "redraw", "redraw", "use dojo ninja", "draw",
                "redraw", "redraw"});
    CHECK(seat(ref, 0).types == std::vector<std::string>{"zombie", "pirate", "ninja"});
    CHECK(ref.game().receipt(0).total == 15);
    refused(ref, "use sensei ninja", "Ninja already");
    refused(ref, "use boat pirate", "Pirate already");
}

TEST_CASE("Object Cards: several of the same Object in one Chest, each counted", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"use virus zombie", "draw", "play brains Ana", "draw", "play brains Ana", "draw", "play brains", "draw"});
    CHECK(seat(ref, 0).chest.size() == 3);
    CHECK(ref.game().receipt(0).total == 5 + 6);
}

TEST_CASE("Action Cards: at most one Action a turn, used only in its user's turn", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    enter(ref, {"use virus zombie"});
    refused(ref, "use dishonor Ben", "the most allowed");
    enter(ref, {"draw"});
    // The language has no other player's Action: every card is the current player's.
    CHECK(ref.game().state().current == 1);
    enter(ref, {"use cure Ana"});
    CHECK(ref.game().receipt(0).total == 0);
}

TEST_CASE("About the Cards: the table may correct a kind that is only our reading, never one the rulebook gives", "[zombie_ninja_pirates][turn]") {
    auto ref = three_players();
    refused(ref, "card sensei action", "kind in the rulebook is object");
    refused(ref, "card brains action", "kind in the rulebook is object");
    refused(ref, "card end-game action", "rulebook");
    enter(ref, {"card dojo action"});
    refused(ref, "play dojo", "is an Action");
    enter(ref, {"card \"Pirate Flag\" action effect become-type pirate", "use pirate-flag pirate"});
    CHECK(seat(ref, 0).types == std::vector<std::string>{"pirate"});
}

TEST_CASE("Journal: names with spaces are quoted, so every line replays", "[zombie_ninja_pirates][turn]") {
    Referee ref(data());
    enter(ref, {"game zombie-ninja-pirates", "deck 60", "players \"Mari Carmen\" Pep \"Jo Ann\"", "start \"Jo Ann\"",
                "play brains \"Mari Carmen\"", "draw", "play brains", "draw", "play brains", "draw",
                "use butterfingers \"Mari Carmen\" brains", "draw"});
    Referee again(data());
    for (const auto& e : ref.entries()) {
        INFO(e.line);
        REQUIRE(again.replay_journal_line(e.line));
    }
    CHECK(again.game().where() == ref.game().where());
    CHECK(conserved(again));
}

TEST_CASE("Our readings: a table switches one in the setup, with a clear refusal otherwise", "[zombie_ninja_pirates][turn]") {
    Referee ref(data());
    enter(ref, {"game zombie-ninja-pirates", "deck 60"});
    refused(ref, "reading tie-objects maybe", "takes one of all, scoring");
    refused(ref, "reading once-per-card larger", "readings a table may switch");
    enter(ref, {"reading tie-objects scoring", "players Ana Ben Cai", "start Ana"});
    CHECK(ref.game().book().reading("tie-objects") == "scoring");
    CHECK(ref.game().data().reading("tie-objects") == "all");
    refused(ref, "reading tie-objects all", "not accepted now");
}
