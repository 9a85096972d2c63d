// Snow White, Seven Dwarfs: declared on her turn for the card she plays: a
// card of 7 or less counts 0 in this trick. Its suit and printed number
// still rule following and scoring; under a turned ranking her 0 is still
// the worst card (it ranks as 13).
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct SnowWhite : PrincessPower {
    std::string_view id() const override { return "snow-white"; }
    Window window() const override { return Window::HerTurn; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words: declare it, then play her card");
        s.round.powers.armed_seat = seat;
        s.round.powers.armed = std::string(id());
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Snow White: her next card, 7 or less, counts 0 in this trick";
        return r;
    }
    Status check_armed_play(const GameData&, const GameState&, int, const tt::Play& p) const override {
        if (p.card.value > 7) return fail("Snow White's power zeroes a card of 7 or less, not " + std::to_string(p.card.value));
        return Ok{};
    }
    void on_armed_play(const GameData&, GameState& s, int seat, tt::Play& p, Ruling& r) const override {
        // Worst either way: 0 when the highest wins, 13 when Cinderella turns the ranking.
        const int counted = s.round.powers.reversed ? 13 : 0;
        p.bonus = static_cast<std::int8_t>(counted - p.card.value);
        p.power = this;
        r.because(s.seating.name(seat) + "'s " + std::to_string(p.card.value) + " counts " +
                      (counted == 0 ? "0" : "as the worst card") + " in this trick (Snow White)",
                  "Princesses");
    }
};
}  // namespace

const PrincessPower& snow_white() {
    static const SnowWhite power;
    return power;
}

}  // namespace zref::rp
