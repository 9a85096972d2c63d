#include "games/rebel_princess/round_rule.h"

#include <algorithm>

namespace zref::rp {

int basic_requests(const GameData& data, tt::Card c) {
    if (c == data.frog) return data.frog_requests;
    return c.suit == data.princes ? data.prince_requests : 0;
}

bool RoundRule::round_over(const GameState& s) const {
    return std::all_of(s.round.cards_left.begin(), s.round.cards_left.end(), [](int n) { return n == 0; });
}

int RoundRule::card_requests(const ScoreView& v, int, tt::Card c) const { return basic_requests(v.data, c); }

}  // namespace zref::rp
