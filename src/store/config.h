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
// Each game checks and applies the keys it uses (its module's
// check_settings). Precedence (applied by each game's new-game setup): a command-line option beats the
// config, and the config beats a preset's defaults, except for what a preset
// file given with --preset writes itself (see cmd_new).
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/user_settings.h"
#include "store/storage.h"

namespace zref::store {

using UserConfig = UserSettings;

// $XDG_CONFIG_HOME/zref/config.toml, or ~/.config/zref/config.toml.
std::string user_config_path();
// Reads user_config_path(); a missing file gives the defaults.
Result<UserConfig> load_user_config();
// Reads one file; a missing file gives the defaults.
Result<UserConfig> load_user_config_file(const std::string& path, Storage& storage = real_storage());
// Parses the text of a config file; `source` names it in errors.
Result<UserConfig> parse_user_config(std::string_view toml_text, const std::string& source);

// Whether a preset (built-in name or file) writes `key` itself.
bool preset_sets_key(const std::string& name_or_path, std::string_view key);

}  // namespace zref::store
