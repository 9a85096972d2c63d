// FNV-1a 64-bit digests of score sheets and game states, so two runs (or a
// game and its replay) can be compared with one number.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "games/zombie_princess/sheet.h"
#include "games/zombie_princess/state.h"

namespace zref::sim {

class Fnv1a {
public:
    void add(std::string_view text) {
        for (unsigned char ch : text) byte(ch);
        byte(0xff);  // separator, so "ab"+"c" differs from "a"+"bc"
    }
    // The number's 8 bytes, low first. Most numbers hashed are small, and a
    // zero byte only multiplies the hash by the prime (xor with 0 changes
    // nothing), so the zero bytes above the last non-zero one are folded
    // into one multiplication by the prime's power: the same digest as 8
    // byte steps, for a third of the work (every game's sheet is hashed).
    void add(std::int64_t n) {
        auto rest = static_cast<std::uint64_t>(n);
        int i = 0;
        for (; i < 8 && rest != 0; ++i, rest >>= 8) byte(static_cast<unsigned char>(rest & 0xff));
        h_ *= kPrimePowers[static_cast<std::size_t>(8 - i)];
    }
    std::uint64_t value() const { return h_; }

private:
    static constexpr std::uint64_t kPrime = 0x100000001b3ull;
    // kPrime to the power k (modulo 2^64), for k = 0 to 8.
    static constexpr std::array<std::uint64_t, 9> kPrimePowers = [] {
        std::array<std::uint64_t, 9> out{};
        out[0] = 1;
        for (std::size_t k = 1; k < out.size(); ++k) out[k] = out[k - 1] * kPrime;
        return out;
    }();
    void byte(unsigned char b) {
        h_ ^= b;
        h_ *= kPrime;
    }
    std::uint64_t h_ = 0xcbf29ce484222325ull;
};

// Every fact on the score sheet: per round and side the bid, tricks, points,
// skulls and total; the Hourglass line; final scores and winners.
std::uint64_t sheet_digest(const zp::ScoreSheet& sheet);
// The same number as sheet_digest(zp::build_sheet(s)), hashed straight from
// the state: self-play digests the sheet of every game it finishes, and
// building the sheet (its lists of names, rounds and cells) to hash it and
// throw it away cost more than the hashing.
std::uint64_t sheet_digest(const zp::GameState& s);
// The sheet plus what the sheet does not show: phase, the receipts' lines
// (their details included, so a game not explaining, which leaves them
// empty, is compared only with another such game), bids, the round in play
// (its tricks, the trick being played, which cards are played) and the
// round's bookkeeping (turns, decisions, powers, Round card entries; their
// numbers and ids, not their texts).
std::uint64_t state_digest(const zp::GameState& s);
// Folds per-game digests, in game order, into one.
std::uint64_t combine(std::uint64_t running, std::uint64_t next);

}  // namespace zref::sim
