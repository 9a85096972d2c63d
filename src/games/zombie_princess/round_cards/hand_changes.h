// Round cards whose only effect zref can see is that hands change during the
// round (or only part of a hand may be played), so a card off the led suit no
// longer proves a void: f Shambler Swap, n Grave New World, o Decomposing
// Duos, s Divide and Conquer. Each still has its own file and reminders.
#pragma once
#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

class HandChangingCard : public RoundRule {
public:
    bool off_suit_proves_void(const GameState&) const override { return false; }
};

}  // namespace zref::zp
