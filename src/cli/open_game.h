// A journal opened as whichever game its `game` line names: the Table
// (owning its referee and sharing its data) that resume, replay, sheet and
// list work through, whatever the game.
#pragma once
#include <memory>
#include <string>

#include "core/game_module.h"
#include "core/result.h"
#include "core/table.h"
#include "store/config.h"
#include "store/journal.h"

namespace zref::cli {

// The game `id` names ("" the default game), or a refusal naming the games
// zref referees, prefixed with `context` ("new", "rules").
Result<const GameModule*> find_game(const std::string& id, const std::string& context);

// The game's data: built in, or the file `data_override` (--data) names,
// with the user's settings applied.
Result<std::shared_ptr<const LoadedData>> load_game_data(const GameModule& game, const std::string& data_override,
                                                         const store::UserConfig& config);

struct OpenedGame {
    const GameModule* game = nullptr;
    std::unique_ptr<Table> table;  // owns the referee, shares the game data
    store::JournalFile file;
};

// Reads `path`, finds its game and replays every line into a fresh table.
// `data_override` is --data (a data file for the journal's game). Errors are
// one line: "FILE:LINE: reason".
Result<OpenedGame> open_game(const std::string& path, const std::string& data_override,
                             const store::UserConfig& config);

}  // namespace zref::cli
