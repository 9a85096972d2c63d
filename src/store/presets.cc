#include "store/presets.h"

#include <toml++/toml.h>


#include "core/text.h"
#include "store/embedded.h"
#include "store/storage.h"

namespace zref::store {

Result<TablePreset> parse_preset(std::string_view toml_text, const std::string& name) {
    toml::table root;
    try {
        root = toml::parse(toml_text, name);
    } catch (const toml::parse_error& e) {
        return fail(name + ":" + std::to_string(e.source().begin.line) + ": " + std::string(e.description()));
    }
    TablePreset p;
    p.name = name;
    auto str = [&](const char* key, std::string& out) -> Status {
        auto node = root[key];
        if (!node) return Ok{};
        auto v = node.value<std::string>();
        if (!v) return fail(name + ": " + key + ": must be a string");
        out = *v;
        return Ok{};
    };
    auto list = [&](const char* key, std::vector<std::string>& out) -> Status {
        auto node = root[key];
        if (!node) return Ok{};
        if (auto v = node.value<std::string>()) {
            out = {*v};
            return Ok{};
        }
        const auto* arr = node.as_array();
        if (!arr) return fail(name + ": " + key + ": must be an array of strings");
        for (const auto& el : *arr) {
            auto v = el.value<std::string>();
            if (!v) return fail(name + ": " + key + ": must be an array of strings");
            out.push_back(*v);
        }
        return Ok{};
    };
    for (auto st : {str("description", p.description), str("mode", p.mode), str("princesses", p.princesses),
                    str("start", p.start), str("frog", p.frog), list("players", p.players), list("rounds", p.rounds)})
        if (!st) return fail(st.error());
    if (auto node = root["powers"]) {
        auto v = node.value<bool>();
        if (!v) return fail(name + ": powers: must be true or false");
        p.powers = *v;
    }
    if (auto node = root["strictness"]) {
        auto v = node.value<std::string>();
        if (!v || (*v != "strict" && *v != "lenient")) return fail(name + ": strictness: must be \"strict\" or \"lenient\"");
        p.lenient = *v == "lenient";
    }
    return p;
}

Result<TablePreset> find_preset(const std::string& name_or_path, Storage& storage) {
    for (const auto& [name, text] : embedded_presets())
        if (name == name_or_path) return parse_preset(text, std::string(name));
    auto text = storage.read_all(name_or_path);
    if (!text)
        return fail("no preset '" + name_or_path + "'" + did_you_mean(name_or_path, builtin_preset_names()) +
                    ": built-in presets are " + join(builtin_preset_names(), ", ") + ", or give a .toml file");
    return parse_preset(*text, name_or_path);
}

std::vector<std::string> builtin_preset_names() {
    std::vector<std::string> names;
    for (const auto& [name, text] : embedded_presets()) names.emplace_back(name);
    return names;
}

}  // namespace zref::store
