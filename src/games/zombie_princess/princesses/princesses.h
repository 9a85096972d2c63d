// Every Princess power, one function per Princess, named after her.
#pragma once
#include "games/zombie_princess/princess.h"

namespace zref::zp {

const PrincessPower& alice();            // Tea(m) Time
const PrincessPower& cinderella();       // Smashing Pumpkins
const PrincessPower& dorothy();          // Drop a House On It
const PrincessPower& goldilocks();       // This Bid is Just Right
const PrincessPower& ice_princess();     // Flurry Fury
const PrincessPower& pea_princess();     // Pea Shooter
const PrincessPower& rapunzel();         // A Brush with Death
const PrincessPower& red_riding_hood();  // Axe-cessorize
const PrincessPower& scheherazade();     // The Pen is Mightier
const PrincessPower& sleeping_beauty();  // Spindle of Fight
const PrincessPower& swan_maiden();      // 2 Birds 1 Skull
const PrincessPower& thumbelina();       // Choose Your Weapon

}  // namespace zref::zp
