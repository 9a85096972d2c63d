#include "games/rebel_princess/readings.h"

#include <algorithm>

namespace zref::rp {

std::string reading_value(const GameData& data, const TableSetup& setup, std::string_view id) {
    if (auto it = setup.readings.find(std::string(id)); it != setup.readings.end()) return it->second;
    const ReadingInfo* r = data.reading(id);
    return r && !r->values.empty() ? r->values.front().id : std::string();
}

std::string reading_note(const GameData& data, const TableSetup& setup, std::string_view id) {
    return " (our reading: " + std::string(id) + " = " + reading_value(data, setup, id) + ")";
}

bool rebel_of_the_ball_on(const GameData& data, const TableSetup& setup) {
    const std::string v = reading_value(data, setup, "rebel-of-the-ball");
    if (v == "on") return true;
    if (v == "off") return false;
    return std::find(setup.sets.begin(), setup.sets.end(), "deluxe") != setup.sets.end();
}

}  // namespace zref::rp
