// i. Brainpan Bonanza: skulls equal to the lowest card value a side won.
#include <algorithm>

#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
// By counts each player types the lowest card of their own tricks; a side's
// is the lowest typed by a member who won a counted trick, as card by card a
// team gains its lowest card once. 0 when no member did.
int typed_lowest(const GameState& s, int side) {
    const PerSeat<int> tricks = seat_tricks(s);
    int lowest = -1;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        if (s.seating.side_of(seat) != side || tricks[i] <= 0) continue;
        const int typed = s.round.typed_card_skulls[i];
        if (lowest < 0 || typed < lowest) lowest = typed;
    }
    return std::max(lowest, 0);
}

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
                const int typed = typed_lowest(ctx.state, side);
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
