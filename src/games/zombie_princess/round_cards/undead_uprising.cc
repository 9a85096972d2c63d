// y. Undead Uprising: each card of a suit new to the trick becomes the suit to
// follow and to beat; Princes still win over everything.
#include <algorithm>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"
#include "games/trick_taking/trick_rules.h"
#include "games/trick_taking/trick_winner.h"

namespace zref::zp {

namespace {
using tt::newest_suit;

class UndeadUprising final : public RoundRule {
public:
    char letter() const override { return 'y'; }
    std::uint8_t suit_to_follow(const Plays& plays, const GameState&) const override {
        return newest_suit(plays);
    }
    std::optional<TrickVerdict> decide_trick(const Plays& plays, const GameState& s, bool explain) const override {
        const std::uint8_t trump = s.codec.trump_suit();
        for (const auto& p : plays)
            if (p.card.suit == trump) return std::nullopt;  // the basic rule: highest Prince
        const std::uint8_t suit = newest_suit(plays);
        const Play* best = tt::best_play(plays, [suit](const Play& p) { return p.card.suit == suit; }, tt::Ranking{});
        TrickVerdict v;
        v.winner = best->seat;
        if (explain)
            v.reasons.push_back({played(s, *best) + " wins: " + s.codec.suit_name(suit) +
                                     " was the last new suit to appear in the trick, so it leads, and this is its highest card",
                                 "Round Cards: y. Undead Uprising"});
        return v;
    }
};
}  // namespace

const RoundRule& undead_uprising() {
    static const UndeadUprising rule;
    return rule;
}

}  // namespace zref::zp
