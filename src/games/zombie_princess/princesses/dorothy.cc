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
    int tricks_kept_out() const override { return 1; }
    // The receipt says the same whichever way the round was entered (by
    // counts, 'tricks Dee 3 dorothy' says one of the 3 is under her card).
    std::optional<int> skulls(const GameState& s, int seat, std::string* detail) const override {
        bool under = s.round.by_counts && s.round.power_used[static_cast<std::size_t>(seat)];
        for (const auto& t : s.round.tricks) under = under || (t.under_dorothy && t.winner == seat);
        if (!under) return std::nullopt;
        if (detail) *detail = "Dorothy: a trick under her card";
        return 3;
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
