// Rapunzel, A Brush with Death: when she wins a trick holding Villagers she
// may lay her card on it: 1 skull per Villager, and the trick still counts.
#include "core/text.h"
#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

namespace {
int villagers_in(const GameState& s, const TrickRecord& t) {
    int n = 0;
    for (const auto& p : t.plays)
        if (s.codec.suits().at(p.card.suit).id == "villagers") ++n;
    return n;
}

class Rapunzel final : public PrincessPower {
public:
    std::string_view id() const override { return "rapunzel"; }
    Result<Ruling> use(GameState& s, int seat, std::span<const std::string> args, bool worded) const override {
        if (!args.empty()) return fail("Rapunzel's power takes no words");
        const TrickRecord* won = just_won(s, seat);
        if (!won || villagers_in(s, *won) == 0)
            return fail("it may be used only right after she wins a trick holding Villagers, before the next card");
        TrickRecord& t = s.round.tricks.back();
        t.rapunzel = seat;
        Ruling r;
        r.worded = worded;
        if (!worded) return r;
        const int n = villagers_in(s, t);
        r.headline = s.seating.name(seat) + " lays Rapunzel on trick " + std::to_string(s.round.tricks.size()) + ": " +
                     std::to_string(n) + " Villager" + (n == 1 ? "" : "s") + ", " + std::to_string(n) + " skull" +
                     (n == 1 ? "" : "s") + " at the end of the round";
        r.because("the trick still counts as won (unless a Round card says otherwise)", "Princess Cards: Rapunzel");
        return r;
    }
    CountsWord counts_word() const override { return CountsWord::Number; }
    // The receipt says the same whichever way the round was entered (by
    // counts, 'tricks Rae 2 rapunzel 3' gives the Villagers in her trick).
    std::optional<int> skulls(const GameState& s, int seat, std::string* detail) const override {
        int n = s.round.by_counts ? s.round.typed_power_number[static_cast<std::size_t>(seat)] : -1;
        for (const auto& t : s.round.tricks)
            if (t.rapunzel == seat) n = villagers_in(s, t);
        if (n < 0) return std::nullopt;
        if (detail) *detail = concat({"Rapunzel: ", Digits(n), " Villagers in the trick she marked"});
        return n;
    }
    std::optional<std::string> prompt_after_trick(const GameState& s, int, const TrickRecord& t) const override {
        if (villagers_in(s, t) == 0) return std::nullopt;
        return std::string("may lay Rapunzel on this trick for its Villagers now ('power rapunzel'), before the next card");
    }
    bool acts_on_last_trick(const GameState& s, int seat, const TrickRecord& t) const override {
        return t.winner == seat && villagers_in(s, t) > 0;
    }
};
}  // namespace

const PrincessPower& rapunzel() {
    static const Rapunzel p;
    return p;
}

}  // namespace zref::zp
