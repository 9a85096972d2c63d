// Goldilocks, This Bid is Just Right (always active): 3 skulls when her own
// counted tricks equal her own bid, checked at step 1 (before any skulls are
// paid for missed tricks, which therefore cannot earn them).
#include "core/text.h"
#include "games/zombie_princess/princesses/princesses.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

namespace {
class Goldilocks final : public PrincessPower {
public:
    std::string_view id() const override { return "goldilocks"; }
    std::optional<int> skulls(const GameState& s, int seat, std::string* detail) const override {
        const auto i = static_cast<std::size_t>(seat);
        const int won = seat_tricks(s)[i], bid = s.round.bids[i];
        // On a bid of 0 the match counts only under the reading goldilocks-zero-bid = matches.
        if (won == bid && (bid != 0 || goldilocks_zero_on_zero_matches(s))) {
            if (detail) *detail = concat({"Goldilocks: her own ", Digits(won), " tricks match her bid"});
            return 3;
        }
        if (detail)
            *detail = won == bid ? std::string("Goldilocks: a bid of 0 earns her nothing (reading goldilocks-zero-bid)")
                                 : concat({"Goldilocks: her own ", Digits(won), " tricks do not match her bid of ", Digits(bid)});
        return 0;
    }
};
}  // namespace

const PrincessPower& goldilocks() {
    static const Goldilocks p;
    return p;
}

}  // namespace zref::zp
