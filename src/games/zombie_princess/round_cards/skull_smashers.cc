// q. Skull Smashers: the over-trick penalty is doubled.
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class SkullSmashers final : public RoundRule {
public:
    char letter() const override { return 'q'; }
    int over_trick_multiplier() const override { return 2; }
};
}  // namespace

const RoundRule& skull_smashers() {
    static const SkullSmashers rule;
    return rule;
}

}  // namespace zref::zp
