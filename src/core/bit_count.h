// Counting set bits where the hot paths need it.
#pragma once
#include <cstdint>

namespace zref {

// The number of set bits, without a library call: the baseline x86-64
// target has no popcnt instruction, so std::popcount calls libgcc.
constexpr int bit_count(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}
static_assert(bit_count(0) == 0 && bit_count(0b1011) == 3 && bit_count(~std::uint64_t{0}) == 64);

}  // namespace zref
