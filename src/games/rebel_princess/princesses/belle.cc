// Belle, Enchanted Cards (Rebel Princess 2): right after her own card, when
// she did not lead, she swaps two cards already in the trick (neither the
// Frog); the led suit stays what it was. The cards keep their places in the
// trick and change owners.
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct Belle : PrincessPower {
    std::string_view id() const override { return "belle"; }
    Window window() const override { return Window::AfterHerCard; }
    std::string usage() const override { return "power belle CARD CARD (two cards in the trick)"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        if (args.size() != 2) return fail("name the two cards in the trick she swaps");
        const bool finished = s.round.current.plays.empty();
        tt::Plays& plays = finished ? s.round.tricks.back().plays : s.round.current.plays;
        tt::Play* found[2] = {nullptr, nullptr};
        for (int k = 0; k < 2; ++k) {
            auto card = codec.parse(args[static_cast<std::size_t>(k)]);
            if (!card) return fail(card.error());
            if (*card == data.frog) return fail("the Frog is never swapped");
            for (auto& p : plays)
                if (p.card == *card) found[k] = &p;
            if (!found[k]) return fail(codec.name(*card) + " is not in this trick");
        }
        if (found[0] == found[1]) return fail("name two different cards");
        std::swap(found[0]->seat, found[1]->seat);  // places kept: the first card still sets the led suit
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Belle: " + s.seating.name(found[0]->seat) + " now has " +
                     codec.name(found[0]->card) + " and " + s.seating.name(found[1]->seat) + " " +
                     codec.name(found[1]->card);
        if (finished) redecide_last_trick(data, s, r);
        return r;
    }
    bool acts_on_last_trick(const GameState& s, int seat) const override {
        const auto& plays = s.round.tricks.back().plays;
        return plays.size() > 1 && plays.back().seat == seat && plays.front().seat != seat;
    }
};
}  // namespace

const PrincessPower& belle() {
    static const Belle power;
    return power;
}

}  // namespace zref::rp
