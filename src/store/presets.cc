#include "store/presets.h"

#include "core/text.h"
#include "store/embedded.h"

namespace zref::store {

Result<std::string> preset_text(const std::string& name_or_path, Storage& storage) {
    for (const auto& [name, text] : embedded_presets())
        if (name == name_or_path) return std::string(text);
    auto text = storage.read_all(name_or_path);
    if (!text)
        return fail("no preset '" + name_or_path + "'" + did_you_mean(name_or_path, builtin_preset_names()) +
                    ": built-in presets are " + join(builtin_preset_names(), ", ") + ", or give a .toml file");
    return text;
}

std::vector<std::string> builtin_preset_names() {
    std::vector<std::string> names;
    for (const auto& [name, text] : embedded_presets()) names.emplace_back(name);
    return names;
}

}  // namespace zref::store
