// The Ice Princess, Freezing: before a trick she looks at two random cards
// of a player, hands one back and lays the other face up: it is that
// player's card in this trick, even off suit (so it shows no void), and a
// frozen Prince breaks Princes out, even led. She and the Little Mermaid
// cannot both act on one trick.
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct IcePrincess : PrincessPower {
    std::string_view id() const override { return "ice-princess"; }
    std::string usage() const override { return "power ice-princess NAME CARD"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (args.size() != 2) return fail("name the player and the card laid face up, e.g. 'power ice-princess Ben q7'");
        auto target = s.seating.find(args[0]);
        if (!target) return fail(target.error());
        const tt::CardCodec& codec = data.codec(s.seating.size());
        auto card = codec.parse(args[1]);
        if (!card) return fail(card.error());
        if (s.round.was_played(codec, *card)) return fail(codec.name(*card) + " was already played this round");
        if (s.round.powers.named_suit >= 0)
            return fail("the Little Mermaid already acted on this trick, and only one of them may");
        s.round.powers.frozen_seat = *target;
        s.round.powers.frozen = *card;
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Ice Princess: " + s.seating.name(*target) + "'s " +
                     codec.name(*card) + " is frozen face up: it is their card in this trick";
        return r;
    }
};
}  // namespace

const PrincessPower& ice_princess() {
    static const IcePrincess power;
    return power;
}

}  // namespace zref::rp
