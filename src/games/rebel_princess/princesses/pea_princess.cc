// The Pea Princess, Five More Minutes!: before a trick, everyone plays a
// card above 5 in it when they have one they may play (following suit comes
// first). Our reading pea-princess = whole-trick; the other reading
// (after-her-card): declared right after her own card, for the players after
// her. zref cannot see hands: a card of 5 or less is noted, not refused.
#include "games/rebel_princess/princesses/princesses.h"
#include "games/rebel_princess/readings.h"

namespace zref::rp {

namespace {
bool after_her_card(const GameData& data, const TableSetup& setup) {
    return reading_is(data, setup, "pea-princess", "after-her-card");
}

struct PeaPrincess : PrincessPower {
    std::string_view id() const override { return "pea-princess"; }
    Window window_at(const GameData& data, const TableSetup& setup) const override {
        return after_her_card(data, setup) ? Window::AfterOwnCard : Window::BeforeTrick;
    }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words");
        s.round.powers.above_five_from = static_cast<int>(s.round.current.plays.size());
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Pea Princess: " +
                     (after_her_card(data, s.setup) ? "the players after her" : "everyone") +
                     " in this trick plays above 5 when able";
        r.because("above 5 where the player may" + reading_note(data, s.setup, "pea-princess"), "Princesses");
        return r;
    }
};
}  // namespace

const PrincessPower& pea_princess() {
    static const PeaPrincess power;
    return power;
}

}  // namespace zref::rp
