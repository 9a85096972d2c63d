// The most seats and suits a Zombie Princess table can have: the trick-taking
// core's. The game state keeps its per-seat and per-suit lists inside itself
// (state.h), so the game data loader refuses data that needs more.
#pragma once
#include <cstddef>

#include "games/trick_taking/limits.h"

namespace zref::zp {

constexpr std::size_t kMaxSeats = tt::kMaxSeats;
constexpr std::size_t kMaxSuits = tt::kMaxSuits;

}  // namespace zref::zp
