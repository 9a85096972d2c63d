// Self-play for The Zombie Paella: many random legal games (random_game.h),
// each checked after every accepted line (invariants.h) and at its end
// (end_checks.h). Deterministic: game `index` has its own seed from (run
// seed, index), so results do not depend on how many threads share the work.
// Module::simulate() calls simulate() below.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_module.h"
#include "core/result.h"
#include "core/selfplay.h"
#include "games/zombie_paella/sim/coverage.h"
#include "games/zombie_paella/sim/invariants.h"
#include "games/zombie_paella/sim/random_game.h"

namespace zref::paella::sim {

struct GameOutcome {
    long events = 0;            // lines accepted, setup included
    std::uint64_t digest = 0;   // of the final table view
    Coverage coverage;
    std::optional<SimulationFailure> failure;
};

using selfplay::fnv1a;
using selfplay::game_seed;
// Game `index`'s player count: the one asked for, or 2 to 5 in turn when 0.
int players_for(int asked, int index);
// One game with every check.
GameOutcome play_checked_game(const GameData& data, const TableConfig& table, int index);

}  // namespace zref::paella::sim

namespace zref::paella {

// The games of the request (players 2-5, or 0 to vary them), run on its threads.
Result<SimulationReport> simulate(const GameData& data, const SimulationRequest& request);

}  // namespace zref::paella
