// Tab completion for the table's lines: the words that would be accepted at
// the cursor now (commands, player names, Princesses, and the cards that the
// referee would accept from the player whose turn it is).
#pragma once
#include <string>
#include <vector>

#include "games/zombie_princess/referee.h"

namespace zref::zp {

// Words that may follow `line_before` (the line up to the word being typed)
// and start with `prefix` (case-insensitive), sorted, without duplicates.
std::vector<std::string> completion_candidates(const zp::Referee& referee, const std::string& line_before,
                                               const std::string& prefix);

}  // namespace zref::zp
