// Small helpers shared by Round card units.
#pragma once
#include <string>
#include <vector>

#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

// Index of a suit by its data id ("villagers"); suit_count() if absent.
std::uint8_t suit_by_id(const CardCodec& codec, const std::string& id);
// Per side: on the Hourglass Leader line (all false before it is computed).
PerSeat<bool> sides_in_lead(const GameState& s);
// Sides with the lowest Hourglass Leader line value.
PerSeat<int> hourglass_last_places(const GameState& s);
// "Ana's Knight 7"
std::string played(const GameState& s, const Play& p);
// One requirement per seat, in seat order from the start player.
std::vector<Requirement> each_player(const GameState& s, const std::string& verb, const std::string& ask);

}  // namespace zref::zp
