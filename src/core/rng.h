// A seeded generator whose sequence is fixed by this file alone, so a journal's
// seed deals the same Princesses and Round cards on every machine and library
// (std::uniform_int_distribution is implementation-defined; this is not).
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace zref {

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

private:
    std::uint64_t state_;
};

}  // namespace zref
