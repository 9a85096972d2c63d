// Zombie Princess table presets (configs/*.toml): a named table turned into
// the setup lines that open a journal. The store finds a preset's text.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace zref::zp {

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

}  // namespace zref::zp
