// Thumbelina, Ignorance is Bliss: on her turn, not leading, she may play any
// card but a Prince or the Frog without following suit; such a card shows
// nothing of her hand.
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct Thumbelina : PrincessPower {
    std::string_view id() const override { return "thumbelina"; }
    Window window() const override { return Window::HerTurn; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words: declare it, then play her card");
        if (s.round.current.plays.empty()) return fail("she may not use it when she leads");
        s.round.powers.armed_seat = seat;
        s.round.powers.armed = std::string(id());
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Thumbelina: her next card need not follow suit (not a Prince, not the Frog)";
        return r;
    }
    Status check_armed_play(const GameData& data, const GameState&, int, const tt::Play& p) const override {
        if (p.card == data.frog) return fail("Thumbelina's card may not be the Frog");
        if (p.card.suit == data.princes) return fail("Thumbelina's card may not be a Prince");
        return Ok{};
    }
    void on_armed_play(const GameData&, GameState& s, int seat, tt::Play& p, Ruling& r) const override {
        p.proves_void = false;  // she chose not to follow: it shows no void
        p.power = this;
        r.because(s.seating.name(seat) + " need not follow suit with this card (Thumbelina)", "Princesses");
    }
};
}  // namespace

const PrincessPower& thumbelina() {
    static const Thumbelina power;
    return power;
}

}  // namespace zref::rp
