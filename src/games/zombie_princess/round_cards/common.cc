#include "games/zombie_princess/round_cards/common.h"

#include "games/zombie_princess/standings.h"

namespace zref::zp {

std::uint8_t suit_by_id(const CardCodec& codec, const std::string& id) {
    for (std::size_t i = 0; i < codec.suits().size(); ++i)
        if (codec.suits()[i].id == id) return static_cast<std::uint8_t>(i);
    return static_cast<std::uint8_t>(codec.suit_count());
}

PerSeat<bool> sides_in_lead(const GameState& s) {
    PerSeat<bool> lead(static_cast<std::size_t>(s.seating.side_count()), false);
    if (s.hourglass_line.empty()) return lead;
    for (int side : leaders(s.hourglass_line)) lead[static_cast<std::size_t>(side)] = true;
    return lead;
}

PerSeat<int> hourglass_last_places(const GameState& s) {
    if (s.hourglass_line.empty()) return {};
    return last_places(s.hourglass_line);
}

std::string played(const GameState& s, const Play& p) { return s.seating.name(p.seat) + "'s " + s.codec.name(p.card); }

std::vector<Requirement> each_player(const GameState& s, const std::string& verb, const std::string& ask) {
    std::vector<Requirement> out;
    for (int k = 0, seat = s.round.start_seat; k < s.seating.size(); ++k, seat = s.seating.left(seat))
        out.push_back({seat, verb, s.seating.name(seat) + " " + ask});
    return out;
}

}  // namespace zref::zp
