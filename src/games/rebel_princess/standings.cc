#include "games/rebel_princess/standings.h"

#include <algorithm>

#include "games/rebel_princess/readings.h"

namespace zref::rp {

int next_leader(const GameState& s, int previous_start) {
    const int low = *std::min_element(s.totals.begin(), s.totals.end());
    for (int k = 1, seat = s.seating.left(previous_start); k <= s.seating.size(); ++k, seat = s.seating.left(seat))
        if (s.totals[static_cast<std::size_t>(seat)] == low) return seat;
    return previous_start;
}

int zero_rounds(const GameData& data, const GameState& s, int seat) {
    const bool or_less = reading_is(data, s.setup, "zero-round", "zero-or-less");
    int n = 0;
    for (const auto& r : s.results) {
        const int score = r.scores[static_cast<std::size_t>(seat)];
        n += score == 0 || (or_less && score < 0);
    }
    return n;
}

std::vector<std::vector<int>> final_ranking(const GameData& data, const GameState& s) {
    std::vector<int> seats(static_cast<std::size_t>(s.seating.size()));
    for (std::size_t i = 0; i < seats.size(); ++i) seats[i] = static_cast<int>(i);
    auto key = [&](int seat) { return std::pair{s.totals[static_cast<std::size_t>(seat)], -zero_rounds(data, s, seat)}; };
    std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) { return key(a) < key(b); });
    std::vector<std::vector<int>> groups;
    for (int seat : seats) {
        if (groups.empty() || key(groups.back().front()) != key(seat)) groups.emplace_back();
        groups.back().push_back(seat);
    }
    return groups;
}

}  // namespace zref::rp
