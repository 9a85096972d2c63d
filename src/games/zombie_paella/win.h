// Who has won, checked after every change to the table. Five ingredients in
// a collection win at once; ingredients are counted, not cards, and Saffron
// counts two with four or more players. When the last card of the draw pile
// is drawn, the Apastalypse's holder wins at once. When several win at the
// same moment, the Apastalypse's holder wins; otherwise the one without the
// Swamp Rat wins over the one with it. The Swamp Rat does nothing until the
// collections together hold eight ingredient cards (cards, not worth).
#pragma once
#include <optional>
#include <vector>

#include "core/ruling.h"
#include "games/zombie_paella/data.h"
#include "games/zombie_paella/state.h"

namespace zref::paella {

inline constexpr std::string_view kApastalypseId = "apastalypse";

// A player's ingredients, counted in worth (Saffron two with 4+ players).
int ingredient_worth(const PlayerState& player, const GameData& data, int players);
// Ingredient cards in all collections together, each card once.
int ingredient_cards_in_play(const PublicState& state);

struct SwampRatCheck {
    bool active = false;
    Reason reason;
};
SwampRatCheck swamp_rat_active(const PublicState& state, const GameData& data);

struct WinCheck {
    bool game_over = false;
    std::optional<int> winner;  // a seat; none with game_over: the table decides
    std::vector<int> level;     // simultaneous winners the rulebook cannot separate
    std::vector<Reason> reasons;
};

WinCheck check_win(const PublicState& state, const GameData& data);

}  // namespace zref::paella
