// "Poker": the best hand in a score pile. Cards are values 0-9 with no suits,
// so the hands are, from the best: five of a kind, four of a kind, full
// house, straight (five values in a row), three of a kind, two pairs, a pair,
// the highest card. A pile of more than five cards plays its best five; a
// smaller pile ranks on the cards it has (our reading: poker-hand).
#pragma once
#include <string>
#include <vector>

namespace zref::bfz {

enum class PokerRank { NoCards = -1, HighCard, Pair, TwoPairs, Three, Straight, FullHouse, Four, Five };

struct PokerHand {
    PokerRank rank = PokerRank::NoCards;
    std::vector<int> cards;  // the cards that make it, in comparison order
    // Compared in order: the rank, then the groups' values (the bigger group
    // first, a higher value first), then the kickers.
    std::vector<int> key() const;
    std::string describe() const;  // "full house, 8s over 3s"
};

PokerHand evaluate_poker_hand(const std::vector<int>& cards);  // at most five
PokerHand best_poker_hand(const std::vector<int>& values);
bool operator<(const PokerHand& a, const PokerHand& b);
bool operator==(const PokerHand& a, const PokerHand& b);
std::string poker_rank_name(PokerRank r);

}  // namespace zref::bfz
