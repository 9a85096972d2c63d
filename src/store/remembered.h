// Lines a game asks zref to remember across games (The Zombie Paella's card
// descriptions: a card the table described once is known at the next table).
// One text file per game id, one journal line per line, in the user's data
// directory: $XDG_DATA_HOME/zref/remembered/GAME.zref. The game decides which
// lines are kept (GameModule::remembers) and what a new game does with them.
#pragma once
#include <string>
#include <vector>

#include "core/result.h"
#include "store/storage.h"

namespace zref::store {

// Where `game_id`'s remembered lines are kept; "" when there is no place.
std::string remembered_path(const std::string& game_id);
// The lines kept for `game_id`, in the order first seen; none when the file
// does not exist. An unreadable file is an error naming it.
Result<std::vector<std::string>> remembered_lines(const std::string& game_id, Storage& storage = real_storage());
// Adds `line` to `game_id`'s file unless it is there already; the directory
// is made if needed and the line synced to disk.
Status remember_line(const std::string& game_id, const std::string& line, Storage& storage = real_storage());

}  // namespace zref::store
