// t. The High Cost of Living (Hourglass): each trick in which a side in the
// lead plays a Prince costs it a skull onto the card (from the supply when it
// has none); at round end the pile goes to the lowest Hourglass line, split.
#include <algorithm>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class TheHighCostOfLiving final : public RoundRule {
public:
    char letter() const override { return 't'; }
    DecisionRequest after_trick(GameState& s, TrickRecord& t, Ruling& r) const override {
        const auto lead = sides_in_lead(s);
        const std::uint8_t trump = s.codec.trump_suit();
        for (int side = 0; side < s.seating.side_count(); ++side) {
            const auto i = static_cast<std::size_t>(side);
            if (!lead[i]) continue;
            bool prince = false;
            for (const auto& p : t.plays)
                if (s.seating.side_of(p.seat) == side && p.card.suit == trump) prince = true;
            if (!prince) continue;  // one skull per trick, however many Princes the side played
            ++s.round.pile;
            if (s.skulls[i] > 0) {
                --s.skulls[i];
                ++s.round.pile_paid[i];
                if (r.worded)
                    r.notices.push_back(s.seating.side_name(side) +
                                        " is in the lead and played a Prince: 1 skull onto the card (" +
                                        std::to_string(s.round.pile) + " there now)");
            } else if (r.worded) {
                r.notices.push_back(s.seating.side_name(side) +
                                    " is in the lead and played a Prince but has no skull: 1 skull from the supply "
                                    "onto the card (" + std::to_string(s.round.pile) + " there now)");
            }
        }
        return {};
    }
    // Scored by counts, zref saw no Prince: each side types (card-skulls) the
    // tricks in which it played a Prince; only the sides in the lead pay.
    bool needs_captured_cards() const override { return true; }
    std::vector<SkullAward> round_card_skulls(const ScoringContext& ctx) const override {
        std::vector<SkullAward> out;
        const auto& s = ctx.state;
        const auto last = hourglass_last_places(s);
        int pile = s.round.pile;
        std::vector<int> typed_paid(static_cast<std::size_t>(s.seating.side_count()), 0);
        if (!ctx.outcome.cards_known)
            for (int side = 0; side < s.seating.side_count(); ++side)
                if (ctx.in_lead.at(static_cast<std::size_t>(side))) {
                    const int n = ctx.outcome.manual_card_skulls.at(static_cast<std::size_t>(side));
                    typed_paid[static_cast<std::size_t>(side)] = n;
                    pile += n;
                }
        const int share = last.empty() ? 0 : pile / static_cast<int>(last.size());
        for (int side = 0; side < s.seating.side_count(); ++side) {
            const auto i = static_cast<std::size_t>(side);
            std::string detail;
            int gain = 0;
            if (s.round.pile_paid[i] > 0)
                detail = "put " + std::to_string(s.round.pile_paid[i]) + " skulls on the card during play (already taken)";
            if (typed_paid[i] > 0) {
                // Paid now, as far as the side's skulls go; the supply covers the rest.
                gain -= typed_paid[i];
                detail = "played a Prince in " + std::to_string(typed_paid[i]) + " tricks (typed): " +
                         std::to_string(typed_paid[i]) + " skulls onto the card";
            }
            if (std::find(last.begin(), last.end(), side) != last.end()) {
                gain += share;
                detail += std::string(detail.empty() ? "" : "; ") + "lowest Hourglass line: receives " +
                          std::to_string(share) + " of the " + std::to_string(pile) + " on the card" +
                          (last.size() > 1 ? " (split " + std::to_string(last.size()) + " ways, " +
                                                 std::to_string(pile % static_cast<int>(last.size())) + " back to the supply)"
                                           : "");
            }
            if (!detail.empty()) out.push_back({side, gain, detail});
        }
        return out;
    }
};
}  // namespace

const RoundRule& the_high_cost_of_living() {
    static const TheHighCostOfLiving rule;
    return rule;
}

}  // namespace zref::zp
