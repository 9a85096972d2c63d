// Pets' Revenge: every Pet taken costs 1 request more than usual, so a
// plain Pet 1 and the Frog (a Pet) 6.
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct PetsRevenge : RoundRule {
    std::string_view id() const override { return "pets-revenge"; }
    int card_requests(const ScoreView& v, int, tt::Card c) const override {
        return basic_requests(v.data, c) + (c.suit == suit_by_id(v.data, "pets") ? 1 : 0);
    }
};
}  // namespace

const RoundRule& pets_revenge() {
    static const PetsRevenge rule;
    return rule;
}

}  // namespace zref::rp
