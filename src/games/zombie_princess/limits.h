// The most seats and suits a Zombie Princess table can have. The game state
// keeps its per-seat and per-suit lists inside itself (state.h), so the game
// data loader refuses data that needs more.
#pragma once
#include <cstddef>

namespace zref::zp {

constexpr std::size_t kMaxSeats = 6;
constexpr std::size_t kMaxSuits = 26;

}  // namespace zref::zp
