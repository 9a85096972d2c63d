// Rules some Round cards use to read a trick, shared by the games that have
// such cards: which suit is the newest to appear (Zombie Princess's Undead
// Uprising; Rebel Princess's Pass the Bouquet follows the same idea), and
// which card takes a running total past a target (Fester Feast; Rebel
// Princess 2's Enchanted Evening).
#pragma once
#include <cstdint>

#include "games/trick_taking/limits.h"
#include "games/trick_taking/trick.h"

namespace zref::tt {

// The last new suit to appear in the trick: the led suit until
// another is played, then each suit not seen before in turn.
inline std::uint8_t newest_suit(const Plays& plays) {
    // The suits seen so far as bits (a deck has at most kMaxSuits, under 64):
    // asked for every card played under such a card, so it allocates nothing.
    static_assert(kMaxSuits <= 64);
    std::uint64_t seen = 0;
    std::uint8_t newest = plays.front().card.suit;
    for (const auto& p : plays) {
        const std::uint64_t bit = std::uint64_t{1} << p.card.suit;
        if (!(seen & bit)) {
            seen |= bit;
            newest = p.card.suit;
        }
    }
    return newest;
}

// The card whose strength takes the trick's running total past `target`,
// with the total it made; no card, and the whole trick's total, when none does.
struct PastTarget {
    const Play* card = nullptr;
    int total = 0;
};
inline PastTarget first_past(const Plays& plays, int target) {
    PastTarget out;
    for (const auto& p : plays) {
        out.total += strength(p);
        if (out.total > target) {
            out.card = &p;
            return out;
        }
    }
    return out;
}

}  // namespace zref::tt
