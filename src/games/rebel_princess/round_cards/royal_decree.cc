// Royal Decree: Queens outrank every other suit. The highest Queen in the
// trick wins it; without a Queen, the highest card of the led suit does.
// Following suit is unchanged.
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct RoyalDecree : RoundRule {
    std::string_view id() const override { return "royal-decree"; }
    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const std::uint8_t queens = suit_by_id(v.data, "queens");
        const tt::Play* best = tt::best_play(v.plays, [queens](const tt::Play& p) { return p.card.suit == queens; }, tt::Ranking{v.reversed, false});
        if (!best) return led_suit_verdict(v, tt::Ranking{v.reversed, false}, "no Queen was played, so the led suit decides", explain);
        tt::TrickVerdict verdict{best->seat, {}};
        if (!explain) return verdict;
        verdict.reasons.push_back({played(v, *best) + " wins: it is the highest Queen, and Queens beat every other suit",
                                   card_section(v)});
        for (const auto& p : v.plays) {
            if (&p == best) continue;
            verdict.reasons.push_back(cannot_win(v, p, p.card.suit == queens ? "it is a lower Queen"
                                                                             : "it is no Queen, and a Queen was played"));
        }
        return verdict;
    }
};
}  // namespace

const RoundRule& royal_decree() {
    static const RoyalDecree rule;
    return rule;
}

}  // namespace zref::rp
