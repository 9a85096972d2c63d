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
    // Tricks kept off the bid are over-tricks: with any, the bid is not hit exactly.
    if (!outcome.tricks_apart.empty() && outcome.tricks_apart.at(static_cast<std::size_t>(side)) > 0) return false;
    const int tricks = outcome.tricks.at(static_cast<std::size_t>(side));
    return tricks == bid(side) || (pays(side) && tricks < bid(side));
}


}  // namespace zref::zp
