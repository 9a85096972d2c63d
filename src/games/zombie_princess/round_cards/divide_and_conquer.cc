// s. Divide and Conquer: before bidding each player sets half the hand under
// the Princess; when the hand is played out, that half goes to the partner
// (Teams) or the player on the right (Individuals), who plays it.
#include "games/zombie_princess/round_cards/hand_changes.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class DivideAndConquer final : public HandChangingCard {
public:
    char letter() const override { return 's'; }
    std::vector<std::string> table_reminders() const override {
        return {"Before bidding, everyone puts half the hand face down under their Princess."};
    }
    DecisionRequest after_trick(GameState& s, TrickRecord&, Ruling& r) const override {
        if (r.worded && s.round.tricks.size() + 1 == static_cast<std::size_t>(s.hand_size / 2))
            r.notices.push_back(std::string("Divide and Conquer: hands are empty; everyone hands the set-aside cards ") +
                                (s.seating.teams() ? "to their partner" : "to the player on their right") +
                                " and plays on with the cards received");
        return {};
    }
};
}  // namespace

const RoundRule& divide_and_conquer() {
    static const DivideAndConquer rule;
    return rule;
}

}  // namespace zref::zp
