// Reads games/bowling-for-zombies.toml (compiled in, or a user's override)
// into bfz::GameData. Every problem is reported as "SOURCE: key: reason".
#pragma once
#include <string>
#include <string_view>

#include "core/result.h"
#include "games/bowling_for_zombies/data.h"

namespace zref::bfz {

Result<bfz::GameData> parse_bowling_data(std::string_view toml_text, const std::string& source);
// games/bowling-for-zombies.toml as compiled into the binary.
std::string_view builtin_data_text();
// The data compiled into the binary (checked by the tests).
Result<bfz::GameData> load_builtin_bowling_data();

}  // namespace zref::bfz
