#include "games/zombie_princess/reading_loader.h"

#include "core/text.h"
#include "core/toml_reader.h"
#include "games/zombie_princess/readings.h"

namespace zref::zp {

namespace {

std::string known_values(ReadingId id) {
    std::string out;
    for (auto v : spec_of(id).values) out += (out.empty() ? "" : ", ") + std::string(v);
    return out;
}

Result<ReadingInfo> read_one(toml::node_view<const toml::node> t, const std::string& key, TomlReader& rd) {
    ReadingInfo info;
    if (!rd.get(t["id"], key + ".id", info.id) || !rd.get(t["about"], key + ".about", info.about) ||
        !rd.get(t["question"], key + ".question", info.question) ||
        !rd.get(t["default"], key + ".default", info.default_value))
        return fail(rd.error);
    const auto id = find_reading_id(info.id);
    if (!id) return fail(rd.source + ": " + key + ".id: no reading '" + info.id + "' is known to the rules");
    const auto* values = t["values"].as_array();
    if (!values) return fail(rd.source + ": " + key + ".values: must be an array of tables (id, text)");
    for (std::size_t i = 0; i < values->size(); ++i) {
        toml::node_view<const toml::node> v{values->get(i)};
        const std::string vkey = key + ".values[" + std::to_string(i) + "]";
        ReadingInfo::Value value;
        if (!rd.get(v["id"], vkey + ".id", value.id) || !rd.get(v["text"], vkey + ".text", value.text))
            return fail(rd.error);
        info.values.push_back(std::move(value));
    }
    // The rules rule by the code's values, so the data must name the same ones, in order.
    const auto& spec = spec_of(*id).values;
    bool same = info.values.size() == spec.size();
    for (std::size_t i = 0; same && i < spec.size(); ++i) same = info.values[i].id == spec[i];
    if (!same) return fail(rd.source + ": " + key + ".values: " + info.id + " takes " + known_values(*id) + ", in that order");
    const auto index = find_reading_value(*id, info.default_value);
    if (!index)
        return fail(rd.source + ": " + key + ".default: '" + info.default_value + "' is not one of " + known_values(*id));
    info.default_index = *index;
    return info;
}

// A reading the data file does not describe: the code's values, no texts, the shipped default.
ReadingInfo undescribed(ReadingId id) {
    ReadingInfo info;
    info.id = spec_of(id).id;
    info.about = "";  // filed under nothing: shown by 'zref rules readings' only
    info.question = "(not described in this game data file)";
    for (auto v : spec_of(id).values) info.values.push_back({std::string(v), ""});
    info.default_value = info.values.front().id;
    return info;
}

}  // namespace

Status load_readings(const toml::table& root, const std::string& source, GameData& d) {
    TomlReader rd{source, {}};
    std::vector<std::optional<ReadingInfo>> by_id(kReadingCount);
    if (const auto* list = root["readings"].as_array())
        for (std::size_t i = 0; i < list->size(); ++i) {
            auto info = read_one(toml::node_view<const toml::node>{list->get(i)}, "readings[" + std::to_string(i) + "]", rd);
            if (!info) return fail(info.error());
            auto& slot = by_id[static_cast<std::size_t>(*find_reading_id(info->id))];
            if (slot) return fail(source + ": readings[" + std::to_string(i) + "]: '" + info->id + "' is listed twice");
            slot = std::move(*info);
        }
    d.readings.clear();
    for (std::size_t i = 0; i < kReadingCount; ++i) {
        // A copy of the data made before the reading existed still loads: the reading takes its shipped default.
        if (!by_id[i]) by_id[i] = undescribed(static_cast<ReadingId>(i));
        const std::string& about = by_id[i]->about;
        if (!about.empty() && !d.topic(about) && !(about.size() == 1 && d.round_card(about[0])) && !d.princess(about))
            return fail(source + ": readings: " + by_id[i]->id + ".about: '" + about +
                        "' is not a topic, a Round card letter or a Princess");
        d.readings.push_back(std::move(*by_id[i]));
    }
    return Ok{};
}

}  // namespace zref::zp
