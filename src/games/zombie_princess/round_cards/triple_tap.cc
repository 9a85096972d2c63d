// e. Triple Tap: each captured 3 pays 3 skulls.
#include "games/zombie_princess/round_cards/capture_bounty.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class TripleTap final : public RoundRule {
public:
    char letter() const override { return 'e'; }
    bool needs_captured_cards() const override { return true; }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        return capture_bounty(ctx, [](Card c, const CardCodec&) { return c.value == 3 ? 3 : 0; }, "captured 3s");
    }
};
}  // namespace

const RoundRule& triple_tap() {
    static const TripleTap rule;
    return rule;
}

}  // namespace zref::zp
