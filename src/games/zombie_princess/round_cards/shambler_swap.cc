// f. Shambler Swap: after every trick each player passes one card face down,
// to the partner (Teams) or to the player on the right (Individuals).
#include "games/zombie_princess/round_cards/hand_changes.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class ShamblerSwap final : public HandChangingCard {
public:
    char letter() const override { return 'f'; }
    DecisionRequest after_trick(GameState& s, TrickRecord&, Ruling& r) const override {
        if (!r.worded || round_over(s)) return {};
        r.notices.push_back(std::string("Shambler Swap: everyone now passes 1 card face down ") +
                            (s.seating.teams() ? "to their partner" : "to the player on their right"));
        return {};
    }
};
}  // namespace

const RoundRule& shambler_swap() {
    static const ShamblerSwap rule;
    return rule;
}

}  // namespace zref::zp
