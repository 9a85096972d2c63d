// Who leads, and at the end who won ("End of Game", and each variant's own
// goal): the score each necromancer shows, the ranking in groups (a group
// shares its place), and how ties were broken. Computed from the state at any
// moment; `final` once the game is over.
#pragma once
#include <string>
#include <vector>

#include "games/bowling_for_zombies/poker.h"
#include "games/bowling_for_zombies/state.h"

namespace zref::bfz {

struct Standing {
    Variant variant = Variant::Standard;
    // Per seat. Standard and Black Jack: the pile's points; High and Low: the
    // high number minus the low number (empty places count 0); Poker: 0.
    std::vector<int> points;
    std::vector<std::string> shown;  // "17", "740 - 129 = 611", "pair of 8s (8 8 5 3)", "23, over 21"
    std::vector<int> parts_left;     // Body Parts still in hand
    std::vector<int> highest_card;   // highest Lane or Zombie in the pile, -1 for none
    std::vector<int> pile_cards;     // cards in the pile, Legs included
    std::vector<PokerHand> hands;    // Poker only
    std::vector<int> high, low;      // High and Low: the numbers (empty places count 0)
    std::vector<std::vector<int>> groups;  // seats, best first; a group shares its place
    std::vector<std::string> tie_breaks;   // each tie and what broke it, in words
    bool final = false;
};

Standing standings(const GameState& s);
// The sum of a pile: Lane cards and Zombies at their worth, each Leg -1.
int pile_points(const Necromancer& n);
// High and Low: "7 4 _" for a half's digits.
std::string digits_text(const std::vector<int>& digits);
int digits_value(const std::vector<int>& digits);

}  // namespace zref::bfz
