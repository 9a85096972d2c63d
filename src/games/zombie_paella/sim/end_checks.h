// The checks at the end of a game, through the Referee as the table's
// journal is read (core/referee_checks.h): the journal replayed into a fresh
// Referee gives the same public state; undoing the last lines gives the game
// as it stood before them, and typing them again gives the same game. The
// undo is checked on the game's own Referee against views kept as it was
// played: one replay fewer than core's undo_redo_differs, at the same cost
// per undo.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/referee.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/sim/invariants.h"

namespace zref::paella::sim {

// What the table sees of a game, as text: the phase and what is awaited, the
// turn, every collection, front and hand size, the pile, the cemetery,
// Saffron, the cards the table described, and the result.
std::string table_view(const Game& g);

std::optional<Violation> check_replay(const GameData& data, const std::vector<std::string>& journal,
                                      const std::string& final_view);
// Undoes the last `before.size()` lines one by one on the game's own Referee,
// each time comparing with the view recorded before that line was typed,
// then types them again and compares with `final_view`.
std::optional<Violation> check_undo_redo(zref::Referee<Game>& ref, const std::vector<std::string>& before,
                                         const std::string& final_view);

}  // namespace zref::paella::sim
