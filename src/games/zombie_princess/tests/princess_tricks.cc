// The trick-by-trick deal shared by the Princess power tests (see
// princess_tricks.h).
#include "princess_tricks.h"

namespace zref::test {

std::array<Ruling, 4> four_seat_trick(zp::Referee& ref, const Hand& by_seat, std::size_t from) {
    const auto order = st(ref).round.current.order;
    REQUIRE(order.size() == 4);
    std::array<Ruling, 4> out;
    for (std::size_t k = from; k < order.size(); ++k) {
        const auto seat = static_cast<std::size_t>(order[k]);
        out[seat] = accepted(ref, "play " + kSeat[seat] + " " + by_seat[seat]);
    }
    return out;
}

void tricks(zp::Referee& ref, const FourSeatDeal& deal, int first, int last) {
    for (int t = first; t <= last; ++t) four_seat_trick(ref, deal.at(static_cast<std::size_t>(t - 1)));
}

FourSeatDeal with(std::initializer_list<std::pair<std::pair<int, int>, std::string>> changes) {
    FourSeatDeal d = kBase;
    for (const auto& [at, card] : changes)
        d.at(static_cast<std::size_t>(at.first - 1)).at(static_cast<std::size_t>(at.second)) = card;
    return d;
}

std::vector<int> winners(const zp::Referee& ref) {
    std::vector<int> w;
    for (const auto& t : st(ref).round.tricks) w.push_back(t.winner);
    return w;
}

}  // namespace zref::test
