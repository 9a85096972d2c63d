// Goldilocks, This Bid is Just Right (always active): 3 skulls when her own
// counted tricks equal her own bid, checked at step 1 (before any skulls are
// paid for missed tricks, which therefore cannot earn them).
#include "games/zombie_princess/princesses/princesses.h"
#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

namespace {
class Goldilocks final : public PrincessPower {
public:
    std::string_view id() const override { return "goldilocks"; }
    std::optional<PrincessSkulls> skulls(const GameState& s, int seat) const override {
        const auto i = static_cast<std::size_t>(seat);
        const int won = seat_tricks(s)[i], bid = s.round.bids[i];
        if (won == bid) return PrincessSkulls{3, "Goldilocks: her own " + std::to_string(won) + " tricks match her bid"};
        return PrincessSkulls{0, "Goldilocks: her own " + std::to_string(won) + " tricks do not match her bid of " +
                                     std::to_string(bid)};
    }
};
}  // namespace

const PrincessPower& goldilocks() {
    static const Goldilocks p;
    return p;
}

}  // namespace zref::zp
