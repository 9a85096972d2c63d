// Sleeping Beauty, Spindle of Fate: before a trick each player lays one card
// face up; she keeps one and hands one of the others to each other player.
// Hands change unseen, so what zref knew of them (voids, claims) is forgotten.
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct SleepingBeauty : PrincessPower {
    std::string_view id() const override { return "sleeping-beauty"; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words: the cards change hands at the table");
        for (int other = 0; other < s.seating.size(); ++other) s.round.forget_hand(other);
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Sleeping Beauty: each player lays a card face up, she keeps one "
                                            "and hands out the others";
        r.notices.push_back("Every hand changed: zref no longer holds anyone to a suit they showed they lacked");
        return r;
    }
};
}  // namespace

const PrincessPower& sleeping_beauty() {
    static const SleepingBeauty power;
    return power;
}

}  // namespace zref::rp
