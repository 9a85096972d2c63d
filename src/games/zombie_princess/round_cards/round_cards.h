// Every Round card zref referees, one function per card, named after the card.
#pragma once
#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

const RoundRule& opening_night();        // a
const RoundRule& ah_one_and_ah_two();    // b
const RoundRule& dead_last();            // c
const RoundRule& dead_set_on_winning();  // d

}  // namespace zref::zp
