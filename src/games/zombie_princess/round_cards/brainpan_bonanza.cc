// i. Brainpan Bonanza: skulls equal to the lowest card value a side won.
#include <algorithm>

#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class BrainpanBonanza final : public RoundRule {
public:
    char letter() const override { return 'i'; }
    bool needs_captured_cards() const override { return true; }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        std::vector<SkullAward> out;  // an award for every side, worded only for a worded receipt
        out.reserve(static_cast<std::size_t>(ctx.state.seating.side_count()));
        for (int side = 0; side < ctx.state.seating.side_count(); ++side) {
            const auto i = static_cast<std::size_t>(side);
            if (!ctx.outcome.cards_known) {
                int typed = ctx.outcome.manual_card_skulls.at(i);
                out.push_back({side, typed, std::to_string(typed) + " for the lowest card won (typed by the table)"});
                continue;
            }
            const auto& cards = ctx.outcome.captured.at(i);
            if (cards.empty()) {
                out.push_back({side, 0, ctx.worded ? "no counted trick, so no lowest card" : ""});
                continue;
            }
            Card low = *std::min_element(cards.begin(), cards.end(),
                                         [](Card a, Card b) { return a.value < b.value; });
            out.push_back({side, low.value, ctx.worded ? "lowest card won: " + ctx.state.codec.name(low) : std::string()});
        }
        return out;
    }
};
}  // namespace

const RoundRule& brainpan_bonanza() {
    static const BrainpanBonanza rule;
    return rule;
}

}  // namespace zref::zp
