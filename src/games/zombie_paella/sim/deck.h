// The 108 cards the simulator deals from. The rulebook names about forty of
// them; the rest are invented here with the kinds and counts the rulebook
// gives (31 treasures with Saffron, 37 battle, 40 special), and the table
// describes them (and the numbers the rulebook leaves out of named cards)
// with `card` lines at the start of each journal. Ingredients are kept to
// ten distinct cards so that collections fill and games end.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "games/zombie_paella/data.h"

namespace zref::paella::sim {

struct DeckModel {
    std::vector<std::string> describe_lines;  // `card ...` lines, typed before `players`
    std::vector<std::string> cards;           // every card but Saffron, copies repeated
    std::vector<std::string> two_player_out;  // the copies left out with two players
    std::map<std::string, CardKind> kinds;    // every id of the deck, Saffron too
    std::vector<std::string> ingredients;     // the distinct ingredients, Saffron too

    CardKind kind(const std::string& id) const { return kinds.at(id); }
    bool is_treasure(const std::string& id) const;
    // The cards dealt from with this many players (two: some invented cards out).
    std::vector<std::string> deck_for(int players) const;
};

// Built once from the game data (for the kinds of the named cards).
const DeckModel& deck_model(const GameData& data);

}  // namespace zref::paella::sim
