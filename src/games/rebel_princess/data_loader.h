// Reads games/rebel-princess.toml (compiled in, or a table's copy) into
// rp::GameData. Every problem is one line: "SOURCE: key: reason".
#pragma once
#include <string>
#include <string_view>

#include "core/result.h"
#include "games/rebel_princess/data.h"

namespace zref::rp {

Result<GameData> parse_rebel_princess_data(std::string_view toml_text, const std::string& source);
// games/rebel-princess.toml as compiled into the binary.
std::string_view builtin_data_text();
Result<GameData> load_builtin_rebel_princess_data();

}  // namespace zref::rp
