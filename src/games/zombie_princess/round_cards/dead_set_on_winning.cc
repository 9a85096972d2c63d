// d. Dead Set on Winning (Hourglass): every side not on the Hourglass Leader
// line gets 2 skulls per counted trick.
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class DeadSetOnWinning final : public RoundRule {
public:
    char letter() const override { return 'd'; }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        // An award for every side, worded only for a worded receipt (ScoringContext::worded).
        std::vector<SkullAward> out;
        out.reserve(static_cast<std::size_t>(ctx.state.seating.side_count()));
        for (int side = 0; side < ctx.state.seating.side_count(); ++side) {
            const auto s = static_cast<std::size_t>(side);
            if (ctx.in_lead.at(s)) {
                out.push_back({side, 0, ctx.worded ? "in the lead: no skulls from this card" : ""});
                continue;
            }
            int tricks = ctx.outcome.tricks.at(s);
            std::string detail;
            if (ctx.worded) detail = "not in the lead: 2 x " + std::to_string(tricks) + " counted trick" + (tricks == 1 ? "" : "s");
            out.push_back({side, 2 * tricks, std::move(detail)});
        }
        return out;
    }
};
}  // namespace

const RoundRule& dead_set_on_winning() {
    static const DeadSetOnWinning rule;
    return rule;
}

}  // namespace zref::zp
