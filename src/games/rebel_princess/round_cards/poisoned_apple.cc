// Poisoned Apple: cards off the led suit beat those that follow it. The
// highest off-suit card wins, whatever its suit; two of equal value are
// settled by the reading poisoned-apple-tie (the earlier, or the later).
// When every card follows, the highest of the led suit wins as usual.
#include "core/text.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct PoisonedApple : RoundRule {
    static constexpr std::string_view kReading = "poisoned-apple-tie";
    std::string_view id() const override { return "poisoned-apple"; }
    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const std::uint8_t led = v.plays.front().card.suit;
        const tt::Ranking ranking{v.reversed, reading_is(v.data, v.state.setup, kReading, "last")};
        auto off_suit = [led](const tt::Play& p) { return p.card.suit != led; };
        const tt::Play* best = tt::best_play(v.plays, off_suit, ranking);
        if (!best) return led_suit_verdict(v, tt::Ranking{v.reversed, false}, "every card followed the led suit", explain);
        tt::TrickVerdict verdict{best->seat, {}};
        if (!explain) return verdict;
        bool tied = false;
        for (const auto& p : v.plays) tied = tied || (&p != best && off_suit(p) && tt::strength(p) == tt::strength(*best));
        std::string why = played(v, *best) + " wins: it is the highest card off the led suit, and such cards beat the led suit";
        if (tied)
            why += concat({"; of equal cards the ", ranking.later_wins_tie ? "later" : "earlier", " played wins",
                           reading_note(v.data, v.state.setup, kReading)});
        verdict.reasons.push_back({why, card_section(v)});
        for (const auto& p : v.plays) {
            if (&p == best) continue;
            verdict.reasons.push_back(cannot_win(v, p, !off_suit(p) ? "it follows the led suit, and a card off it was played"
                                                       : tt::strength(p) == tt::strength(*best) ? "it ties, and the tie goes the other way"
                                                                                               : "it is lower"));
        }
        return verdict;
    }
};
}  // namespace

const RoundRule& poisoned_apple() {
    static const PoisonedApple rule;
    return rule;
}

}  // namespace zref::rp
