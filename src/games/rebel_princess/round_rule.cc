#include "games/rebel_princess/round_rule.h"

namespace zref::rp {

int basic_requests(const GameData& data, tt::Card c) {
    if (c == data.frog) return data.frog_requests;
    return c.suit == data.princes ? data.prince_requests : 0;
}

int RoundRule::card_requests(const ScoreView& v, int, tt::Card c) const { return basic_requests(v.data, c); }

}  // namespace zref::rp
