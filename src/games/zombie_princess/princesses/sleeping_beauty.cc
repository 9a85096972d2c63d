// Sleeping Beauty, Spindle of Fight (Teams only): before a trick she gives her
// partner 1-3 cards and gets as many back. Both hands change unseen, so what
// either showed about their suits no longer holds.
#include <algorithm>

#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

namespace {
class SleepingBeauty final : public PrincessPower {
public:
    std::string_view id() const override { return "sleeping-beauty"; }
    Result<Ruling> use(GameState& s, int seat, std::span<const std::string> args, bool worded) const override {
        if (!s.seating.teams()) return fail("Sleeping Beauty plays only in Teams");
        if (args.size() != 1) return fail("say how many cards she gives: 'power sleeping-beauty N' with N from 1 to 3");
        if (auto ok = between_tricks(s, "before a trick, when no card of it has been played"); !ok) return fail(ok.error());
        const int partner = s.seating.partner(seat);
        const int most = std::min({3, s.round.cards_left[static_cast<std::size_t>(seat)],
                                   s.round.cards_left[static_cast<std::size_t>(partner)]});
        if (most < 1) return fail("she or her partner has no card left to exchange");
        auto n = parse_count(args[0], 1, most, "number of cards");
        if (!n) return fail(n.error());
        for (int who : {seat, partner}) s.round.forget_hand(who);
        const std::string line = s.seating.name(seat) + " gives " + s.seating.name(partner) + " " +
                                 (*n == 1 ? std::string("1 card") : std::to_string(*n) + " cards") +
                                 " and gets as many back (Sleeping Beauty)";
        s.round.records.push_back(line);
        Ruling r;
        r.worded = worded;
        if (!worded) return r;
        r.headline = line;
        r.because("the partner may hand back some or all of the cards just received", "Princess Cards: Sleeping Beauty");
        return r;
    }
};
}  // namespace

const PrincessPower& sleeping_beauty() {
    static const SleepingBeauty p;
    return p;
}

}  // namespace zref::zp
