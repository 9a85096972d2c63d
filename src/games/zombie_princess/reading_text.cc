#include "games/zombie_princess/reading_text.h"

#include "core/text.h"

namespace zref::zp {

std::string reading_text(const ReadingInfo& info) {
    std::string out = "  Table reading " + info.id + ": " + info.question + "\n";
    for (const auto& v : info.values)
        out += "    " + v.id + (v.id == info.default_value ? " (default): " : ": ") + v.text + "\n";
    std::string other;
    for (const auto& v : info.values)
        if (v.id != info.default_value) other = v.id;
    out += "    Choose at setup: 'reading " + info.id + " " + other + "' (zref new --reading " + info.id + "=" + other +
           ", or " + info.id + " = \"" + other + "\" under [readings] in config.toml)\n";
    return out;
}

std::vector<const ReadingInfo*> readings_about(const GameData& data, std::string_view about) {
    std::vector<const ReadingInfo*> out;
    for (const auto& r : data.readings)
        if (iequals(r.about, about)) out.push_back(&r);
    return out;
}

}  // namespace zref::zp
