// z. Ghoulfriends: everyone plays two cards a trick, in two laps or both on
// their turn (the reading ghoulfriends-order). The highest single-player sum
// of the led suit wins, or of Princes when any was played; equal sums go to
// the one reached first. A won trick counts as two.
#include <array>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"
#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

namespace {
class Ghoulfriends final : public RoundRule {
public:
    char letter() const override { return 'z'; }
    int laps() const override { return 2; }
    int cards_per_turn(const GameState& s) const override { return ghoulfriends_two_per_turn(s) ? 2 : 1; }
    std::optional<TrickVerdict> decide_trick(const Plays& plays, const GameState& s, bool explain) const override {
        const std::uint8_t trump = s.codec.trump_suit();
        bool prince = false;
        for (const auto& p : plays)
            if (p.card.suit == trump) prince = true;
        const std::uint8_t suit = prince ? trump : plays.front().card.suit;
        // Running sums per player; the first to reach the best final sum wins.
        // Kept per seat inside the call: every trick of the round asks.
        std::array<int, kMaxSeats> sum{};
        std::array<std::size_t, kMaxSeats> reached{};  // index of the play that completed the player's sum
        std::array<bool, kMaxSeats> in{};              // played the suit that decides
        for (std::size_t i = 0; i < plays.size(); ++i)
            if (plays[i].card.suit == suit) {
                const auto seat = static_cast<std::size_t>(plays[i].seat);
                sum[seat] += strength(plays[i]);
                reached[seat] = i;
                in[seat] = true;
            }
        int best = -1;  // the led card is of that suit, so someone is in
        for (std::size_t seat = 0; seat < kMaxSeats; ++seat) {
            if (!in[seat]) continue;
            const auto b = static_cast<std::size_t>(best);
            if (best < 0 || sum[seat] > sum[b] || (sum[seat] == sum[b] && reached[seat] < reached[b])) best = static_cast<int>(seat);
        }
        TrickVerdict v;
        v.winner = best;
        if (!explain) return v;
        const auto bi = static_cast<std::size_t>(best);
        v.reasons.push_back({s.seating.name(best) + " wins with " + s.codec.suit_name(suit) + " adding up to " +
                                 std::to_string(sum[bi]) + (prince ? " (Princes were played, so Prince sums decide)"
                                                                     : " (the led suit)") +
                                 "; the trick counts as 2 tricks",
                             "Round Cards: z. Ghoulfriends"});
        if (ghoulfriends_two_per_turn(s))
            v.reasons.push_back({"each player played both cards on their own turn (table reading ghoulfriends-order: "
                                 "two-per-turn), so each player's sum was complete when their turn ended",
                                 "Round Cards: z. Ghoulfriends"});
        for (std::size_t seat = 0; seat < kMaxSeats; ++seat)
            if (in[seat] && seat != bi && sum[seat] == sum[bi])
                v.reasons.push_back({s.seating.name(static_cast<int>(seat)) + " also reached " + std::to_string(sum[seat]) +
                                         " but later",
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
