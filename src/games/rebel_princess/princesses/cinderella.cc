// Cinderella, Everything Changes at Midnight: before a trick, she turns its
// ranking round: the lowest card wins wherever the highest would.
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct Cinderella : PrincessPower {
    std::string_view id() const override { return "cinderella"; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words");
        s.round.powers.reversed = true;
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Cinderella: in trick " + std::to_string(trick_number(s)) +
                     " the lowest card wins where the highest would";
        r.because("Cinderella turns the ranking of this trick round", "Princesses");
        return r;
    }
};
}  // namespace

const PrincessPower& cinderella() {
    static const Cinderella power;
    return power;
}

}  // namespace zref::rp
