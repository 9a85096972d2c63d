// Masquerade Ball: after the lead, the others play face down; the cards are
// turned up together and the trick is decided as usual. zref takes the cards
// once they are turned up, in the order they were played.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct MasqueradeBall : RoundRule {
    std::string_view id() const override { return "masquerade-ball"; }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"After the lead, everyone plays face down; type the cards once they are turned up, in the order "
                "they were played. Snow White announces her power as she lays her card."};
    }
};
}  // namespace

const RoundRule& masquerade_ball() {
    static const MasqueradeBall rule;
    return rule;
}

}  // namespace zref::rp
