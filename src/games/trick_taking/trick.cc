#include "games/trick_taking/trick.h"

namespace zref::tt {

void seat_players(Trick& t, const Seating& seating, int laps, const PerSeat<bool>& can_play) {
    const int n = seating.size();
    auto plays = [&](int seat) { return can_play[static_cast<std::size_t>(seat)]; };
    int leader = t.leader;
    for (int k = 0; k < n && !plays(leader); ++k) leader = seating.left(leader);
    t.leader = leader;
    t.order.clear();
    for (int lap = 0; lap < laps; ++lap)
        for (int k = 0, seat = leader; k < n; ++k, seat = seating.left(seat))
            if (plays(seat)) t.order.push_back(seat);
}

std::string turn_refusal(const Seating& seating, const Trick& t, int trick_no, int seat) {
    return "it is " + seating.name(t.to_play()) + "'s turn" +
           (t.plays.empty() ? " to lead trick " : " to play to trick ") + std::to_string(trick_no) + ", not " +
           seating.name(seat) + "'s";
}

}  // namespace zref::tt
