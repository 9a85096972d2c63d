// The Evil Queen, Mirror, Mirror (Rebel Princess 2, Team Mode): on her turn,
// before her card, she gives her partner a card from her hand; her partner
// then plays a card from their own hand into the trick for her, the one given
// or another. Typed as 'power evil-queen CARD' (the card given), then the
// next card typed for her seat is the one her partner plays. A card a Round
// card laid on the table cannot be given.
#include <algorithm>

#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {

struct EvilQueen : PrincessPower {
    static constexpr std::string_view kSection = "The Evil Queen";
    std::string_view id() const override { return "evil-queen"; }
    Window window() const override { return Window::HerTurn; }
    std::string usage() const override {
        return "power evil-queen CARD (the card she gives her partner; then type the card her partner plays for her)";
    }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        auto card = args.size() == 1 ? codec.parse(args[0]) : fail("name the card she gives her partner");
        if (!card) return fail(card.error());
        RoundState& round = s.round;
        const int partner = s.seating.partner(seat);
        if (round.was_played(codec, *card)) return fail(codec.name(*card) + " was already played this round");
        for (const auto& aside : round.card_state.set_aside)
            if (aside && *aside == *card) return fail(codec.name(*card) + " lies on the table by the Round card: it may not be given");
        const auto& shown = round.card_state.shown;
        for (std::size_t other = 0; other < shown.size(); ++other)
            if (static_cast<int>(other) != seat && shown[other] &&
                std::find(shown[other]->begin(), shown[other]->end(), *card) != shown[other]->end())
                return fail(codec.name(*card) + " lies face up in " + s.seating.name(static_cast<int>(other)) + "'s hand");
        if (const int since = round.void_since_trick(seat, card->suit); since > 0)
            return fail(s.seating.name(seat) + " showed in trick " + std::to_string(since) + " she holds no " + codec.suit_singular(card->suit));
        const bool leading = round.current.plays.empty();
        if (round.powers.frozen_seat == seat || (leading && round.powers.random_lead))
            return fail("the Ice Princess already fixed her card in this trick");
        if (round.powers.armed_seat >= 0) return fail("another power is already waiting for the next card");
        round.powers.armed_seat = seat;
        round.powers.armed = std::string(id());
        hand_gained(round, partner, card->suit, card->suit == data.princes);  // the partner's hand holds it now
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Evil Queen: she gives " + s.seating.name(partner) + " " + codec.name(*card) +
                     "; " + s.seating.name(partner) + " now plays a card from their hand into trick " +
                     std::to_string(trick_number(s)) + " for her (type it as " + s.seating.name(seat) + "'s card)";
        r.because("the card played for her may be the one given or another of the partner's", std::string(kSection));
        return r;
    }
    void on_armed_play(const GameData& data, GameState& s, int seat, tt::Play& p, Ruling& r) const override {
        p.proves_void = false;  // it comes from her partner's hand: it shows nothing of hers
        p.power = this;
        r.because(s.seating.name(s.seating.partner(seat)) + " played " + data.codec(s.seating.size()).name(p.card) +
                      " from their own hand for " + s.seating.name(seat) + " (Mirror, Mirror)",
                  std::string(kSection));
    }
    int armed_hand(const GameState& s, int seat) const override { return s.seating.partner(seat); }
};
}  // namespace

const PrincessPower& evil_queen() {
    static const EvilQueen power;
    return power;
}

}  // namespace zref::rp
