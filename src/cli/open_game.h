// The games zref referees, and a journal opened as whichever of them its
// `game` line names: the Table (owning its referee and data) that resume,
// replay, sheet and list work through, whatever the game.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "cli/table.h"
#include "core/result.h"
#include "store/config.h"
#include "store/journal.h"

namespace zref::cli {

inline constexpr const char* kZombiePrincess = "zombie-princess";
inline constexpr const char* kBowlingForZombies = "bowling-for-zombies";

// The ids a `game` line and `--game` accept, the default first.
const std::vector<std::string>& game_ids();
// "zref referees zombie-princess or bowling-for-zombies": for refusals.
std::string games_accepted();

struct OpenedGame {
    std::string game_id;
    std::unique_ptr<Table> table;  // owns the referee and the game data
    store::JournalFile file;
};

// Reads `path`, finds its game and replays every line into that game's
// referee. `data_override` is --data (a data file for the journal's game).
// Errors are one line: "FILE:LINE: reason".
Result<OpenedGame> open_game(const std::string& path, const std::string& data_override,
                             const store::UserConfig& config);

}  // namespace zref::cli
