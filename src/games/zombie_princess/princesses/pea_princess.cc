// The Pea Princess, Pea Shooter: +5 to the value of the card she plays, for
// that trick only; Round card scoring still uses the printed value.
#include "games/zombie_princess/princesses/armed_power.h"

namespace zref::zp {

namespace {
class PeaPrincess final : public ArmedPower {
public:
    std::string_view id() const override { return "pea-princess"; }
    void on_armed_play(GameState& s, int seat, Play& play, Ruling& r) const override {
        play.bonus = 5;
        if (r.worded)
            r.because(s.seating.name(seat) + "'s " + s.codec.name(play.card) + " counts as " +
                          std::to_string(play.card.value + 5) + " in this trick; on equal values the earlier card wins",
                      "Princess Cards: The Pea Princess");
    }

protected:
    std::string declared() const override { return "Pea Shooter (+5)"; }
};
}  // namespace

const PrincessPower& pea_princess() {
    static const PeaPrincess p;
    return p;
}

}  // namespace zref::zp
