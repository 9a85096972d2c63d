// Single Fairy: every Fairy taken takes 1 request off, so a round may end
// below 0.
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct SingleFairy : RoundRule {
    std::string_view id() const override { return "single-fairy"; }
    int card_requests(const ScoreView& v, int, tt::Card c) const override {
        return c.suit == suit_by_id(v.data, "fairies") ? -1 : basic_requests(v.data, c);
    }
};
}  // namespace

const RoundRule& single_fairy() {
    static const SingleFairy rule;
    return rule;
}

}  // namespace zref::rp
