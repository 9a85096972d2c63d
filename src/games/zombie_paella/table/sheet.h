// The Zombie Paella's score sheet: the game's history from the engine's
// events (turn, player, action, card, what happened: who took what from whom
// with which card), each player's ingredients after every turn, then the
// collections as they stand and the winner. Text and JSON are the game's
// own; CSV, Markdown and HTML come from the shared SheetModel.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/sheet_model.h"
#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/referee.h"

namespace zref::paella {

struct SheetCollection {
    std::string player;
    int worth = 0;                         // ingredients, counted as the win counts them
    std::vector<std::string> ingredients;  // card names
    std::vector<std::string> others;       // discardables and permanents
    std::vector<std::string> in_front;     // Stronghold, Effigy
    int hand = 0;
    bool dealt = true;  // false until the player's deal is typed
};

struct PaellaSheet {
    std::string game;
    std::vector<std::string> players;
    int deck = 0;
    int to_win = 5;
    int turns = 0;  // turns begun
    bool over = false;
    std::vector<Event> events;  // as the engine recorded them, card names instead of ids
    // [turn - 1][seat]: ingredients at the end of each turn, from a replay of the entries.
    std::vector<std::vector<int>> worth_after;
    std::vector<std::string> turn_of;  // [turn - 1]: whose turn it was
    std::vector<SheetCollection> collections;
    std::vector<std::string> winners;  // one, or several when the table called it shared
    std::vector<std::string> win_reasons;
};

PaellaSheet build_paella_sheet(const Referee& ref);
// "Tomato, Saffron" or "none".
std::string names_or_none(const std::vector<std::string>& names);
// One line of the history: "took Rabbit from Ben ...", with the action and card before it.
std::string event_line(const Event& e);

std::string render_paella_sheet_text(const PaellaSheet& sheet);
// Keys game, players, deck, turns, over, events, collections, winners, win_reasons.
std::string render_paella_sheet_json(const PaellaSheet& sheet);
// Per turn and player what they did (action and card), what happened, and
// their ingredients at the turn's end; the deal as a line; the collections
// as what each shows; the ranking by ingredients (the winner first at the end).
SheetModel paella_sheet_model(const PaellaSheet& sheet);

}  // namespace zref::paella
