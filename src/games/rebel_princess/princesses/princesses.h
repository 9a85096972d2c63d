// One accessor per Princess whose power zref referees, each in its own file
// named after her.
#pragma once
#include "games/rebel_princess/princess.h"

namespace zref::rp {

const PrincessPower& cinderella();

}  // namespace zref::rp
