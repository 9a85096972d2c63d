// l. Revenge of the Living (Hourglass): a side in the lead that does not hit
// its bid exactly (buying missed tricks allowed) loses all its skulls.
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class RevengeOfTheLiving final : public RoundRule {
public:
    char letter() const override { return 'l'; }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        std::vector<SkullAward> out;
        for (int side = 0; side < ctx.state.seating.side_count(); ++side) {
            if (!ctx.in_lead.at(static_cast<std::size_t>(side))) continue;
            if (ctx.exact(side))
                out.push_back({side, 0, ctx.worded ? "in the lead and bid hit exactly: skulls kept" : ""});
            else  // the wording only for a worded receipt (ScoringContext::worded)
                out.push_back({side, 0, ctx.worded ? "in the lead and bid not hit exactly: all skulls returned" : "", true});
        }
        return out;
    }
};
}  // namespace

const RoundRule& revenge_of_the_living() {
    static const RevengeOfTheLiving rule;
    return rule;
}

}  // namespace zref::zp
