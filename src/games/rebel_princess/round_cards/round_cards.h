// One accessor per Round card zref referees, each in its own file named
// after the card.
#pragma once
#include "games/rebel_princess/round_rule.h"

namespace zref::rp {

const RoundRule& once_upon_a_time();
const RoundRule& invitation();
const RoundRule& enchanted_evening();

}  // namespace zref::rp
