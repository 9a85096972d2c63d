// o. Decomposing Duos: before each trick everyone but the leader keeps 2 cards
// to choose from; the leader still may not lead an unbroken Prince.
#include "games/zombie_princess/round_cards/hand_changes.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class DecomposingDuos final : public HandChangingCard {
public:
    char letter() const override { return 'o'; }
    bool hands_change(const GameState&) const override { return false; }
    std::vector<std::string> table_reminders() const override {
        return {"Before each trick, everyone except the leader picks 2 cards and plays one of them. A player may then "
                "not follow suit while holding it, so zref does not flag revokes this round."};
    }
    DecisionRequest after_trick(GameState& s, TrickRecord& t, Ruling& r) const override {
        if (!r.worded || round_over(s)) return {};
        r.notices.push_back("Decomposing Duos: everyone but " + s.seating.name(t.winner) + " picks 2 cards for the next trick");
        return {};
    }
};
}  // namespace

const RoundRule& decomposing_duos() {
    static const DecomposingDuos rule;
    return rule;
}

}  // namespace zref::zp
