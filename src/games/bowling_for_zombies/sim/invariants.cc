#include "games/bowling_for_zombies/sim/invariants.h"

namespace zref::bfz::sim {

std::optional<Violation> check_event(const Game& g, const std::vector<int>* table_deck) {
    const GameState& s = g.state();
    if (auto v = check_lane_cards(s, g.data(), table_deck)) return v;
    if (auto v = check_round_lanes(s, g.data())) return v;
    if (auto v = check_zombies(s)) return v;
    if (auto v = check_body_parts(s)) return v;
    if (auto v = check_fates(s)) return v;
    if (auto v = check_one_decision(g)) return v;
    return check_sheet(build_sheet(s, g.data()), s.setup.variant);
}

}  // namespace zref::bfz::sim
