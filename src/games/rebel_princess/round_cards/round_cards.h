// One accessor per Round card zref referees, each in its own file named
// after the card.
#pragma once
#include "games/rebel_princess/round_rule.h"

namespace zref::rp {

const RoundRule& once_upon_a_time();
const RoundRule& invitation();
const RoundRule& enchanted_evening();
const RoundRule& musical_chairs();
const RoundRule& after_party();
const RoundRule& blind_mans_bluff();
const RoundRule& draft();
const RoundRule& masquerade_ball();
const RoundRule& late_to_the_ball();
const RoundRule& crystal_clear();
const RoundRule& pets_revenge();
const RoundRule& single_fairy();
const RoundRule& three_times_a_lady();
const RoundRule& old_tune();
const RoundRule& arranged_marriage();
const RoundRule& bathroom_break();
const RoundRule& dancing_queens();
const RoundRule& inherited();
const RoundRule& royal_decree();
const RoundRule& poisoned_apple();
const RoundRule& upside_down();
const RoundRule& always_the_bridesmaid();
const RoundRule& sisterhood();
const RoundRule& midnight_makeover();
const RoundRule& pass_the_bouquet();
const RoundRule& prince_rings_twice();
const RoundRule& magic_beans();
const RoundRule& odds_and_evens();
const RoundRule& secret_bid();
const RoundRule& poisoned_gift();
const RoundRule& wedding_gift();
const RoundRule& late_for_a_very_important_date();
const RoundRule& haggle_with_the_hag();
const RoundRule& wedding_surprise();
// Team Mode
const RoundRule& evil_but_welcome();
const RoundRule& matching_outfits();
const RoundRule& dear_single();
const RoundRule& double_date();
const RoundRule& soulmates();
const RoundRule& yin_and_yang();

}  // namespace zref::rp
