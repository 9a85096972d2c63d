// Every Round card zref referees, one function per card, named after the card.
#pragma once
#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

const RoundRule& opening_night();                  // a
const RoundRule& ah_one_and_ah_two();              // b
const RoundRule& dead_last();                      // c
const RoundRule& dead_set_on_winning();            // d
const RoundRule& triple_tap();                     // e
const RoundRule& shambler_swap();                  // f
const RoundRule& brain_drain();                    // g
const RoundRule& headhunters();                    // h
const RoundRule& brainpan_bonanza();               // i
const RoundRule& necro_narcissism();               // j
const RoundRule& conspiratorial_corpse_crusade();  // k
const RoundRule& revenge_of_the_living();          // l
const RoundRule& ultimate_won_knight();            // m
const RoundRule& grave_new_world();                // n
const RoundRule& decomposing_duos();               // o
const RoundRule& a_view_to_a_kill();               // p
const RoundRule& skull_smashers();                 // q
const RoundRule& we_the_villagers();               // r
const RoundRule& divide_and_conquer();             // s
const RoundRule& the_high_cost_of_living();        // t
const RoundRule& his_majestys_last_groan();        // u
const RoundRule& undead_on_arrival();              // v
const RoundRule& fester_feast();                   // w
const RoundRule& revenge_of_the_reanimated();      // x
const RoundRule& undead_uprising();                // y
const RoundRule& ghoulfriends();                   // z

}  // namespace zref::zp
