// A game of The Zombie Paella as its list of accepted commands: the shared
// Referee of core/referee.h (undo, edit, replay) over this module's engine.
//
// What a front end calls:
//   Referee ref(data);                  // data: load_builtin_zombie_paella_data()
//   ref.apply("players Ana Ben Cai");   // each typed line; a Ruling or a one-line error
//   ref.game().waiting();               // the question for the prompt (who, what, examples)
//   ref.game().state();                 // collections, hands, pile, turn, events
#pragma once
#include "core/referee.h"
#include "games/zombie_paella/game.h"

namespace zref::paella {

using Referee = zref::Referee<Game>;
using zref::EditResult;
using zref::HistoryEntry;

}  // namespace zref::paella
