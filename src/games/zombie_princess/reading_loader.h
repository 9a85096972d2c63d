// The [[readings]] of the game data, read and checked against the readings
// the rules know (readings.h): each known reading at most once, with the
// code's values in its order and a default among them. One the file does not
// list (a copy made before it existed) takes its shipped default, untexted.
#pragma once
#include <toml++/toml.h>

#include "core/result.h"
#include "games/zombie_princess/data.h"

namespace zref::zp {

Status load_readings(const toml::table& root, const std::string& source, GameData& d);

}  // namespace zref::zp
