// Scheherazade, Barter in the Bazaar: before a trick she looks at one random
// card of another player's hand and either swaps it for one of hers or hands
// it back. A swap changes both hands unseen.
#include "core/text.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct Scheherazade : PrincessPower {
    std::string_view id() const override { return "scheherazade"; }
    std::string usage() const override { return "power scheherazade NAME swap|return"; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        const bool swap = args.size() == 2 && iequals(args[1], "swap");
        if (args.size() != 2 || (!swap && !iequals(args[1], "return")))
            return fail("name the other player and 'swap' or 'return', e.g. 'power scheherazade Ben swap'");
        auto other = s.seating.find(args[0]);
        if (!other) return fail(other.error());
        if (*other == seat) return fail("she looks at another player's card, not her own");
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Scheherazade on " + s.seating.name(*other) + "'s hand: " +
                     (swap ? "she swaps the card for one of hers" : "she hands the card back");
        if (swap) {
            s.round.forget_hand(seat);
            s.round.forget_hand(*other);
            r.notices.push_back("Both hands changed: zref no longer holds them to a suit they showed they lacked");
        }
        return r;
    }
};
}  // namespace

const PrincessPower& scheherazade() {
    static const Scheherazade power;
    return power;
}

}  // namespace zref::rp
