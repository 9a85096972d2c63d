// y. Undead Uprising: each card of a suit new to the trick becomes the suit to
// follow and to beat; Princes still win over everything.
#include <algorithm>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
std::uint8_t newest_suit(const Plays& plays) {
    std::vector<std::uint8_t> seen;
    std::uint8_t newest = plays.front().card.suit;
    for (const auto& p : plays)
        if (std::find(seen.begin(), seen.end(), p.card.suit) == seen.end()) {
            seen.push_back(p.card.suit);
            newest = p.card.suit;
        }
    return newest;
}

class UndeadUprising final : public RoundRule {
public:
    char letter() const override { return 'y'; }
    std::uint8_t suit_to_follow(const Plays& plays, const GameState&) const override {
        return newest_suit(plays);
    }
    std::optional<TrickVerdict> decide_trick(const Plays& plays, const GameState& s) const override {
        const std::uint8_t trump = s.codec.trump_suit();
        for (const auto& p : plays)
            if (p.card.suit == trump) return std::nullopt;  // the basic rule: highest Prince
        const std::uint8_t suit = newest_suit(plays);
        const Play* best = nullptr;
        for (const auto& p : plays)
            if (p.card.suit == suit && (!best || strength(p) > strength(*best))) best = &p;
        TrickVerdict v;
        v.winner = best->seat;
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
