// z. Ghoulfriends: everyone plays two cards a trick (two laps). The highest
// single-player sum of the led suit wins, or of Princes when any was played;
// equal sums go to the one reached first. A won trick counts as two.
#include <map>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class Ghoulfriends final : public RoundRule {
public:
    char letter() const override { return 'z'; }
    int laps() const override { return 2; }
    std::optional<TrickVerdict> decide_trick(const Plays& plays, const GameState& s) const override {
        const std::uint8_t trump = s.codec.trump_suit();
        bool prince = false;
        for (const auto& p : plays)
            if (p.card.suit == trump) prince = true;
        const std::uint8_t suit = prince ? trump : plays.front().card.suit;
        // Running sums per player; the first to reach the best final sum wins.
        std::map<int, int> sum;
        std::map<int, std::size_t> reached;  // index of the play that completed the player's sum
        for (std::size_t i = 0; i < plays.size(); ++i)
            if (plays[i].card.suit == suit) {
                sum[plays[i].seat] += strength(plays[i]);
                reached[plays[i].seat] = i;
            }
        int best = -1;
        for (const auto& [seat, total] : sum)
            if (best < 0 || total > sum[best] || (total == sum[best] && reached[seat] < reached[best])) best = seat;
        TrickVerdict v;
        v.winner = best;
        v.reasons.push_back({s.seating.name(best) + " wins with " + s.codec.suit_name(suit) + " adding up to " +
                                 std::to_string(sum[best]) + (prince ? " (Princes were played, so Prince sums decide)"
                                                                     : " (the led suit)") +
                                 "; the trick counts as 2 tricks",
                             "Round Cards: z. Ghoulfriends"});
        for (const auto& [seat, total] : sum)
            if (seat != best && total == sum[best])
                v.reasons.push_back({s.seating.name(seat) + " also reached " + std::to_string(total) + " but later",
                                     "Round Cards: z. Ghoulfriends"});
        return v;
    }
};
}  // namespace

const RoundRule& ghoulfriends() {
    static const Ghoulfriends rule;
    return rule;
}

}  // namespace zref::zp
