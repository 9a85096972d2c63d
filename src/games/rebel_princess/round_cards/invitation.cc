// Invitation (first edition only): the basic rules, nothing more.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct Invitation : RoundRule {
    std::string_view id() const override { return "invitation"; }
};
}  // namespace

const RoundRule& invitation() {
    static const Invitation rule;
    return rule;
}

}  // namespace zref::rp
