// The formats a score sheet can be asked for, whatever the game (each game's
// Table says which of them it can render).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zref {

enum class SheetFormat { Text, Csv, Markdown, Json, Html };

// "text", "csv", "markdown" (or "md"), "json", "html"; nullopt otherwise.
std::optional<SheetFormat> parse_sheet_format(std::string_view word);
// The names parse_sheet_format accepts, in the order `--help` lists them.
const std::vector<std::string>& sheet_format_names();

}  // namespace zref
