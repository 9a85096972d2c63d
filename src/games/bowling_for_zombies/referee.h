// A Bowling for Zombies!!! game as its list of accepted commands: the shared
// Referee of core/referee.h (the same one Zombie Princess uses) over this
// module's rules engine.
//
// What a front end calls:
//   Referee ref(data);                       // data: store::load_builtin_bowling_data()
//   ref.apply("players Ana Ben Cai");        // each typed line; Ruling or one-line error
//   ref.replay_journal_line(line);           // folding a journal: handles `undo`, `edit N LINE`
//   ref.game().waiting();                    // the question for the prompt (who, what, examples)
//   ref.game().verbs_now();                  // for completion / did-you-mean
//   ref.game().state();                      // phase, round, reveals, piles, results
//   build_sheet(ref.game().state(), data);   // sheet.h: rounds, totals, ranking with tie-breaks
//   standings(ref.game().state());           // standings.h: the ranking alone
//   ref.undo(); ref.edit(N, line); ref.entries(); Referee::edit_line(N, canonical);
#pragma once
#include "core/referee.h"
#include "games/bowling_for_zombies/game.h"

namespace zref::bfz {

using Referee = zref::Referee<Game>;
using zref::EditResult;
using zref::HistoryEntry;

}  // namespace zref::bfz
