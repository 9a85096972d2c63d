// Passing cards before a round, as the trick-taking games print it on their
// Round cards: a count (or half the hand) and a direction. The wording is
// shared so every game says a pass the same way.
#pragma once
#include <string>

#include "core/seats.h"

namespace zref::tt {

// Split: the count to each side (Rebel Princess's "1 left and 1 right").
enum class PassDirection { Unknown, Left, Right, Split };

// A pass: how many cards (-1 unknown, kHalfHand half the hand) and which way.
inline constexpr int kHalfHand = -2;
struct PassRule {
    int count = -1;
    PassDirection direction = PassDirection::Unknown;
};

// How many cards a pass moves, in words: "1 card", "3 cards", "half your
// hand" (with the hand's size given: "half your hand (5 cards)").
std::string pass_count_text(int count, int hand_size = 0);

// Who hands cards to whom: "Ana to Ben, Ben to Cai, ..." for a pass to the
// left or right; partners ("Ana with Cai") at a table of teams.
std::string who_passes(const Seating& seating, PassDirection direction);

}  // namespace zref::tt
