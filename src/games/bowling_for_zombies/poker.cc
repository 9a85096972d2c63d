#include "games/bowling_for_zombies/poker.h"

#include <algorithm>
#include <map>

namespace zref::bfz {

std::string poker_rank_name(PokerRank r) {
    switch (r) {
        case PokerRank::NoCards: return "no cards";
        case PokerRank::HighCard: return "highest card";
        case PokerRank::Pair: return "a pair";
        case PokerRank::TwoPairs: return "two pairs";
        case PokerRank::Three: return "three of a kind";
        case PokerRank::Straight: return "a straight";
        case PokerRank::FullHouse: return "a full house";
        case PokerRank::Four: return "four of a kind";
        case PokerRank::Five: return "five of a kind";
    }
    return "?";
}

PokerHand evaluate_poker_hand(const std::vector<int>& cards) {
    PokerHand h;
    if (cards.empty()) return h;
    std::map<int, int> count;
    for (int c : cards) ++count[c];
    std::vector<std::pair<int, int>> groups;  // (size, value)
    for (auto [v, n] : count) groups.push_back({n, v});
    std::sort(groups.begin(), groups.end(), std::greater<>());
    for (auto [n, v] : groups)
        for (int i = 0; i < n; ++i) h.cards.push_back(v);
    const int top = groups[0].first;
    const int second = groups.size() > 1 ? groups[1].first : 0;
    bool straight = cards.size() == 5 && groups.size() == 5;
    if (straight) {
        const auto [lo, hi] = std::minmax_element(cards.begin(), cards.end());
        straight = *hi - *lo == 4;
    }
    if (top == 5) h.rank = PokerRank::Five;
    else if (top == 4) h.rank = PokerRank::Four;
    else if (top == 3 && second == 2) h.rank = PokerRank::FullHouse;
    else if (straight) h.rank = PokerRank::Straight;
    else if (top == 3) h.rank = PokerRank::Three;
    else if (top == 2 && second == 2) h.rank = PokerRank::TwoPairs;
    else if (top == 2) h.rank = PokerRank::Pair;
    else h.rank = PokerRank::HighCard;
    return h;
}

PokerHand best_poker_hand(const std::vector<int>& values) {
    if (values.size() <= 5) return evaluate_poker_hand(values);
    PokerHand best;
    const std::size_t n = values.size();
    // Every choice of five cards (a pile holds at most a few more).
    std::vector<bool> pick(n, false);
    std::fill(pick.begin(), pick.begin() + 5, true);
    do {
        std::vector<int> five;
        for (std::size_t i = 0; i < n; ++i)
            if (pick[i]) five.push_back(values[i]);
        PokerHand h = evaluate_poker_hand(five);
        if (best < h) best = h;
    } while (std::prev_permutation(pick.begin(), pick.end()));
    return best;
}

std::vector<int> PokerHand::key() const {
    std::vector<int> k{static_cast<int>(rank)};
    k.insert(k.end(), cards.begin(), cards.end());
    return k;
}

bool operator<(const PokerHand& a, const PokerHand& b) { return a.key() < b.key(); }
bool operator==(const PokerHand& a, const PokerHand& b) { return a.key() == b.key(); }

std::string PokerHand::describe() const {
    auto v = [&](std::size_t i) { return std::to_string(cards.at(i)) + "s"; };
    std::string cs;
    for (int c : cards) cs += (cs.empty() ? "" : " ") + std::to_string(c);
    switch (rank) {
        case PokerRank::NoCards: return "no cards";
        case PokerRank::Five: return "five of a kind, " + v(0);
        case PokerRank::Four: return "four of a kind, " + v(0) + " (" + cs + ")";
        case PokerRank::FullHouse: return "full house, " + v(0) + " over " + v(3);
        case PokerRank::Straight: return "straight to " + std::to_string(cards.front()) + " (" + cs + ")";
        case PokerRank::Three: return "three of a kind, " + v(0) + " (" + cs + ")";
        case PokerRank::TwoPairs: return "two pairs, " + v(0) + " and " + v(2) + " (" + cs + ")";
        case PokerRank::Pair: return "pair of " + v(0) + " (" + cs + ")";
        case PokerRank::HighCard: return "highest card " + std::to_string(cards.front()) + " (" + cs + ")";
    }
    return cs;
}

}  // namespace zref::bfz
