// The checks at the end of a game, through the Referee as the table's
// journal is read (core/referee_checks.h): the journal replayed into a fresh
// Referee gives the same public state; undoing the last lines gives what the
// shorter journal gives, and typing them again gives the same game.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/zombie_paella/game.h"
#include "games/zombie_paella/sim/invariants.h"

namespace zref::paella::sim {

// What the table sees of a game, as text: the phase and what is awaited, the
// turn, every collection, front and hand size, the pile, the cemetery,
// Saffron, the cards the table described, and the result.
std::string table_view(const Game& g);

std::optional<Violation> check_replay(const GameData& data, const std::vector<std::string>& journal,
                                      const std::string& final_view);
std::optional<Violation> check_undo_redo(const GameData& data, const std::vector<std::string>& journal, int k,
                                         const std::string& final_view);

}  // namespace zref::paella::sim
