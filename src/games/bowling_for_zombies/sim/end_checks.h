// The checks at the end of a game, through the Referee as the table's
// journal is read: the journal replayed into a fresh Referee gives the same
// score sheet; undoing its last lines gives what the shorter journal gives,
// and typing them again gives the same sheet.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/bowling_for_zombies/referee.h"
#include "games/bowling_for_zombies/sim/invariants.h"

namespace zref::bfz::sim {

// What the table sees of a game: the score sheet (JSON), the status (the
// round in play: Lane cards, reveals, Zombies and Body Parts left) and what
// the referee waits for.
std::string table_view(const Game& g);

std::optional<Violation> check_replay(const GameData& data, const std::vector<std::string>& journal,
                                      const std::string& final_view);
// Undoes the last `k` lines one by one, compares with a fresh replay of the
// journal without them, types them again and compares with `final_view`.
std::optional<Violation> check_undo_redo(const GameData& data, const std::vector<std::string>& journal, int k,
                                         const std::string& final_view);

}  // namespace zref::bfz::sim
