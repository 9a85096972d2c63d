// x. Revenge of the Reanimated (Hourglass): before trick 1 the side in the lead
// gives cards to the last-place side, so hands are uneven and the last tricks
// are played by whoever still holds cards.
#include <algorithm>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
class RevengeOfTheReanimated final : public RoundRule {
public:
    char letter() const override { return 'x'; }
    void setup_round(GameState& s, Ruling& r) const override {
        const auto lead = sides_in_lead(s);
        const auto last = hourglass_last_places(s);
        auto is_last = [&](int seat) {
            return std::find(last.begin(), last.end(), s.seating.side_of(seat)) != last.end();
        };
        auto give = [&](int from, int to) {
            --s.round.cards_left[static_cast<std::size_t>(from)];
            ++s.round.cards_left[static_cast<std::size_t>(to)];
            const std::string line = s.seating.name(from) + " gives 1 card to " + s.seating.name(to);
            s.round.records.push_back(line);
            if (r.worded) r.notices.push_back("Revenge of the Reanimated: " + line);
        };
        for (int seat = 0; seat < s.seating.size(); ++seat) {
            if (!lead[static_cast<std::size_t>(s.seating.side_of(seat))] || is_last(seat)) continue;  // all tied: no gifts
            if (!s.seating.teams()) {
                for (int to = 0; to < s.seating.size(); ++to)
                    if (is_last(to)) give(seat, to);
            } else {
                // Every last-place player on the giver's right: the seats met
                // counting rightwards up to the giver's partner (with 4 players
                // that is the right-hand neighbour alone).
                const int side = s.seating.side_of(seat);
                for (int to = s.seating.right(seat); to != seat && s.seating.side_of(to) != side; to = s.seating.right(to))
                    if (is_last(to)) give(seat, to);
            }
        }
    }
    // The largest hand after the gifts: cards still held plus cards played.
    std::optional<int> expected_tricks(const GameState& s) const override {
        std::vector<int> hand = s.round.cards_left;
        for (const auto& t : s.round.tricks)
            for (const auto& p : t.plays) ++hand[static_cast<std::size_t>(p.seat)];
        for (const auto& p : s.round.current.plays) ++hand[static_cast<std::size_t>(p.seat)];
        return *std::max_element(hand.begin(), hand.end());
    }
};
}  // namespace

const RoundRule& revenge_of_the_reanimated() {
    static const RevengeOfTheReanimated rule;
    return rule;
}

}  // namespace zref::zp
