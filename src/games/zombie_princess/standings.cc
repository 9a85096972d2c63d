#include "games/zombie_princess/standings.h"

#include <algorithm>

#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

PerSeat<int> points_through(const GameState& s, int rounds) {
    PerSeat<int> pts(static_cast<std::size_t>(s.seating.side_count()), 0);
    for (const auto& r : s.results)
        if (r.number <= rounds)
            for (const auto& rc : r.receipts) pts.at(static_cast<std::size_t>(rc.side)) += rc.points;
    return pts;
}

PerSeat<int> hourglass_line(const GameState& s) {
    auto line = points_through(s, 3);
    for (std::size_t i = 0; i < line.size(); ++i) line[i] += s.skulls.at(i) / 2;
    return line;
}

PerSeat<int> leaders(const PerSeat<int>& values) {
    PerSeat<int> out;
    if (values.empty()) return out;
    int best = *std::max_element(values.begin(), values.end());
    for (std::size_t i = 0; i < values.size(); ++i)
        if (values[i] == best) out.push_back(static_cast<int>(i));
    return out;
}

PerSeat<int> last_places(const PerSeat<int>& values) {
    PerSeat<int> out;
    if (values.empty()) return out;
    int low = *std::min_element(values.begin(), values.end());
    for (std::size_t i = 0; i < values.size(); ++i)
        if (values[i] == low) out.push_back(static_cast<int>(i));
    return out;
}

FinalStanding final_standing(const GameState& s) {
    FinalStanding f;
    PerSeat<int> score = points_through(s, s.results.empty() ? 0 : s.results.back().number);
    for (std::size_t i = 0; i < score.size(); ++i) score[i] += s.skulls.at(i) / 2;
    f.final_score = score;
    PerSeat<int> top = leaders(score);
    if (top.size() > 1) {
        // Ties go to most skulls; a tie that remains shares the crown.
        int most = -1;
        for (int side : top) most = std::max(most, s.skulls.at(static_cast<std::size_t>(side)));
        PerSeat<int> by_skulls;
        for (int side : top)
            if (s.skulls.at(static_cast<std::size_t>(side)) == most) by_skulls.push_back(side);
        f.decided_by_skulls = by_skulls.size() < top.size();
        top = by_skulls;
    }
    f.winners = top;
    return f;
}

NextDecider next_decider(const GameState& s) {
    auto pts = points_through(s, static_cast<int>(s.results.size()));
    // Reading lowest-score: the running score may count skulls as the final score does.
    if (lowest_score_with_skulls(s))
        for (std::size_t i = 0; i < pts.size(); ++i) pts[i] += s.skulls.at(i) / 2;
    auto lowest = last_places(pts);
    NextDecider d;
    d.side = lowest.front();
    if (lowest.size() == 1) return d;
    d.tie = true;
    int seat = s.seating.left(s.previous_decider_seat);
    // The rulebook's words taken literally (reading next-start-tie): the seat on the left decides.
    if (next_start_tie_left_of_previous(s)) {
        d.side = s.seating.side_of(seat);
        return d;
    }
    // Our default reading of the tie rule: walk clockwise from the seat left
    // of the previous decider; the first seat belonging to a tied side decides.
    for (int k = 0; k < s.seating.size(); ++k, seat = s.seating.left(seat)) {
        int side = s.seating.side_of(seat);
        if (std::find(lowest.begin(), lowest.end(), side) != lowest.end()) {
            d.side = side;
            return d;
        }
    }
    return d;
}

}  // namespace zref::zp
