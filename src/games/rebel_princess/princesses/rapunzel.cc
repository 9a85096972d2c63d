// Rapunzel, Royal Hair Climb: before a trick, its leader must lead a Prince
// if holding one, even before Princes broke out; that lead does not break them.
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct Rapunzel : PrincessPower {
    std::string_view id() const override { return "rapunzel"; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words");
        s.round.powers.prince_lead_forced = true;
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Rapunzel: " + s.seating.name(s.round.current.to_play()) +
                     " must lead a Prince if holding one";
        return r;
    }
};
}  // namespace

const PrincessPower& rapunzel() {
    static const Rapunzel power;
    return power;
}

}  // namespace zref::rp
