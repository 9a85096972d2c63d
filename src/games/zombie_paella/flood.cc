#include "games/zombie_paella/flood.h"

#include "games/zombie_paella/sections.h"

namespace zref::paella {

FloodOutcome great_flood(const PublicState& state) {
    FloodOutcome out{state, {}};
    const int n = static_cast<int>(state.players.size());
    for (int from = 0; from < n; ++from) {
        // Seats are in clockwise order: the next player is the next seat.
        const int to = (from + 1) % n;
        const auto& giver = state.players[from];
        auto& taker = out.state.players[to];
        taker.ingredients = giver.ingredients;
        taker.discardables = giver.discardables;
        taker.permanents = giver.permanents;
        out.reasons.push_back({giver.name + "'s " + std::to_string(giver.treasure_count()) + " treasures go to " +
                                   taker.name,
                               std::string(sec::Strength)});
    }
    if (state.saffron_holder) out.state.saffron_holder = (*state.saffron_holder + 1) % n;
    for (const auto& p : state.players)
        if (!p.in_front.empty()) {
            out.reasons.push_back({"what stands in front of " + p.name +
                                       "'s collection stays there and shields nothing from the stronger Flood",
                                   std::string(sec::FaqGreatFlood)});
            break;
        }
    return out;
}

}  // namespace zref::paella
