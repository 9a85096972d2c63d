// b. Ah One and Ah Two: each captured 1 pays 1 skull, each captured 2 pays 2.
#include "games/zombie_princess/round_cards/capture_bounty.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class AhOneAndAhTwo final : public RoundRule {
public:
    char letter() const override { return 'b'; }
    bool needs_captured_cards() const override { return true; }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        return capture_bounty(
            ctx, [](Card c, const CardCodec&) { return (c.value == 1 || c.value == 2) ? int{c.value} : 0; },
            "captured 1s and 2s");
    }
};
}  // namespace

const RoundRule& ah_one_and_ah_two() {
    static const AhOneAndAhTwo rule;
    return rule;
}

}  // namespace zref::zp
