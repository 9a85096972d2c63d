// Alice, Tea(m) Time (Teams only): on her turn her partner plays a card from
// the partner's own hand as Alice's card; Alice then gives the partner a card.
// The partner still plays their own turn later in the trick.
#include "games/zombie_princess/princesses/armed_power.h"

namespace zref::zp {

namespace {
class Alice final : public ArmedPower {
public:
    std::string_view id() const override { return "alice"; }
    void on_armed_play(GameState& s, int seat, Play& play, Ruling& r) const override {
        const int partner = s.seating.partner(seat);
        play.proves_void = false;  // the card came from the partner's hand
        // The partner's hand gained an unknown card from Alice: what it showed before no longer holds.
        s.round.forget_hand(partner);
        s.round.records.push_back(s.seating.name(partner) + " played " + s.codec.name(play.card) + " for " +
                                  s.seating.name(seat) + " (Alice), and " + s.seating.name(seat) + " gave " +
                                  s.seating.name(partner) + " a card");
        if (!r.worded) return;
        r.notices.push_back(s.seating.name(seat) + " now gives " + s.seating.name(partner) + " a card of her choice");
        r.because(s.seating.name(partner) + " played this card from their own hand as " + s.seating.name(seat) + "'s",
                  "Princess Cards: Alice");
    }

protected:
    std::string declared() const override { return "Tea(m) Time (her partner plays this card for her)"; }
    Status extra_window(const GameState& s, int) const override {
        if (!s.seating.teams()) return fail("Alice plays only in Teams");
        return Ok{};
    }
};
}  // namespace

const PrincessPower& alice() {
    static const Alice p;
    return p;
}

}  // namespace zref::zp
