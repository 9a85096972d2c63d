// Swan Maiden, 2 Birds 1 Skull (always active): 1 skull per 2 tricks she won.
#include "games/zombie_princess/princesses/princesses.h"
#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

namespace {
class SwanMaiden final : public PrincessPower {
public:
    std::string_view id() const override { return "swan-maiden"; }
    std::optional<PrincessSkulls> skulls(const GameState& s, int seat) const override {
        const int won = seat_tricks(s)[static_cast<std::size_t>(seat)];
        return PrincessSkulls{won / 2, "Swan Maiden: " + std::to_string(won) + (won == 1 ? " trick" : " tricks") + " won, 1 skull per 2"};
    }
};
}  // namespace

const PrincessPower& swan_maiden() {
    static const SwanMaiden p;
    return p;
}

}  // namespace zref::zp
