// Reads games/zombie-ninja-pirates.toml (compiled in, or a table's copy) into
// znp::GameData. Every problem is one line: "SOURCE: key: reason".
#pragma once
#include <string>
#include <string_view>

#include "core/result.h"
#include "games/zombie_ninja_pirates/data.h"

namespace zref::znp {

Result<GameData> parse_zombie_ninja_pirates_data(std::string_view toml_text, const std::string& source);
// games/zombie-ninja-pirates.toml as compiled into the binary.
std::string_view builtin_data_text();
Result<GameData> load_builtin_zombie_ninja_pirates_data();

}  // namespace zref::znp
