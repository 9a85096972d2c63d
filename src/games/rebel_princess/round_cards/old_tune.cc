// The Old Tune: a Prince taken takes 1 request off instead of adding one;
// the Frog still costs its usual 5.
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct OldTune : RoundRule {
    std::string_view id() const override { return "old-tune"; }
    int card_requests(const ScoreView& v, int, tt::Card c) const override {
        if (c.suit == v.data.princes) return -v.data.prince_requests;
        return basic_requests(v.data, c);
    }
};
}  // namespace

const RoundRule& old_tune() {
    static const OldTune rule;
    return rule;
}

}  // namespace zref::rp
