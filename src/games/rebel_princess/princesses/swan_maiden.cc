// Swan Maiden, Dived Under (Rebel Princess 2): on her turn, before her card,
// she plays last in this trick; if she was to lead, the player on her left
// leads instead. Not when she must lead a trick that Pocahontas or the
// Little Mermaid already shaped.
#include <algorithm>

#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {
struct SwanMaiden : PrincessPower {
    std::string_view id() const override { return "swan-maiden"; }
    Window window() const override { return Window::HerTurn; }
    Result<Ruling> use(const GameData&, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words");
        auto& t = s.round.current;
        const auto& used = s.round.powers.used;
        const bool shaped = std::find(used.begin(), used.end(), "pocahontas") != used.end() ||
                            std::find(used.begin(), used.end(), "little-mermaid") != used.end();
        if (t.plays.empty() && shaped)
            return fail("she must lead this trick: Pocahontas or the Little Mermaid already acted on it");
        if (static_cast<std::size_t>(t.plays.size()) + 1 == t.order.size()) return fail("she already plays last in this trick");
        tt::play_last(t, seat);
        Ruling r;
        r.headline = s.seating.name(seat) + " uses Swan Maiden: she plays last in trick " + std::to_string(trick_number(s)) +
                     "; " + s.seating.name(t.to_play()) + (t.plays.empty() ? " leads" : " plays next");
        return r;
    }
};
}  // namespace

const PrincessPower& swan_maiden() {
    static const SwanMaiden power;
    return power;
}

}  // namespace zref::rp
