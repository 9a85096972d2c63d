// y. Undead Uprising: each card of a suit new to the trick becomes the suit to
// follow and to beat; Princes still win over everything.
#include <algorithm>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
std::uint8_t newest_suit(const Plays& plays) {
    // The suits seen so far as bits (a deck has at most kMaxSuits, under 64):
    // asked for every card played this round, so it allocates nothing.
    static_assert(kMaxSuits <= 64);
    std::uint64_t seen = 0;
    std::uint8_t newest = plays.front().card.suit;
    for (const auto& p : plays) {
        const std::uint64_t bit = std::uint64_t{1} << p.card.suit;
        if (!(seen & bit)) {
            seen |= bit;
            newest = p.card.suit;
        }
    }
    return newest;
}

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
        const Play* best = nullptr;
        for (const auto& p : plays)
            if (p.card.suit == suit && (!best || strength(p) > strength(*best))) best = &p;
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
