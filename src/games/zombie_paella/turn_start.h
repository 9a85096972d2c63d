// What a turn begins with, from the permanent effects in the collection: the
// Rotting Orange Tree makes its holder draw one card before any action,
// wanted or not; the Garlic Dip gives two actions to a holder who starts the
// turn with no ingredients, from the turn after it was gained. It is the
// ingredients at the start of the turn that count, so an ingredient gained
// by the first action does not take the second away. Both together: draw,
// then two actions. Other cards (Double Trouble) add actions during the turn.
#pragma once
#include <vector>

#include "core/ruling.h"
#include "games/zombie_paella/data.h"
#include "games/zombie_paella/state.h"

namespace zref::paella {

inline constexpr std::string_view kRottingOrangeTreeId = "rotting-orange-tree";
inline constexpr std::string_view kGarlicDipId = "garlic-dip";

struct TurnStart {
    int forced_draws = 0;
    int actions = 1;
    std::vector<Reason> reasons;
};

// `garlic_dip_new`: the Garlic Dip came into the collection since the
// player's last turn, so it does not work yet.
TurnStart turn_start(const PlayerState& player, const GameData& data, int players, bool garlic_dip_new = false);

}  // namespace zref::paella
