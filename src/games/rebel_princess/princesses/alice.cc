// Alice, Cheshire's Challenge: right after she wins a trick while holding no
// Frog, that trick is shuffled and dealt back, one card to each player (two
// each when everyone played two); the round gains a trick and she leads it.
// Princes that broke out stay broken; every hand changed unseen.
#include <algorithm>

#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct Alice : PrincessPower {
    std::string_view id() const override { return "alice"; }
    Window window() const override { return Window::AfterTrick; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words");
        RoundState& round = s.round;
        const TrickRecord& t = round.tricks.back();
        if (t.winner != seat) return fail("she uses it right after winning a trick; " + s.seating.name(t.winner) + " won trick " +
                                          std::to_string(t.number));
        const tt::CardCodec& codec = data.codec(s.seating.size());
        const int each = static_cast<int>(t.plays.size()) / s.seating.size();
        for (const auto& p : t.plays) round.played[static_cast<std::size_t>(tt::card_index(codec, p.card))] = 0;
        for (int other = 0; other < s.seating.size(); ++other) {
            round.cards_left[static_cast<std::size_t>(other)] += each;
            round.forget_hand(other);
        }
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Alice: trick " + std::to_string(t.number) +
                     " is shuffled and dealt back, " + std::to_string(each) + " card" + (each == 1 ? "" : "s") +
                     " to each player; she leads the next trick";
        r.because("she may use it only while holding no Frog (zref cannot see hands)", "Princesses");
        r.notices.push_back("Every hand changed: zref no longer holds anyone to a suit they showed they lacked");
        round.tricks.pop_back();
        round.last_trick_pause = false;
        seat_trick(data, s, seat);
        return r;
    }
    bool acts_on_last_trick(const GameState& s, int seat) const override { return s.round.tricks.back().winner == seat; }
};
}  // namespace

const PrincessPower& alice() {
    static const Alice power;
    return power;
}

}  // namespace zref::rp
