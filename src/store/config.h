// The user's settings: $XDG_CONFIG_HOME/zref/config.toml, or
// ~/.config/zref/config.toml when XDG_CONFIG_HOME is unset. A missing file
// means the defaults; a malformed one is an error naming FILE:LINE and the
// key, and zref refuses to start rather than guess.
//
//   players = ["Ana", "Ben", "Cai", "Dee"]   # default names for `zref new`
//   color = "auto"                           # auto | always | never
//   strictness = "strict"                    # strict | lenient
//   frog = "pets 8"                          # which card is the Frog
//   games_dir = "~/games/zref"               # where journals go (absolute or ~/)
//   [pass]                                   # as printed on the table's own Round cards
//   a = "1 right"
//   n = "half right"
//
// Precedence (applied in src/cli/app.cc): a command-line option beats the
// config, and the config beats a preset's defaults, except for what a preset
// file given with --preset writes itself (see cmd_new).
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "games/zombie_princess/data.h"
#include "store/storage.h"

namespace zref::store {

// A pass instruction from the config's [pass] table, e.g. "2 left".
struct PassSetting {
    int count = 0;  // cards; -2 half the hand (as in RoundCardInfo)
    zp::PassDirection direction = zp::PassDirection::Unknown;
    int line = 0;  // where it was written, for later errors
};

struct UserConfig {
    std::string source;  // the file read ("" when there was none)
    std::vector<std::string> players;  // empty: the preset's
    std::string color;                 // "", "auto", "always" or "never"
    std::string strictness;            // "", "strict" or "lenient"
    std::string frog;                  // "" : the preset's or the game data's
    std::string games_dir;             // "" : $XDG_DATA_HOME/zref/games
    std::map<char, PassSetting> pass;  // Round card letter -> what its card prints
    std::map<std::string, int> lines;  // key -> line it was written on
};

// $XDG_CONFIG_HOME/zref/config.toml, or ~/.config/zref/config.toml.
std::string user_config_path();
// Reads user_config_path(); a missing file gives the defaults.
Result<UserConfig> load_user_config();
// Reads one file; a missing file gives the defaults.
Result<UserConfig> load_user_config_file(const std::string& path, Storage& storage = real_storage());
// Parses the text of a config file; `source` names it in errors.
Result<UserConfig> parse_user_config(std::string_view toml_text, const std::string& source);

// Checks what only the game data can tell (the Frog is a card of the deck,
// every [pass] letter is a Round card) and writes the [pass] settings onto
// the Round cards, so pass reminders and `zref rules LETTER` show them.
// Errors name FILE:LINE and the key.
Status apply_user_config(const UserConfig& config, zp::GameData& data);

// Whether a preset (built-in name or file) writes `key` itself.
bool preset_sets_key(const std::string& name_or_path, std::string_view key);

}  // namespace zref::store
