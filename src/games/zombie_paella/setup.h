// Setting up and starting: a deal that gives anyone three or more ingredients
// is gathered and dealt again; the first player to hold ten cards takes
// Saffron from the middle; the player with fewest treasures starts, then
// fewest ingredients, and a tie beyond that the table settles (the rulebook's
// "who last drank orange juice").
#pragma once
#include <vector>

#include "core/ruling.h"
#include "games/zombie_paella/data.h"
#include "games/zombie_paella/state.h"

namespace zref::paella {

struct SetupCheck {
    bool yes = false;
    std::vector<Reason> reasons;
};

SetupCheck needs_redeal(const PublicState& dealt, const GameData& data);

// Whether `seat`, whose hand just grew, takes Saffron now.
SetupCheck takes_saffron(const PublicState& state, const GameData& data, int seat);

// The seats that may start: one, or several the table picks among.
std::vector<int> first_player_candidates(const PublicState& dealt, const GameData& data);

}  // namespace zref::paella
