// Little Red Riding Hood, Unmasking (Rebel Princess 2): on her turn, before
// her card, she names a card (not the Frog); whoever holds it hands it over
// and gets a card of that suit from her. A card played or lying face down is
// in nobody's hand; nobody holding it still uses the power. She may ask only
// for a suit she holds (she must give one back).
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct RedRidingHood : PrincessPower {
    std::string_view id() const override { return "red-riding-hood"; }
    Window window() const override { return Window::HerTurn; }
    std::string usage() const override { return "power red-riding-hood CARD from NAME, or CARD nobody"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        auto card = args.empty() ? fail("name the card she asks for") : codec.parse(args[0]);
        if (!card) return fail(card.error());
        if (*card == data.frog) return fail("she may not ask for the Frog");
        const int trick_no = trick_number(s);
        if (s.round.void_since_trick(seat, card->suit) > 0)
            return fail(s.seating.name(seat) + " showed she holds no " + codec.suit_singular(card->suit) +
                        ", so she has none to give back");
        Ruling r;
        // A card put aside or laid out face down is out of every hand (and a laid-out one is marked played).
        bool face_down = false;
        for (const auto& aside : s.round.card_state.set_aside) face_down = face_down || (aside && *aside == *card);
        const bool played = s.round.was_played(codec, *card) || face_down;
        if (played || (args.size() == 2 && iequals(args[1], "nobody"))) {
            if (args.size() == 3) return fail(codec.name(*card) + " was already played: nobody holds it (type 'nobody')");
            r.headline = s.seating.name(seat) + " uses Red Riding Hood and asks for " + codec.name(*card) +
                         ": nobody holds it" + (face_down ? " (it lies face down)" : played ? " (it was played)" : "");
            return r;
        }
        if (args.size() != 3 || !iequals(args[1], "from"))
            return fail("say who holds it: 'power red-riding-hood " + codec.code(*card) + " from NAME', or 'nobody'");
        auto holder = s.seating.find(args[2]);
        if (!holder) return fail(holder.error());
        if (*holder == seat) return fail("she asks another player for the card");
        // A card Crystal Clear showed is known to be in its holder's hand.
        const auto& shown = s.round.card_state.shown;
        for (std::size_t other = 0; other < shown.size(); ++other)
            if (shown[other] && std::find(shown[other]->begin(), shown[other]->end(), *card) != shown[other]->end() &&
                static_cast<int>(other) != *holder)
                return fail(codec.name(*card) + " lies face up in front of " + s.seating.name(static_cast<int>(other)));
        if (const int since = s.round.void_since_trick(*holder, card->suit); since > 0)
            return fail(s.seating.name(*holder) + " showed in trick " + std::to_string(since) + " they hold no " +
                        codec.suit_singular(card->suit));
        (void)trick_no;
        r.headline = s.seating.name(seat) + " uses Red Riding Hood: " + s.seating.name(*holder) + " hands over " +
                     codec.name(*card) + " and gets a " + codec.suit_singular(card->suit) + " back";
        return r;
    }
};
}  // namespace

const PrincessPower& red_riding_hood() {
    static const RedRidingHood power;
    return power;
}

}  // namespace zref::rp
