#include "games/zombie_princess/round_rule.h"

#include <algorithm>

#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

bool RoundRule::round_over(const GameState& s) const {
    return std::all_of(s.round.cards_left.begin(), s.round.cards_left.end(), [](int c) { return c == 0; });
}

int ScoringContext::bid(int side) const {
    int sum = 0;
    for (int m : state.seating.members(side)) sum += state.round.bids.at(static_cast<std::size_t>(m));
    return sum;
}

bool ScoringContext::pays(int side) const {
    return state.round.pays.at(static_cast<std::size_t>(side)).value_or(false);
}

bool ScoringContext::exact(int side) const {
    const int tricks = outcome.tricks.at(static_cast<std::size_t>(side));
    return tricks == bid(side) || (pays(side) && tricks < bid(side));
}


}  // namespace zref::zp
