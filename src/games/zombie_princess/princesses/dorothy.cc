// Dorothy, Drop a House On It: right after winning a trick she puts it under
// her card: it counts for no bid and no Round card, and earns her 3 skulls.
#include "core/text.h"
#include "games/zombie_princess/princesses/princesses.h"

namespace zref::zp {

namespace {
class Dorothy final : public PrincessPower {
public:
    std::string_view id() const override { return "dorothy"; }
    Result<Ruling> use(GameState& s, int seat, std::span<const std::string> args, bool worded) const override {
        if (!args.empty()) return fail("Dorothy's power takes no words");
        if (!just_won(s, seat))
            return fail("it may be used only right after she wins a trick, before the next card is played");
        TrickRecord& t = s.round.tricks.back();
        t.under_dorothy = true;
        if (t.has_frog && s.round.frog_seat == seat) s.round.frog_seat = -1;  // nothing left to decide
        Ruling r;
        r.worded = worded;
        if (!worded) return r;
        r.headline = s.seating.name(seat) + " drops a house on trick " + std::to_string(s.round.tricks.size()) +
                     ": it goes under Dorothy";
        r.because("a trick under Dorothy counts neither toward the bid nor for any Round card, and earns 3 skulls "
                  "at the end of the round",
                  "Princess Cards: Dorothy");
        return r;
    }
    std::optional<int> skulls(const GameState& s, int seat, std::string* detail) const override {
        for (std::size_t t = 0; t < s.round.tricks.size(); ++t)
            if (s.round.tricks[t].under_dorothy && s.round.tricks[t].winner == seat) {
                if (detail) *detail = concat({"Dorothy: trick ", Digits(static_cast<long long>(t + 1)), " under her card"});
                return 3;
            }
        return std::nullopt;
    }
    std::optional<std::string> prompt_after_trick(const GameState&, int, const TrickRecord&) const override {
        return std::string("may drop a house on this trick now ('power dorothy'), before the next card");
    }
    bool acts_on_last_trick(const GameState&, int seat, const TrickRecord& t) const override { return t.winner == seat; }
};
}  // namespace

const PrincessPower& dorothy() {
    static const Dorothy p;
    return p;
}

}  // namespace zref::zp
