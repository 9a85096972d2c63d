// Arranged Marriage: a player who took no trick at all adds 5 requests, so
// the round's total depends on how many stayed empty-handed.
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct ArrangedMarriage : RoundRule {
    static constexpr int kNoTrick = 5;
    std::string_view id() const override { return "arranged-marriage"; }
    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override {
        if (v.tricks_taken[static_cast<std::size_t>(seat)] > 0) return std::nullopt;
        return ReceiptLine{"no trick taken", kNoTrick, round_card_of(v.data, v.state).name};
    }
    bool fixed_total() const override { return false; }
};
}  // namespace

const RoundRule& arranged_marriage() {
    static const ArrangedMarriage rule;
    return rule;
}

}  // namespace zref::rp
