// The games zref referees, in one explicit list (registry.cc): the program
// and the store reach every game through it and name none themselves.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/game_module.h"

namespace zref::games {

// Every game, the default (the one `zref new` starts) first.
const std::vector<const GameModule*>& all();
const GameModule& default_game();
// The game with this id (case-insensitive), or nullptr. An empty id is the
// default game: journals from before the `game` line existed are its.
const GameModule* find(std::string_view id);
// The ids, the default first.
std::vector<std::string> ids();
// "zombie-princess or bowling-for-zombies": for refusals.
std::string ids_accepted();

}  // namespace zref::games
