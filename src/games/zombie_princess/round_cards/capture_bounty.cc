#include "games/zombie_princess/round_cards/capture_bounty.h"

namespace zref::zp {

std::vector<SkullAward> capture_bounty(const ScoringContext& ctx, const CardBounty& bounty, std::string_view what) {
    std::vector<SkullAward> out;
    out.reserve(static_cast<std::size_t>(ctx.state.seating.side_count()));  // one award a side
    const auto& codec = ctx.state.codec;
    for (int side = 0; side < ctx.state.seating.side_count(); ++side) {
        if (!ctx.outcome.cards_known) {
            int typed = ctx.outcome.manual_card_skulls.at(static_cast<std::size_t>(side));
            out.push_back({side, typed, std::to_string(typed) + " for " + std::string(what) + " (typed by the table)"});
            continue;
        }
        int total = 0;
        std::string items;
        for (Card c : ctx.outcome.captured.at(static_cast<std::size_t>(side))) {
            int worth = bounty(c, codec);
            if (worth == 0) continue;
            total += worth;
            if (ctx.worded) items += (items.empty() ? "" : ", ") + codec.name(c) + " +" + std::to_string(worth);
        }
        if (!ctx.worded) out.push_back({side, total, {}});
        else out.push_back({side, total, items.empty() ? "no " + std::string(what) + " in counted tricks" : items});
    }
    return out;
}

}  // namespace zref::zp
