// Zombie Princess is a client of the trick-taking core (src/games/trick_taking/):
// the core's pieces its rules use, by their names in zref::zp, and the
// sections of its rulebook the core's reasons cite.
#pragma once
#include "games/trick_taking/card.h"
#include "games/trick_taking/princes.h"
#include "games/trick_taking/round_record.h"
#include "games/trick_taking/trick.h"
#include "games/trick_taking/trick_winner.h"

namespace zref::zp {

using tt::Card;
using tt::card_index;
using tt::CardCodec;
using tt::Play;
using tt::Plays;
using tt::strength;
using tt::SuitInfo;
using tt::TrickVerdict;

inline constexpr tt::RuleSections kRuleSections{"Playing a Trick", "The Privileged Princes"};

}  // namespace zref::zp
