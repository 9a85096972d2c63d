// Swan Maiden, 2 Birds 1 Skull (always active): 1 skull per 2 tricks she won.
#include "core/text.h"
#include "games/zombie_princess/princesses/princesses.h"
#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

namespace {
class SwanMaiden final : public PrincessPower {
public:
    std::string_view id() const override { return "swan-maiden"; }
    std::optional<int> skulls(const GameState& s, int seat, std::string* detail) const override {
        const int won = seat_tricks(s)[static_cast<std::size_t>(seat)];
        if (detail) *detail = concat({"Swan Maiden: ", Digits(won), won == 1 ? " trick" : " tricks", " won, 1 skull per 2"});
        return won / 2;
    }
};
}  // namespace

const PrincessPower& swan_maiden() {
    static const SwanMaiden p;
    return p;
}

}  // namespace zref::zp
