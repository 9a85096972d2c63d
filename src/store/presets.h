// Table presets (configs/*.toml): named tables a game turns into the setup
// lines that open a journal. Built-in presets are compiled in; a path names
// a file. The store only finds their text; the game reads it.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "store/storage.h"

namespace zref::store {

// The text of a built-in preset by name, or of the file `name_or_path` names.
Result<std::string> preset_text(const std::string& name_or_path, Storage& storage = real_storage());
std::vector<std::string> builtin_preset_names();

}  // namespace zref::store
