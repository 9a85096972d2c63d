// a. Opening Night (of the Living Dead): the basic rules, nothing changed.
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class OpeningNight final : public RoundRule {
public:
    char letter() const override { return 'a'; }
};
}  // namespace

const RoundRule& opening_night() {
    static const OpeningNight rule;
    return rule;
}

}  // namespace zref::zp
