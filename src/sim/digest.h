// FNV-1a 64-bit digests of score sheets and game states, so two runs (or a
// game and its replay) can be compared with one number.
#pragma once
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
    void add(std::int64_t n) {
        for (int i = 0; i < 8; ++i) byte(static_cast<unsigned char>((static_cast<std::uint64_t>(n) >> (8 * i)) & 0xff));
    }
    std::uint64_t value() const { return h_; }

private:
    void byte(unsigned char b) {
        h_ ^= b;
        h_ *= 0x100000001b3ull;
    }
    std::uint64_t h_ = 0xcbf29ce484222325ull;
};

// Every fact on the score sheet: per round and side the bid, tricks, points,
// skulls and total; the Hourglass line; final scores and winners.
std::uint64_t sheet_digest(const zp::ScoreSheet& sheet);
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
