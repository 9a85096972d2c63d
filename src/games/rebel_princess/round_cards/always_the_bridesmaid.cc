// Always the Bridesmaid: the second-highest card of the led suit wins the
// trick. When the lead is the only card of its suit, the leader wins.
#include "core/text.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct AlwaysTheBridesmaid : RoundRule {
    std::string_view id() const override { return "always-the-bridesmaid"; }
    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const std::uint8_t led = v.plays.front().card.suit;
        const tt::Play* highest = tt::best_play(v.plays, [led](const tt::Play& p) { return p.card.suit == led; }, tt::Ranking{v.reversed, false});
        const tt::Play* second =
            tt::best_play(v.plays, [led, highest](const tt::Play& p) { return p.card.suit == led && &p != highest; }, tt::Ranking{v.reversed, false});
        const std::string& suit = v.codec.suit_singular(led);
        const tt::Play* winner = second ? second : highest;  // the lead alone: the leader
        tt::TrickVerdict verdict{winner->seat, {}};
        if (!explain) return verdict;
        verdict.reasons.push_back(
            {second ? concat({played(v, *second), " wins: it is the second-highest ", suit,
                              ", the led suit, and the second-highest takes the trick"})
                    : concat({played(v, *highest), " wins: the lead is the only ", suit,
                              " in the trick, so the leader takes it"}),
             card_section(v)});
        for (const auto& p : v.plays) {
            if (&p == winner) continue;
            verdict.reasons.push_back(cannot_win(v, p, p.card.suit != led ? "it is not of the led suit"
                                                       : &p == highest   ? "it is the highest of the led suit, which never wins"
                                                                         : "it is lower than the second-highest"));
        }
        return verdict;
    }
};
}  // namespace

const RoundRule& always_the_bridesmaid() {
    static const AlwaysTheBridesmaid rule;
    return rule;
}

}  // namespace zref::rp
