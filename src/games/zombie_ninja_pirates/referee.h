// A game of Zombie Ninja Pirates as its list of accepted commands: the
// shared Referee of core/referee.h (undo, edit, replay) over this engine.
//
// What a front end calls:
//   Referee ref(data);                  // data: load_builtin_zombie_ninja_pirates_data()
//   ref.apply("players Ana Ben Cai");   // each typed line; a Ruling or a one-line error
//   ref.game().waiting();               // the question for the prompt (who, which step, examples)
//   ref.game().state();                 // Types, Chests, hand sizes, the pile, the turn, events
#pragma once
#include "core/referee.h"
#include "games/zombie_ninja_pirates/game.h"

namespace zref::znp {

using Referee = zref::Referee<Game>;
using zref::EditResult;
using zref::HistoryEntry;

}  // namespace zref::znp
