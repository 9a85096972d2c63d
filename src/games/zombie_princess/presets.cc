#include "games/zombie_princess/presets.h"

#include <toml++/toml.h>

#include "core/text.h"
#include "core/toml_reader.h"

namespace zref::zp {

Result<TablePreset> parse_preset(std::string_view toml_text, const std::string& name) {
    auto parsed = parse_toml(toml_text, name);
    if (!parsed) return fail(parsed.error());
    const toml::table& root = *parsed;
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

}  // namespace zref::zp
