// The checks at the end of a simulated game: its journal replayed into a
// fresh Referee gives the same score sheet, and undoing a suffix of it then
// typing those lines again gives the same state.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/rng.h"
#include "games/zombie_princess/referee.h"
#include "games/zombie_princess/sim/invariants.h"

namespace zref::sim {

// `final_game` is the game as the simulation left it.
std::optional<Violation> check_replay(const zp::Game& final_game, const std::vector<std::string>& journal);
// Undoes `k` entries of `journal` one by one on a Referee, re-applies them
// and compares with `final_game`.
std::optional<Violation> check_undo_redo(const zp::Game& final_game, const std::vector<std::string>& journal, int k);
// A k for check_undo_redo: mostly 1 to 4 lines (each undo replays the whole
// history, so k undos cost k replays), one game in 64 any length up to the
// whole journal.
int pick_undo_depth(Rng& rng, int journal_size);

}  // namespace zref::sim
