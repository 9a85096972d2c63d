// Musical Chairs: after every trick but the last, each player hands a card
// face down to the right. Hands change unseen after every trick, so what a
// hand showed (a void, a claim of only Princes) holds only until then.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct MusicalChairs : RoundRule {
    std::string_view id() const override { return "musical-chairs"; }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"After each trick but the last, everyone hands one card face down to the right, before any power."};
    }
    void after_trick(const GameData&, GameState& s, Ruling& r) const override {
        if (s.round.cards_left.front() == 0) return;  // no hand-off after the last trick
        for (int seat = 0; seat < s.seating.size(); ++seat) s.round.forget_hand(seat);
        r.notices.push_back("Everyone hands one card face down to the right (Musical Chairs).");
    }
};
}  // namespace

const RoundRule& musical_chairs() {
    static const MusicalChairs rule;
    return rule;
}

}  // namespace zref::rp
