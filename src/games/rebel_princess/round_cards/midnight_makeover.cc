// Midnight Makeover: Fairies are wild. A Fairy follows whatever suit was led
// and competes with that suit's cards; the highest of them wins, and of
// equal values the later card. A player out of the led suit need not play a
// Fairy, so only a card that is neither shows a void.
#include "core/text.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {
struct MidnightMakeover : RoundRule {
    std::string_view id() const override { return "midnight-makeover"; }
    bool follows(const TrickView& v, tt::Card c) const override {
        return c.suit == suit_to_follow(v) || c.suit == suit_by_id(v.data, "fairies");
    }
    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const std::uint8_t led = v.plays.front().card.suit, fairies = suit_by_id(v.data, "fairies");
        auto in_contest = [led, fairies](const tt::Play& p) { return p.card.suit == led || p.card.suit == fairies; };
        const tt::Ranking later_wins{v.reversed, true};
        const tt::Play* best = tt::best_play(v.plays, in_contest, later_wins);
        tt::TrickVerdict verdict{best->seat, {}};
        if (!explain) return verdict;
        std::string why = played(v, *best) + " wins: " +
                          (led == fairies ? "it is the highest Fairy, the led suit"
                                          : "it is the highest of the " + v.codec.suit_name(led) +
                                                " (the led suit) and the Fairies, which follow any suit");
        bool tied = false;
        for (const auto& p : v.plays) tied = tied || (&p != best && in_contest(p) && tt::strength(p) == tt::strength(*best));
        if (tied) why += "; of equal cards the later played wins";
        verdict.reasons.push_back({why, card_section(v)});
        for (const auto& p : v.plays) {
            if (&p == best) continue;
            verdict.reasons.push_back(cannot_win(v, p, !in_contest(p) ? "it is neither of the led suit nor a Fairy"
                                                       : tt::strength(p) == tt::strength(*best) ? "it ties, and the later card wins"
                                                                                               : "it is lower"));
        }
        return verdict;
    }
};
}  // namespace

const RoundRule& midnight_makeover() {
    static const MidnightMakeover rule;
    return rule;
}

}  // namespace zref::rp
