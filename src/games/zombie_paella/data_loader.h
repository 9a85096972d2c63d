// Reads games/zombie-paella.toml (compiled in, or a table's copy) into
// paella::GameData. Every problem is one line: "SOURCE: key: reason".
#pragma once
#include <string>
#include <string_view>

#include "core/result.h"
#include "games/zombie_paella/data.h"

namespace zref::paella {

Result<GameData> parse_zombie_paella_data(std::string_view toml_text, const std::string& source);
// games/zombie-paella.toml as compiled into the binary.
std::string_view builtin_data_text();
Result<GameData> load_builtin_zombie_paella_data();

}  // namespace zref::paella
