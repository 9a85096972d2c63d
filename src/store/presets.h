// Table presets (configs/*.toml): a named table turned into the setup lines
// that open a journal. Built-in presets are compiled in; a path loads a file.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "store/storage.h"

namespace zref::store {

struct TablePreset {
    std::string name;
    std::string description;
    std::vector<std::string> players;
    std::string mode = "individuals";
    std::vector<std::string> rounds;  // letters, or {"random"}
    std::string princesses = "none";
    bool powers = false;
    std::string start = "random";
    std::string frog;  // empty: the game data's Frog
    bool lenient = false;  // warn about rule breaches instead of refusing them
};

Result<TablePreset> parse_preset(std::string_view toml_text, const std::string& name);
// A built-in preset by name, or a preset file when `name_or_path` names a file.
Result<TablePreset> find_preset(const std::string& name_or_path, Storage& storage = real_storage());
std::vector<std::string> builtin_preset_names();

}  // namespace zref::store
