// Powers declared at the start of her turn that shape the card she then plays
// (the Pea Princess, Thumbelina, Alice): `use` arms them, the play applies them.
#pragma once
#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

class ArmedPower : public PrincessPower {
public:
    Result<Ruling> use(GameState& s, int seat, std::span<const std::string> args, bool worded) const override {
        if (!args.empty()) return fail("this power takes no words");
        if (auto ok = extra_window(s, seat); !ok) return fail(ok.error());
        if (auto ok = her_turn(s, seat, "on her own turn, before she plays her card"); !ok) return fail(ok.error());
        s.round.armed[static_cast<std::size_t>(seat)] = id();
        Ruling r;
        r.worded = worded;
        if (worded) r.headline = s.seating.name(seat) + " uses " + declared() + " for the card played now";
        return r;
    }

protected:
    virtual std::string declared() const = 0;
    virtual Status extra_window(const GameState&, int) const { return Ok{}; }
};

}  // namespace zref::zp
