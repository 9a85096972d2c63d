// Self-play for Zombie Ninja Pirates: many random legal games (random_game.h),
// each checked after every accepted line (invariants.h) and at its end
// (end_checks.h). Deterministic: game `index` has its own seed from (run
// seed, index), so results do not depend on how many threads share the work.
// The module's simulate() calls znp::simulate() below.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/game_module.h"
#include "core/result.h"
#include "core/selfplay.h"
#include "games/zombie_ninja_pirates/sim/coverage.h"
#include "games/zombie_ninja_pirates/sim/random_game.h"

namespace zref::znp::sim {

struct GameOutcome {
    long events = 0;           // lines accepted, setup included
    std::uint64_t digest = 0;  // of the final table view
    Coverage coverage;
    std::optional<SimulationFailure> failure;
};

// Game `index`'s player count: the one asked for, or the table's range in turn when 0.
int znp_players_for(const GameData& data, bool combined, int asked, int index);
// One game with every check.
GameOutcome play_checked_game(const GameData& data, const TableConfig& table, int index);

}  // namespace zref::znp::sim

namespace zref::znp {

// The games of the request, run on its threads: players 3-6, or 2-10 with
// settings combined=on (or mode=combined); 0 varies them.
Result<SimulationReport> simulate(const GameData& data, const SimulationRequest& request);

}  // namespace zref::znp
