// Pocahontas, Wilderness Guide: before a trick she picks who leads it, herself
// included (our reading pocahontas = choose-leader). The other reading
// (after-win): right after she wins a trick, she picks another player to
// lead the next.
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princesses/princesses.h"
#include "games/rebel_princess/readings.h"

namespace zref::rp {

namespace {
struct Pocahontas : PrincessPower {
    std::string_view id() const override { return "pocahontas"; }
    std::string usage() const override { return "power pocahontas NAME"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (args.size() != 1) return fail("name the player who leads this trick, e.g. 'power pocahontas Ben'");
        auto leader = s.seating.find(args[0]);
        if (!leader) return fail(leader.error());
        if (reading_is(data, s.setup, "pocahontas", "after-win")) {
            if (s.round.tricks.empty() || s.round.tricks.back().winner != seat)
                return fail("she chooses the next leader right after winning a trick" +
                            reading_note(data, s.setup, "pocahontas"));
            if (*leader == seat) return fail("she hands the lead to another player" + reading_note(data, s.setup, "pocahontas"));
        }
        seat_trick(data, s, *leader);
        s.round.powers.lead_chosen_by = seat;
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Pocahontas: " + s.seating.name(*leader) + " leads trick " +
                     std::to_string(trick_number(s));
        r.because("Pocahontas picks who leads the trick" + reading_note(data, s.setup, "pocahontas"), "Princesses");
        return r;
    }
};
}  // namespace

const PrincessPower& pocahontas() {
    static const Pocahontas power;
    return power;
}

}  // namespace zref::rp
