// m. Ultimate Won Knight: each captured Knight pays 1 skull.
#include "games/zombie_princess/round_cards/capture_bounty.h"
#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class UltimateWonKnight final : public RoundRule {
public:
    char letter() const override { return 'm'; }
    bool needs_captured_cards() const override { return true; }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        // The Knights' suit found once, not once per captured card.
        const std::uint8_t knights = suit_by_id(ctx.state.codec, "knights");
        return capture_bounty(
            ctx, [knights](Card c, const CardCodec&) { return c.suit == knights ? 1 : 0; }, "captured Knights");
    }
};
}  // namespace

const RoundRule& ultimate_won_knight() {
    static const UltimateWonKnight rule;
    return rule;
}

}  // namespace zref::zp
