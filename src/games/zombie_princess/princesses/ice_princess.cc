// The Ice Princess, Flurry Fury: before a trick she returns one bid coin; a bid
// brought to 0 this way is a zero bid.
#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

namespace {
class IcePrincess final : public PrincessPower {
public:
    std::string_view id() const override { return "ice-princess"; }
    CountsWord counts_word() const override { return CountsWord::PowerLine; }
    Result<Ruling> use(GameState& s, int seat, std::span<const std::string> args, bool worded) const override {
        if (!args.empty()) return fail("the Ice Princess's power takes no words");
        if (auto ok = between_tricks(s, "before a trick, when no card of it has been played"); !ok) return fail(ok.error());
        int& bid = s.round.bids[static_cast<std::size_t>(seat)];
        if (bid == 0) return fail(s.seating.name(seat) + " has no coin to return (the bid is already 0)");
        --bid;
        Ruling r;
        r.worded = worded;
        if (!worded) return r;
        r.headline = s.seating.name(seat) + " returns a coin: the bid is now " + std::to_string(bid) +
                     (bid == 0 ? ", a zero bid" : "");
        r.because("a bid lowered to 0 by this power counts as a zero bid", "Princess Cards: The Ice Princess");
        return r;
    }
};
}  // namespace

const PrincessPower& ice_princess() {
    static const IcePrincess p;
    return p;
}

}  // namespace zref::zp
