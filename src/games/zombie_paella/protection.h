// What a Defensive Stronghold (strength 5) or an Enormous Effigy (4) standing
// in front of a collection shields its owner from. The Stronghold: other
// players' special or battle cards that touch the owner's treasures. The
// Effigy: other players' battle cards (a Bloody Battle too), but no other
// special card (Kleptobat, Deal with the Devil go through). Neither shields
// from a stronger card (The Great Flood, 6) nor from the owner's own cards
// (a Bloody Battle they lose, their Deal with the Devil). A battle may still
// be declared against them: winning it discards the protection instead of
// taking a treasure (battle.h).
#pragma once
#include <string>

#include "core/result.h"
#include "core/ruling.h"
#include "games/zombie_paella/conflict.h"
#include "games/zombie_paella/protection_kind.h"

namespace zref::paella {

inline constexpr std::string_view kBloodyBattleId = "bloody-battle";

struct Incoming {
    ChainCard card;
    bool played_by_owner = false;    // the protected player's own card
    bool touches_treasures = true;   // it acts on the protected player's treasures
};

struct Shield {
    bool shields = false;
    Reason reason;
};

// Whether `protection` shields its owner from `incoming`; refused when the
// answer needs a strength the rulebook does not give.
Result<Shield> protection_shields(Protection protection, const Incoming& incoming);

}  // namespace zref::paella
