// Self-play for Rebel Princess: many random legal games (random_game.h),
// each checked after every accepted event (invariants.h) and at its end
// (end_checks.h). Deterministic: game `index` has its own seed from (run
// seed, index), so results do not depend on how many threads share the work.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/selfplay.h"
#include "games/rebel_princess/sim/invariants.h"
#include "games/rebel_princess/sim/random_game.h"

namespace zref::rp::sim {

struct RunOptions {
    int players = 4;
    int games = 100;
    std::uint64_t seed = 1;
    int threads = 1;
    bool teams = false;  // Team Mode (4 or 6 players)
};

// What went wrong in one game, with the journal that reproduces it.
struct Failure {
    int game = 0;  // 0-based index in the run
    std::uint64_t game_seed = 0;
    Violation violation;
    std::vector<std::string> journal;  // the accepted lines, up to the violation
};

struct GameOutcome {
    long events = 0;                 // entries accepted after setup
    std::uint64_t sheet_digest = 0;  // of the final score sheet (JSON)
    Counts counts;
    std::optional<Failure> failure;
};

struct RunReport {
    int games = 0;
    long events = 0;
    int violations = 0;
    std::uint64_t digest = 0;  // every final sheet, in game order
    std::vector<std::string> coverage;
    std::vector<Failure> failures;  // the first few, in game order
};

using selfplay::game_seed;
// One game with every check.
GameOutcome play_checked_game(const GameData& data, const TableConfig& table, int index);
RunReport run(const GameData& data, const RunOptions& options);

}  // namespace zref::rp::sim
