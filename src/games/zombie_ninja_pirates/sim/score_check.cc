#include "games/zombie_ninja_pirates/sim/score_check.h"

#include <algorithm>
#include <tuple>

namespace zref::znp::sim {

int sim_chest_score(const DeckModel& deck, const PlayerState& p, int per_type) {
    int total = per_type * static_cast<int>(p.types.size());
    for (const auto& id : p.chest) {
        auto it = deck.points.find(id);
        if (it == deck.points.end()) continue;
        std::optional<int> up, down;
        for (const auto& tp : it->second) {
            if (std::find(p.types.begin(), p.types.end(), tp.first) == p.types.end()) continue;
            auto& side = tp.second >= 0 ? up : down;
            side = std::max(side.value_or(tp.second), tp.second);
        }
        if (up && down) continue;  // conflicting Types: sideways
        total += up ? *up : down ? *down : 0;
    }
    return total;
}

std::vector<SimStanding> sim_ranking(const DeckModel& deck, const GameState& s, int per_type) {
    std::vector<SimStanding> out;
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        const auto& p = s.players[i];
        out.push_back({static_cast<int>(i), sim_chest_score(deck, p, per_type), static_cast<int>(p.types.size()),
                       static_cast<int>(p.chest.size()), 1});
    }
    const auto key = [](const SimStanding& x) { return std::make_tuple(x.total, x.types, x.objects); };
    std::stable_sort(out.begin(), out.end(), [&](const SimStanding& a, const SimStanding& b) { return key(a) > key(b); });
    for (std::size_t i = 0; i < out.size(); ++i) {
        int place = 1;
        for (const auto& other : out)
            if (key(other) > key(out[i])) ++place;
        out[i].place = place;
    }
    return out;
}

std::optional<std::string> ranking_differs(const std::vector<Standing>& engine, const std::vector<SimStanding>& mine) {
    if (engine.size() != mine.size()) return "the engine ranks " + std::to_string(engine.size()) + " players, not " + std::to_string(mine.size());
    for (const auto& m : mine) {
        auto it = std::find_if(engine.begin(), engine.end(), [&](const Standing& e) { return e.seat == m.seat; });
        if (it == engine.end()) return "seat " + std::to_string(m.seat) + " is not ranked";
        if (it->total != m.total || it->types != m.types || it->objects != m.objects || it->place != m.place)
            return "seat " + std::to_string(m.seat) + ": engine " + std::to_string(it->place) + ". with " + std::to_string(it->total) +
                   " (" + std::to_string(it->types) + " Types, " + std::to_string(it->objects) + " Objects), simulator " +
                   std::to_string(m.place) + ". with " + std::to_string(m.total) + " (" + std::to_string(m.types) + ", " +
                   std::to_string(m.objects) + ")";
    }
    return std::nullopt;
}

}  // namespace zref::znp::sim
