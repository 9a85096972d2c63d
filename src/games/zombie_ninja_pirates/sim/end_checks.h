// The checks at the end of a game: the final ranking recomputed from the
// public table (score_check.h) against the engine's; and, through the
// Referee as the table's journal is read (core/referee_checks.h), the
// journal replayed into a fresh Referee gives the same table, and undoing the
// last lines gives the game as it stood before them, typing them again the
// same game.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/referee.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sim/invariants.h"

namespace zref::znp::sim {

// What the table sees of a game, as text: the phase, step and turn, every
// Type, Chest and hand size, the pile, discards and END GAMEs, the cards the
// table described, the scores and what the game waits for.
std::string znp_table_view(const Game& g);

// The ranking, and the coverage of how it was decided.
std::optional<Violation> check_ranking(const RandomGame& game, Coverage& cov);
std::optional<Violation> check_replay(const GameData& data, const std::vector<std::string>& journal, const std::string& final_view);
// Undoes the last `before.size()` lines one by one on the game's own
// Referee, each time comparing with the view recorded before that line was
// typed, then types them again and compares with `final_view`.
std::optional<Violation> check_undo_redo(zref::Referee<Game>& ref, const std::vector<std::string>& before, const std::string& final_view);

}  // namespace zref::znp::sim
