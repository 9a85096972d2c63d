// The order in which self-play tries a card play's candidates: the preferred
// ones (those that follow suit) first, as a two-pointer partition leaves them,
// then each taken at random (Rng::take_next). The seeded games, and so the
// rules fingerprint, were drawn with this order: it is the partition
// libstdc++'s std::partition makes over a random-access list, written out
// here so that the quick path below and the full list agree by construction.
#pragma once
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

#include "core/bit_count.h"

namespace zref::sim {

// Moves the items for which `preferred` holds to the front and returns how
// many there are: from the left, each item that is not preferred swaps with
// the nearest preferred item not yet passed from the right.
template <class T, class Pred>
std::size_t partition_preferred(std::span<T> items, Pred preferred) {
    std::size_t first = 0, last = items.size();
    while (true) {
        while (first != last && preferred(items[first])) ++first;
        if (first == last) return first;
        --last;
        while (first != last && !preferred(items[last])) --last;
        if (first == last) return first;
        std::swap(items[first], items[last]);
        ++first;
    }
}

// Where the item partition_preferred puts at position `r` came from, for a
// list of at most 64 items whose preferred ones are the set bits of `mask`
// (`front` of them, counted by the caller), and r below
// `front`: found without moving anything. Self-play plays
// the first candidate it draws almost always, so it reads that one item
// instead of writing out the partitioned list (whose comparisons, on random
// cards, were mispredicted branches). Each item that is not preferred in the
// front part is swapped, left to right, with the preferred items behind it,
// right to left: the k-th such item takes the k-th from the right.
inline std::size_t partitioned_from(std::uint64_t mask, std::size_t front, std::size_t r) {
    if (mask >> r & 1) return r;  // preferred and in front: it stays
    const std::uint64_t below_r = (std::uint64_t{1} << r) - 1;
    int k = bit_count(~mask & below_r);  // items not preferred before it
    std::uint64_t behind = front == 64 ? 0 : mask & ~((std::uint64_t{1} << front) - 1);
    for (; k > 0; --k) behind &= ~(std::uint64_t{1} << (63 - std::countl_zero(behind)));
    return static_cast<std::size_t>(63 - std::countl_zero(behind));
}

}  // namespace zref::sim
