// Once Upon a Time: the basic rules, nothing more (a card to learn on).
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct OnceUponATime : RoundRule {
    std::string_view id() const override { return "once-upon-a-time"; }
};
}  // namespace

const RoundRule& once_upon_a_time() {
    static const OnceUponATime rule;
    return rule;
}

}  // namespace zref::rp
