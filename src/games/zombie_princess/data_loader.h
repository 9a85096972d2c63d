// Reads games/zombie-princess.toml (compiled in, or a user's override) into
// GameData. Every problem is reported as "SOURCE: key: reason".
#pragma once
#include <string>
#include <string_view>

#include "core/result.h"
#include "games/zombie_princess/data.h"

namespace zref::zp {

Result<zp::GameData> parse_game_data(std::string_view toml_text, const std::string& source);
// games/zombie-princess.toml as compiled into the binary.
std::string_view builtin_data_text();
// The data compiled into the binary (checked by the tests).
Result<zp::GameData> load_builtin_game_data();

}  // namespace zref::zp
