// The score and the ranking recomputed apart from the engine, from the
// public Types and Chests and the simulator's own points table (deck.h):
// five a Type, each Object once at its best matching Type, nothing when its
// owner's Types pull it up and down at once; most points first, ties to most
// Types, then most Objects, still level sharing the place.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sim/deck.h"

namespace zref::znp::sim {

struct SimStanding {
    int seat = 0;
    int total = 0;
    int types = 0;
    int objects = 0;
    int place = 1;
};

int sim_chest_score(const DeckModel& deck, const PlayerState& p, int per_type);
std::vector<SimStanding> sim_ranking(const DeckModel& deck, const GameState& s, int per_type);
// What differs between the engine's standings and the simulator's, or nothing.
std::optional<std::string> ranking_differs(const std::vector<Standing>& engine, const std::vector<SimStanding>& mine);

}  // namespace zref::znp::sim
