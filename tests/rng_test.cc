// The seeded generator: a journal's seed must deal the same Princesses and
// Round cards forever, so its draws are pinned here against the plain
// formula they were first written with (splitmix64, then x % bound with
// redraws above the last whole multiple).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <vector>

#include "core/rng.h"

using namespace zref;

namespace {
// The reference: Rng::below as first written, with two divisions a draw.
struct PlainRng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::uint64_t below(std::uint64_t bound) {
        if (bound <= 1) return 0;
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
        std::uint64_t x;
        do x = next();
        while (x >= limit);
        return x % bound;
    }
};
}  // namespace

#ifdef __SIZEOF_INT128__
TEST_CASE("Seeds: the remainder without division equals x % d for every small bound", "[rng]") {
    const std::uint64_t edges[] = {0, 1, 2, 63, 64, 127, 128, 1ull << 32, (1ull << 63) - 1, 1ull << 63,
                                   UINT64_MAX - 128, UINT64_MAX - 1, UINT64_MAX};
    PlainRng mixed{99};
    for (std::uint64_t d = 2; d < rng_detail::kSmallBounds; ++d) {
        const auto magic = rng_detail::kSmall[d].magic;
        for (std::uint64_t x : edges) CHECK(rng_detail::remainder(x, magic, d) == x % d);
        for (std::uint64_t k = 0; k < 3 * d; ++k) {  // around multiples of d, low and high
            CHECK(rng_detail::remainder(k, magic, d) == k % d);
            CHECK(rng_detail::remainder(UINT64_MAX - k, magic, d) == (UINT64_MAX - k) % d);
        }
        for (int i = 0; i < 2000; ++i) {
            const std::uint64_t x = mixed.next();
            CHECK(rng_detail::remainder(x, magic, d) == x % d);
        }
        // The redraw limit: a draw at or above it is redrawn, so that every
        // value below d is equally likely (a redraw is too rare to show in
        // the seeded draws below).
        CHECK(rng_detail::kSmall[d].limit == UINT64_MAX - UINT64_MAX % d);
    }
}
#endif

TEST_CASE("Seeds: a seed gives the same draws as the plain formula, for every bound", "[rng]") {
    for (std::uint64_t seed : {0ull, 1ull, 20260000ull, 0xFFFFFFFFFFFFFFFFull}) {
        Rng rng(seed);
        PlainRng plain{seed};
        for (int i = 0; i < 20000; ++i) {
            const auto bound = static_cast<std::uint64_t>(i % 300);  // small bounds and the divided ones above 127
            REQUIRE(rng.below(bound) == plain.below(bound));
        }
        REQUIRE(rng.next() == plain.next());
    }
}

TEST_CASE("Self-play: take_next gives a list in random order, one draw per item taken, each order as likely", "[rng][sim]") {
    // One draw per call, the same as below(end - i): self-play's games (and
    // so the bench's fingerprint) rest on this sequence.
    Rng rng(20261130);
    PlainRng plain{20261130};
    std::vector<int> v{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    std::vector<int> taken;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::uint64_t j = i + plain.below(v.size() - i);
        const int expected = v[j];
        taken.push_back(rng.take_next(v, i, v.size()));
        CHECK(taken.back() == expected);
        CHECK(v[i] == expected);
    }
    std::vector<int> sorted = taken;
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});  // a permutation: every item once

    // Taken from a preferred front part first ([0, 2)), then from the rest,
    // for many seeds (each part's items come out in either order).
    std::map<std::vector<int>, int> parted;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        std::vector<int> w{7, 8, 9, 10};
        Rng parts(seed);
        std::vector<int> order;
        order.push_back(parts.take_next(w, 0, 2));
        order.push_back(parts.take_next(w, 1, 2));
        order.push_back(parts.take_next(w, 2, 4));
        order.push_back(parts.take_next(w, 3, 4));
        CHECK(std::min(order[0], order[1]) == 7);
        CHECK(std::max(order[0], order[1]) == 8);
        CHECK(std::min(order[2], order[3]) == 9);
        CHECK(std::max(order[2], order[3]) == 10);
        ++parted[order];
    }
    CHECK(parted.size() == 4);

    // Every order of 3 items comes about equally often (6 orders, 60,000 tries).
    std::map<std::vector<int>, int> orders;
    Rng many(99);
    for (int t = 0; t < 60000; ++t) {
        std::vector<int> three{0, 1, 2};
        for (std::size_t i = 0; i < 3; ++i) many.take_next(three, i, 3);
        ++orders[three];
    }
    REQUIRE(orders.size() == 6);
    for (const auto& [order, n] : orders) CHECK(std::abs(n - 10000) < 500);
}
