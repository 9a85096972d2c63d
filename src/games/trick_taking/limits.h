// The most seats, suits and laps a trick-taking table can have. A game state
// keeps its per-seat, per-suit and per-trick lists inside itself
// (InlineVector), so each game's data loader refuses data that needs more.
#pragma once
#include <cstddef>

#include "core/inline_vector.h"

namespace zref::tt {

constexpr std::size_t kMaxSeats = 6;
constexpr std::size_t kMaxSuits = 26;
// Cards each seat adds to one trick: a Round card may have every player add
// two (Zombie Princess's Ghoulfriends), in two laps or two at a time.
constexpr std::size_t kMaxLaps = 2;

template <class T>
using PerSeat = InlineVector<T, kMaxSeats>;  // per seat, or per side (never more sides than seats)

}  // namespace zref::tt
