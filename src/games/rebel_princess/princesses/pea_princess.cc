// The Pea Princess, Five More Minutes!: before a trick, everyone plays a
// card above 5 in it when they have one they may play (following suit comes
// first). zref cannot see hands: a card of 5 or less is noted, not refused.
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct PeaPrincess : PrincessPower {
    std::string_view id() const override { return "pea-princess"; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words");
        s.round.powers.above_five = true;
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Pea Princess: in this trick everyone plays above 5 when able";
        return r;
    }
};
}  // namespace

const PrincessPower& pea_princess() {
    static const PeaPrincess power;
    return power;
}

}  // namespace zref::rp
