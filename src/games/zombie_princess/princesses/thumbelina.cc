// Thumbelina, Choose Your Weapon: once a round she may play any card but a
// Prince without following suit, so that card proves no void.
#include "games/zombie_princess/princesses/armed_power.h"

namespace zref::zp {

namespace {
class Thumbelina final : public ArmedPower {
public:
    std::string_view id() const override { return "thumbelina"; }
    Status check_armed_play(const GameState& s, int, const Play& play) const override {
        if (play.card.suit == s.codec.trump_suit())
            return fail("Thumbelina's power lets her play any card but a " + s.codec.suit_singular(play.card.suit));
        return Ok{};
    }
    void on_armed_play(GameState& s, int seat, Play& play, Ruling& r) const override {
        play.proves_void = false;
        if (r.worded)
            r.because(s.seating.name(seat) + " need not follow suit for this card", "Princess Cards: Thumbelina");
    }

protected:
    std::string declared() const override { return "Choose Your Weapon (no need to follow suit)"; }
};
}  // namespace

const PrincessPower& thumbelina() {
    static const Thumbelina p;
    return p;
}

}  // namespace zref::zp
