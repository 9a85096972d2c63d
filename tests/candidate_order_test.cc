// Self-play's order of a card play's candidates (sim/candidate_order.h): the
// seeded games, and so the rules fingerprint, depend on it, and the quick
// path that reads only the first candidate must agree with the full list.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <numeric>
#include <span>
#include <vector>

#include "core/rng.h"
#include "games/zombie_princess/sim/candidate_order.h"

using namespace zref;
using namespace zref::sim;

namespace {
// A list of n items 0..n-1, the items whose bit is set in `mask` preferred.
std::vector<int> items(std::size_t n) {
    std::vector<int> v(n);
    std::iota(v.begin(), v.end(), 0);
    return v;
}
bool preferred_in(std::uint64_t mask, int item) { return mask >> item & 1; }
}  // namespace

TEST_CASE("self-play order: partition_preferred leaves a list as std::partition does (the fingerprint's games were drawn so)",
          "[sim]") {
    Rng rng(7);
    for (int round = 0; round < 20000; ++round) {
        const std::size_t n = 1 + rng.below(64);
        const std::uint64_t mask = rng.next() & (n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1);
        auto ours = items(n), standard = items(n);
        const auto pred = [&](int item) { return preferred_in(mask, item); };
        const std::size_t count = partition_preferred(std::span<int>(ours), pred);
        const auto end = std::partition(standard.begin(), standard.end(), pred);
        REQUIRE(count == static_cast<std::size_t>(end - standard.begin()));
        REQUIRE(ours == standard);
    }
}

TEST_CASE("self-play order: partitioned_from finds the item partition_preferred puts at each place in front", "[sim]") {
    Rng rng(11);
    // First the edges: every item of 64 preferred, only the last of 64, only
    // the first, then random masks.
    const std::uint64_t edges[][2] = {{64, ~std::uint64_t{0}}, {64, std::uint64_t{1} << 63}, {64, 1}, {1, 1}};
    for (int round = 0; round < 20000; ++round) {
        std::size_t n = 1 + rng.below(64);
        // Sparse, dense and even masks, so short and long swaps both come up.
        std::uint64_t mask = rng.next();
        if (round % 3 == 1) mask &= rng.next();
        if (round % 3 == 2) mask |= rng.next();
        if (static_cast<std::size_t>(round) < std::size(edges)) {
            n = edges[round][0];
            mask = edges[round][1];
        }
        if (n < 64) mask &= (std::uint64_t{1} << n) - 1;
        auto list = items(n);
        const std::size_t count = partition_preferred(std::span<int>(list), [&](int item) { return preferred_in(mask, item); });
        for (std::size_t r = 0; r < count; ++r) REQUIRE(partitioned_from(mask, count, r) == static_cast<std::size_t>(list[r]));
    }
}
