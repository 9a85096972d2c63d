// The Younger Stepsister, New Shoes (Rebel Princess 2, Team Mode): once a
// trick's last card is down, before it is decided, she swaps her partner's
// card in it for a card from her own hand of the same suit or the same
// number (neither the Frog); the new card need not follow suit, and the
// partner's card goes to her hand. A lead is swapped only for a card of its
// suit (Wedding Surprise says so of its face-down lead; zref takes the led
// suit from the first card, so it keeps that for every lead). Under An
// Enchanted Evening she cannot change who took the total past the target.
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {

struct YoungerStepsister : PrincessPower {
    static constexpr std::string_view kSection = "The Younger Stepsister";
    std::string_view id() const override { return "younger-stepsister"; }
    Window window() const override { return Window::AfterTrick; }
    std::string usage() const override {
        return "power younger-stepsister NEW-CARD (from her hand, of the suit or number of her partner's card in the trick)";
    }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        auto card = args.size() == 1 ? codec.parse(args[0]) : fail("name the card from her hand she puts in the trick");
        if (!card) return fail(card.error());
        RoundState& round = s.round;
        TrickRecord& t = round.tricks.back();
        const int partner = s.seating.partner(seat);
        const std::string partner_name = s.seating.name(partner);
        tt::Play* theirs = partner_play(t.plays, partner, [&](const tt::Play& p) {
            return p.card.suit == card->suit || p.card.value == card->value;
        });
        if (!theirs) return fail(partner_name + " has no card in trick " + std::to_string(t.number));
        if (theirs->card == data.frog || *card == data.frog) return fail("the Frog is never swapped");
        const tt::Card old = theirs->card;
        if (old.suit != card->suit && old.value != card->value)
            return fail(partner_name + "'s card in trick " + std::to_string(t.number) + " is " + codec.name(old) +
                        ": she swaps it for a " + codec.suit_singular(old.suit) + " or a card of number " + std::to_string(old.value));
        // zref takes the led suit from the trick's first card, so a lead keeps its suit (and Wedding Surprise says so).
        if (theirs == &t.plays.front() && card->suit != old.suit)
            return fail(partner_name + " led trick " + std::to_string(t.number) + ", and the lead keeps its suit: swap it for a " +
                        codec.suit_singular(old.suit));
        if (round.was_played(codec, *card)) return fail(codec.name(*card) + " was already played this round");
        if (target_decides(s, data, t.plays))
            return fail(round_card_of(data, s).name + ": this trick went past the target, and her swap may not change who took it there");
        tt::Plays swapped = t.plays;
        swapped[static_cast<std::size_t>(theirs - t.plays.begin())].card = *card;
        if (target_decides(s, data, swapped))
            return fail(round_card_of(data, s).name + ": the swap would take this trick past the target, and her power may not do that");
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Younger Stepsister: " + codec.name(*card) + " from her hand takes the place of " +
                     partner_name + "'s " + codec.name(old) + " in trick " + std::to_string(t.number);
        r.because("the new card need not follow suit; " + partner_name + "'s card goes to " + s.seating.name(seat) + "'s hand",
                  std::string(kSection));
        if (const int since = round.void_since_trick(seat, card->suit); since > 0)
            r.warnings.push_back(tt::revoke_warning(s.seating, codec, seat, *card, since, t.number));
        round.played[static_cast<std::size_t>(tt::card_index(codec, old))] = 0;  // now in her hand
        round.mark_played(codec, *card);
        hand_gained(round, seat, old.suit, old.suit == data.princes);
        theirs->card = *card;
        theirs->bonus = 0;
        theirs->power = this;
        theirs->proves_void = false;
        redecide_last_trick(data, s, r);
        return r;
    }
    bool acts_on_last_trick(const GameState&, int) const override { return true; }
};
}  // namespace

const PrincessPower& younger_stepsister() {
    static const YoungerStepsister power;
    return power;
}

}  // namespace zref::rp
