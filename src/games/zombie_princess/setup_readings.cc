// 'reading ID VALUE' at setup: the table's choice where the rulebook can be
// read two ways (readings.h). Journaled like every setup line, so a replay
// rules by the same readings; 'begin' fixes them in the state. The setup
// lines a new game or a one-shot tool takes from --reading and the config
// are made here too, so all of them read the readings one way.
#include <map>

#include "core/text.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

namespace {

std::string value_ids(const ReadingInfo& info) {
    std::vector<std::string> ids;
    for (const auto& v : info.values) ids.push_back(v.id);
    return join(ids, " or ");
}

std::string reading_ids(const GameData& data) {
    std::vector<std::string> ids;
    for (const auto& r : data.readings) ids.push_back(r.id);
    return join(ids, ", ");
}

}  // namespace

Result<Ruling> Game::on_reading(GameState& s, const Command& c) const {
    if (c.args.size() != 2)
        return fail("reading: give a reading and its value, e.g. 'reading dorothy-zero-bid breaks'; the readings are " +
                    reading_ids(*data_));
    const ReadingInfo* info = data_->reading(c.args[0]);
    if (!info) {
        std::vector<std::string> ids;
        for (const auto& r : data_->readings) ids.push_back(r.id);
        return fail("reading: no reading '" + c.args[0] + "'" + did_you_mean(c.args[0], ids) + "; the readings are " +
                    reading_ids(*data_));
    }
    const auto id = find_reading_id(info->id);  // the data's readings are the known ones (reading_loader.cc)
    const auto value = find_reading_value(*id, lower(c.args[1]));
    if (!value) return fail("reading " + info->id + ": give " + value_ids(*info) + " (the default is " + info->default_value + ")");
    s.setup.readings[static_cast<std::size_t>(*id)] = static_cast<std::int8_t>(*value);
    Ruling r = ruling();
    if (explaining_) {
        const auto& chosen = info->values[*value];
        r.headline = "Reading " + info->id + ": " + chosen.id + (chosen.id == info->default_value ? " (the default)" : "");
        r.notices.push_back(chosen.text);
    }
    return r;
}

ReadingValues readings_for(const TableSetup& setup, const GameData& data) {
    ReadingValues out{};
    for (std::size_t i = 0; i < kReadingCount; ++i)
        out[i] = setup.readings[i] >= 0 ? static_cast<std::uint8_t>(setup.readings[i])
                                        : (i < data.readings.size() ? data.readings[i].default_index : 0);
    return out;
}

Result<std::vector<std::string>> reading_lines(const UserSettings& config, const std::string& option) {
    std::map<std::string, std::string> chosen;
    for (const auto& [id, setting] : config.readings) chosen[id] = setting.value;
    for (const auto& pair : split_names(option)) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == pair.size())
            return fail("--reading: write ID=VALUE, e.g. --reading dorothy-zero-bid=breaks ('zref rules readings' lists them)");
        chosen[lower(pair.substr(0, eq))] = lower(pair.substr(eq + 1));
    }
    std::vector<std::string> lines;
    for (const auto& [id, value] : chosen) lines.push_back("reading " + id + " " + value);
    return lines;
}

Result<ReadingValues> readings_of_lines(const GameData& data, const std::vector<std::string>& lines) {
    // A game's own 'reading' checks each line, so a refusal is worded as in a game.
    Game game(data);
    if (auto r = game.apply("game " + data.id); !r) return fail(r.error());
    for (const auto& line : lines)
        if (auto r = game.apply(line); !r) return fail(r.error());
    return readings_for(game.state().setup, data);
}

std::string reading_in_force(const GameData& data, const ReadingValues& values, ReadingId id) {
    const auto i = static_cast<std::size_t>(id);
    if (i >= data.readings.size() || values[i] == data.readings[i].default_index) return "";
    return "Table reading " + data.readings[i].id + ": " + data.readings[i].values.at(values[i]).id;
}

}  // namespace zref::zp
