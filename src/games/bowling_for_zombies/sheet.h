// The score sheet: per round and necromancer what was played, the cards that
// joined the pile, the round's score and the running total (their meaning
// per variant is in state.h, SeatRound), then the ranking with its
// tie-breaks: provisional during the game, final once it is over.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/bowling_for_zombies/data.h"
#include "games/bowling_for_zombies/standings.h"
#include "games/bowling_for_zombies/state.h"

namespace zref::bfz {

struct SheetCell {
    std::string played;               // "Zombie 5 with a Head on top", "" when out (stood)
    std::string fate;                 // "ripped", "strongest", "bowled", "out"
    std::vector<std::string> cards;   // "Lane 4", "Zombie 5", "Leg -1 from Sauron"
    std::vector<std::string> events;  // "Head used", "Hand returned (zombie ripped)"
    int score = 0;
    int total = 0;
    std::string note;
};

struct SheetRound {
    int number = 0;
    std::vector<int> lanes;
    std::optional<int> phantom;
    std::vector<int> discarded;
    std::vector<SheetCell> cells;  // per seat
};

struct ScoreSheet {
    std::string game;     // "Bowling for Zombies!!!"
    std::string variant;  // "Standard", "High and Low", ...
    int rounds = 0;       // rounds in the variant
    std::vector<std::string> necromancers;
    std::vector<SheetRound> rounds_played;
    Standing standing;
    bool game_over = false;
    std::string end_reason;  // set when Black Jack ended early
};

ScoreSheet build_sheet(const GameState& s, const GameData& data);
std::string fate_name(Fate f);

}  // namespace zref::bfz
