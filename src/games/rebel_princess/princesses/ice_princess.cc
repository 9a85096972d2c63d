// The Ice Princess, Freezing: before a trick she looks at two random cards
// of a player, hands one back and lays the other face up: it is that
// player's card in this trick, even off suit (so it shows no void), and a
// frozen Prince breaks Princes out, even led. She and the Little Mermaid
// cannot both act on one trick. The other reading (ice-princess =
// random-lead): the leader plays a card drawn blind from their hand, so the
// lead is not held to the Princes' rule and shows nothing.
#include "games/rebel_princess/princesses/princesses.h"
#include "games/rebel_princess/readings.h"

namespace zref::rp {

namespace {
struct IcePrincess : PrincessPower {
    std::string_view id() const override { return "ice-princess"; }
    std::string usage() const override { return "power ice-princess NAME CARD (reading random-lead: power ice-princess)"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (s.round.powers.named_suit >= 0)
            return fail("the Little Mermaid already acted on this trick, and only one of them may");
        if (reading_is(data, s.setup, "ice-princess", "random-lead")) {
            if (!args.empty()) return fail("under this reading she names nothing: the leader's card is drawn blind");
            s.round.powers.random_lead = true;
            Ruling r;
            r.headline = s.seating.name(seat) + " uses the Ice Princess: " + s.seating.name(s.round.current.to_play()) +
                         " leads a card drawn blind from their hand";
            r.because("a blind lead is not held to the Princes' rule" + reading_note(data, s.setup, "ice-princess"),
                      "Princesses");
            return r;
        }
        if (args.size() != 2) return fail("name the player and the card laid face up, e.g. 'power ice-princess Ben q7'");
        auto target = s.seating.find(args[0]);
        if (!target) return fail(target.error());
        const tt::CardCodec& codec = data.codec(s.seating.size());
        auto card = codec.parse(args[1]);
        if (!card) return fail(card.error());
        if (s.round.was_played(codec, *card)) return fail(codec.name(*card) + " was already played this round");
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
