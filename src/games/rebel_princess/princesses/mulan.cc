// Mulan, Camouflage: once a trick's last card is played, she swaps her card
// in it for a card of the same suit from her hand (neither the Frog), and
// the trick is decided with the new card.
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct Mulan : PrincessPower {
    std::string_view id() const override { return "mulan"; }
    Window window() const override { return Window::AfterTrick; }
    std::string usage() const override { return "power mulan NEW-CARD (of the suit of her card in the trick)"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        auto card = args.size() == 1 ? codec.parse(args[0]) : fail("name the card from her hand she puts in the trick");
        if (!card) return fail(card.error());
        TrickRecord& t = s.round.tricks.back();
        tt::Play* mine = nullptr;
        for (auto& p : t.plays)
            if (p.seat == seat) mine = &p;
        if (!mine) return fail(s.seating.name(seat) + " has no card in trick " + std::to_string(t.number));
        if (mine->card == data.frog || *card == data.frog) return fail("the Frog is never swapped");
        if (card->suit != mine->card.suit)
            return fail("her card in the trick is a " + codec.suit_singular(mine->card.suit) + ": she swaps it for another " +
                        codec.suit_singular(mine->card.suit));
        if (s.round.was_played(codec, *card)) return fail(codec.name(*card) + " was already played this round");
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Mulan: " + codec.name(*card) + " takes the place of " +
                     codec.name(mine->card) + " in trick " + std::to_string(t.number);
        s.round.played[static_cast<std::size_t>(tt::card_index(codec, mine->card))] = 0;  // back in her hand
        s.round.mark_played(codec, *card);
        mine->card = *card;
        mine->bonus = 0;
        redecide_last_trick(data, s, r);
        return r;
    }
    bool acts_on_last_trick(const GameState&, int) const override { return true; }
};
}  // namespace

const PrincessPower& mulan() {
    static const Mulan power;
    return power;
}

}  // namespace zref::rp
