// After-party: each hand is split into two halves; the first is played out,
// then the second is taken up. A suit missing from the first half may be in
// the second, so what the first half showed does not hold after it.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct AfterParty : RoundRule {
    std::string_view id() const override { return "after-party"; }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Split your hand into two equal halves, set one aside, play the other out, then take up the rest."};
    }
    void after_trick(const GameData&, GameState& s, Ruling& r) const override {
        if (static_cast<int>(s.round.tricks.size()) * 2 != s.round.hand_size) return;
        for (int seat = 0; seat < s.seating.size(); ++seat) s.round.forget_hand(seat);
        r.notices.push_back("The first halves are played out: everyone takes up the other half (After-party).");
    }
};
}  // namespace

const RoundRule& after_party() {
    static const AfterParty rule;
    return rule;
}

}  // namespace zref::rp
