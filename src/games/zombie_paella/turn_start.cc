#include "games/zombie_paella/turn_start.h"

#include "games/zombie_paella/sections.h"
#include "games/zombie_paella/win.h"

namespace zref::paella {

TurnStart turn_start(const PlayerState& player, const GameData& data, int players, bool garlic_dip_new) {
    TurnStart out;
    if (player.holds(std::string(kRottingOrangeTreeId))) {
        out.forced_draws = 1;
        out.reasons.push_back({player.name + " holds the Rotting Orange Tree: one card is drawn before any action",
                               std::string(sec::FaqRottingOrangeTree)});
    }
    if (!player.holds(std::string(kGarlicDipId))) return out;
    const int ingredients = ingredient_worth(player, data, players);
    if (garlic_dip_new)
        out.reasons.push_back({"the Garlic Dip works from the turn after it was gained",
                               std::string(sec::FaqGarlicDip)});
    else if (ingredients > 0)
        out.reasons.push_back({player.name + " starts the turn with " + std::to_string(ingredients) +
                                   " ingredients: the Garlic Dip gives no second action",
                               std::string(sec::FaqGarlicDip)});
    else {
        out.actions = 2;
        out.reasons.push_back({player.name + " starts the turn with no ingredients: the Garlic Dip gives two actions, "
                                             "whatever the first one brings",
                               std::string(sec::FaqGarlicDip)});
    }
    return out;
}

}  // namespace zref::paella
