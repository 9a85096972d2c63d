// The real hidden hands the simulator keeps: what a player holds, what they
// can battle and defend with, and cards lost at random (an Ultra's cost, a
// typed drop or pass).
#include <algorithm>

#include "games/zombie_paella/sim/random_game.h"

namespace zref::paella::sim {

namespace {

constexpr std::string_view kShowgirls = "the-showgirls";

}  // namespace

bool RandomGame::holds(int seat, const std::string& id) const {
    const auto& h = hands_[static_cast<std::size_t>(seat)];
    return std::find(h.begin(), h.end(), id) != h.end();
}

void RandomGame::take_from_hand(int seat, const std::string& id) {
    auto& h = hands_[static_cast<std::size_t>(seat)];
    h.erase(std::find(h.begin(), h.end(), id));
}

std::vector<std::string> RandomGame::lose_random(int seat, int n) {
    auto& h = hands_[static_cast<std::size_t>(seat)];
    std::vector<std::string> out;
    for (int i = 0; i < n && !h.empty(); ++i) {
        const auto k = static_cast<std::size_t>(pick(static_cast<int>(h.size())));
        out.push_back(h[k]);
        h.erase(h.begin() + static_cast<std::ptrdiff_t>(k));
    }
    return out;
}

bool RandomGame::can_attack(int seat) const {
    const auto& h = hands_[static_cast<std::size_t>(seat)];
    int showgirls = 0;
    for (const auto& id : h) {
        if (deck_->kind(id) != CardKind::battle) continue;
        if (id == kShowgirls) ++showgirls;
        else return true;
    }
    return showgirls >= 2;
}

std::vector<std::string> RandomGame::defences(int seat) const {
    std::vector<std::string> out;
    for (const auto& id : hands_[static_cast<std::size_t>(seat)])
        if (deck_->kind(id) == CardKind::battle && id != kShowgirls) out.push_back(id);
    return out;
}

std::vector<std::string> RandomGame::attack_from_hand(int seat) {
    const auto& h = hands_[static_cast<std::size_t>(seat)];
    const auto mains = defences(seat);
    const int showgirls = static_cast<int>(std::count(h.begin(), h.end(), std::string(kShowgirls)));
    std::vector<std::string> out;
    int joined = 0;
    if (!mains.empty()) {
        out.push_back(mains[static_cast<std::size_t>(pick(static_cast<int>(mains.size())))]);
        joined = showgirls > 0 && chance(50) ? 1 + pick(showgirls) : 0;
    } else if (showgirls >= 2) {
        joined = 2 + pick(showgirls - 1);
    }
    for (int i = 0; i < joined; ++i) out.emplace_back(kShowgirls);
    return out;
}

}  // namespace zref::paella::sim
