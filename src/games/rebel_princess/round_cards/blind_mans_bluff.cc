// Blind Man's Bluff: once each player has played half of the hand they were
// dealt, the cards they still hold go to the player on their right, who plays
// them from then on. Each hand is then someone else's, so what it showed no
// longer holds for its new player.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct BlindMansBluff : RoundRule {
    std::string_view id() const override { return "blind-mans-bluff"; }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Halfway through the round, everyone hands the cards they still hold to the player on their right."};
    }
    void after_trick(const GameData&, GameState& s, Ruling& r) const override {
        if (static_cast<int>(s.round.tricks.size()) * 2 != s.round.hand_size) return;
        for (int seat = 0; seat < s.seating.size(); ++seat) s.round.forget_hand(seat);
        r.notices.push_back("Half the hands are played: everyone hands the rest to the player on their right "
                            "(Blind Man's Bluff).");
    }
};
}  // namespace

const RoundRule& blind_mans_bluff() {
    static const BlindMansBluff rule;
    return rule;
}

}  // namespace zref::rp
