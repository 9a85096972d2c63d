// u. His Majesty's Last Groan: the winner of the last trick hands it to the
// player on their left, who also takes over its Frog decision.
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class HisMajestysLastGroan final : public RoundRule {
public:
    char letter() const override { return 'u'; }
    bool last_trick_powers_allowed() const override { return false; }
    DecisionRequest after_trick(GameState& s, TrickRecord& t, Ruling& r) const override {
        if (!round_over(s)) return {};
        t.owner = s.seating.left(t.winner);
        if (!r.worded) return {};
        const std::string why = "the last trick goes from " + s.seating.name(t.winner) + " to the player on their left, " +
                                s.seating.name(t.owner) + (t.has_frog ? ", who also decides whether its Frog counts" : "");
        r.notices.push_back("His Majesty's Last Groan: " + why);
        r.because(why, "Round Cards: u. His Majesty's Last Groan");
        return {};
    }
};
}  // namespace

const RoundRule& his_majestys_last_groan() {
    static const HisMajestysLastGroan rule;
    return rule;
}

}  // namespace zref::zp
