// Three Times a Lady: every 3 taken takes 3 requests off on top of what it
// costs anyway, so a Prince 3 nets -2. The printed number counts, whatever
// it was worth in its trick.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct ThreeTimesALady : RoundRule {
    std::string_view id() const override { return "three-times-a-lady"; }
    int card_requests(const ScoreView& v, int, tt::Card c) const override {
        return basic_requests(v.data, c) - (c.value == 3 ? 3 : 0);
    }
};
}  // namespace

const RoundRule& three_times_a_lady() {
    static const ThreeTimesALady rule;
    return rule;
}

}  // namespace zref::rp
