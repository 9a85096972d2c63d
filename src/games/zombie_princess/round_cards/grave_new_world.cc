// n. Grave New World: before trick 1 each player sets half the hand aside face
// down and plays it only once the rest of the hand is gone.
#include "games/zombie_princess/round_cards/hand_changes.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class GraveNewWorld final : public HandChangingCard {
public:
    char letter() const override { return 'n'; }
    std::vector<std::string> table_reminders() const override {
        return {"Before trick 1 everyone sets half the hand aside face down, plays the other half first, then picks "
                "the set-aside half up. zref cannot see which half a card is in, so it does not flag revokes this round."};
    }
    DecisionRequest after_trick(GameState& s, TrickRecord&, Ruling& r) const override {
        if (r.worded && s.round.tricks.size() + 1 == static_cast<std::size_t>(s.hand_size / 2))
            r.notices.push_back("Grave New World: the first half is played; everyone picks up the set-aside half now");
        return {};
    }
};
}  // namespace

const RoundRule& grave_new_world() {
    static const GraveNewWorld rule;
    return rule;
}

}  // namespace zref::zp
