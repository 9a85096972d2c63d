// The Prince Always Rings Twice: everyone plays two cards to each trick, in
// two laps or both on one turn (the reading prince-rings-twice-order). Each
// player's cards of the led suit are added up and the highest sum wins; of
// equal sums, the one with the higher single card of the led suit. A player
// with no card of the led suit in the trick is not in the contest.
#include <algorithm>
#include <array>

#include "core/text.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"
#include "games/trick_taking/limits.h"

namespace zref::rp {

namespace {
struct PrinceRingsTwice : RoundRule {
    static constexpr std::string_view kReading = "prince-rings-twice-order";
    static bool two_per_turn(const GameData& data, const TableSetup& setup) {
        return reading_is(data, setup, kReading, "two-per-turn");
    }

    std::string_view id() const override { return "prince-rings-twice"; }
    int cards_each(const GameData&, const TableSetup&) const override { return 2; }
    int per_turn(const GameData& data, const TableSetup& setup) const override { return two_per_turn(data, setup) ? 2 : 1; }

    std::vector<std::string> reminders(const GameData& data, const TableSetup& setup) const override {
        return {std::string("Everyone plays 2 cards to each trick, ") +
                (two_per_turn(data, setup) ? "both on their own turn" : "one in each of two laps that start from the leader") +
                reading_note(data, setup, kReading) + "; a trick's highest sum of the led suit wins."};
    }

    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const std::uint8_t led = v.plays.front().card.suit;
        // Per seat: the sum and the highest single card of the led suit (the lowest under Cinderella).
        std::array<int, tt::kMaxSeats> sum{}, single{};
        std::array<bool, tt::kMaxSeats> in{};
        for (const auto& p : v.plays) {
            if (p.card.suit != led) continue;
            const auto s = static_cast<std::size_t>(p.seat);
            sum[s] += tt::strength(p);
            single[s] = in[s] && v.reversed ? std::min(single[s], tt::strength(p)) : std::max(single[s], tt::strength(p));
            in[s] = true;
        }
        // The leader's card is of the led suit, so someone is in; the order
        // of seats is the play order from the leader, so equal in every way
        // goes to the first (no two cards of a suit are equal unplayed).
        int best = -1;
        for (int k = 0, seat = v.plays.front().seat; k < v.state.seating.size(); ++k, seat = v.state.seating.left(seat)) {
            const auto s = static_cast<std::size_t>(seat);
            if (!in[s]) continue;
            const auto b = static_cast<std::size_t>(best);
            // Cinderella turns both comparisons: the lowest sum, then the lower single card.
            const auto beats = [&](int a, int b2) { return v.reversed ? a < b2 : a > b2; };
            if (best < 0 || beats(sum[s], sum[b]) || (sum[s] == sum[b] && beats(single[s], single[b]))) best = seat;
        }
        tt::TrickVerdict verdict{best, {}};
        if (!explain) return verdict;
        const auto b = static_cast<std::size_t>(best);
        const std::string& suits = v.codec.suit_name(led);
        const std::string& winner = v.state.seating.name(best);
        std::string why = concat({winner, " wins: ", winner, "'s ", suits, " add up to ", std::to_string(sum[b]),
                                  ", the highest sum of the led suit"});
        for (int seat = 0; seat < v.state.seating.size(); ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            if (seat != best && in[s] && sum[s] == sum[b])
                why += concat({"; ", v.state.seating.name(seat), "'s add up to ", std::to_string(sum[s]), " too, and ", winner,
                               "'s highest ", v.codec.suit_singular(led), ", ", std::to_string(single[b]), ", beats ",
                               std::to_string(single[s])});
        }
        verdict.reasons.push_back({why, card_section(v)});
        for (int seat = 0; seat < v.state.seating.size(); ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            if (seat == best) continue;
            const std::string& name = v.state.seating.name(seat);
            verdict.reasons.push_back(
                {in[s] ? concat({name, " cannot win: ", name, "'s ", suits, " add up to ", std::to_string(sum[s]),
                                 sum[s] == sum[b] ? ", the same, with a lower single card" : ", less"})
                       : concat({name, " cannot win: ", name, " played no card of the led suit"}),
                 card_section(v)});
        }
        return verdict;
    }
};
}  // namespace

const RoundRule& prince_rings_twice() {
    static const PrinceRingsTwice rule;
    return rule;
}

}  // namespace zref::rp
