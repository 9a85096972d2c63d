// One accessor per Princess whose power zref referees, each in its own file
// named after her.
#pragma once
#include "games/rebel_princess/princess.h"

namespace zref::rp {

const PrincessPower& alice();
const PrincessPower& belle();
const PrincessPower& cinderella();
const PrincessPower& mulan();
const PrincessPower& ice_princess();
const PrincessPower& little_mermaid();
const PrincessPower& pea_princess();
const PrincessPower& pocahontas();
const PrincessPower& rapunzel();
const PrincessPower& red_riding_hood();
const PrincessPower& scheherazade();
const PrincessPower& sleeping_beauty();
const PrincessPower& snow_white();
const PrincessPower& swan_maiden();
const PrincessPower& thumbelina();

}  // namespace zref::rp
