// A seeded generator whose sequence is fixed by this file alone, so a journal's
// seed deals the same Princesses and Round cards on every machine and library
// (std::uniform_int_distribution is implementation-defined; this is not).
#pragma once
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace zref {

// Where the compiler has 128-bit integers (GCC and clang on 64-bit
// targets); elsewhere below() divides, with the same draws.
#ifdef __SIZEOF_INT128__
namespace rng_detail {

__extension__ typedef unsigned __int128 U128;  // GCC and clang; __extension__ keeps -Wpedantic quiet

// x % d for every 64-bit x, by multiplication with magic = 2^128 / d rounded
// up (Lemire, Kaser and Kurz, "Faster Remainder by Direct Computation",
// 2019): self-play draws a few numbers for every card it plays.
constexpr std::uint64_t remainder(std::uint64_t x, U128 magic, std::uint64_t d) {
    const U128 low = magic * x;  // modulo 2^128
    const U128 high_part = (low >> 64) * d;
    const U128 low_part = (static_cast<U128>(static_cast<std::uint64_t>(low)) * d) >> 64;
    return static_cast<std::uint64_t>((high_part + low_part) >> 64);
}

struct SmallBound {
    U128 magic = 0;
    std::uint64_t limit = 0;  // draws at or above it are redrawn (no modulo bias)
};
constexpr std::uint64_t kSmallBounds = 160;  // hands, bids, seats, 24 x seats: every bound self-play uses
inline constexpr auto kSmall = [] {
    std::array<SmallBound, kSmallBounds> t{};
    for (std::uint64_t d = 2; d < kSmallBounds; ++d) t[d] = {~U128(0) / d + 1, UINT64_MAX - UINT64_MAX % d};
    return t;
}();

static_assert(remainder(UINT64_MAX, kSmall[7].magic, 7) == UINT64_MAX % 7);
static_assert(kSmall[3].limit == UINT64_MAX - UINT64_MAX % 3);

}  // namespace rng_detail
#endif

class Rng {
public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {  // splitmix64
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound) without modulo bias.
    std::uint64_t below(std::uint64_t bound) {
        if (bound <= 1) return 0;
#ifdef __SIZEOF_INT128__
        if (bound < rng_detail::kSmallBounds) {  // the same draws, without a divide instruction
            const rng_detail::SmallBound& b = rng_detail::kSmall[bound];
            std::uint64_t x;
            do x = next();
            while (x >= b.limit);
            return rng_detail::remainder(x, b.magic, bound);
        }
#endif
        std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
        std::uint64_t x;
        do x = next();
        while (x >= limit);
        return x % bound;
    }

    template <class T>
    void shuffle(T& v) {  // Fisher-Yates, over any random-access list
        for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
    }

    // A shuffle taken one item at a time: swaps a random item of positions
    // [i, end) into position i and returns it. Called for i = 0, 1, ... it
    // gives the items in a uniformly random order, one draw per item taken,
    // so a caller that usually wants only the first pays for one draw.
    template <class T>
    auto& take_next(T& v, std::size_t i, std::size_t end) {
        std::swap(v[i], v[i + below(end - i)]);
        return v[i];
    }

private:
    std::uint64_t state_;
};

}  // namespace zref
