// Shared by the Round cards that only ask players to show or look at cards
// before trick 1 (j Necro Narcissism, k Conspiratorial Corpse Crusade): the
// entry names a suit the player holds; zref records that it happened.
#pragma once
#include <string>

#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

// Parses "SUIT" from the words of a reveal entry and records `what`.
Result<Ruling> record_suit_reveal(GameState& s, int seat, const std::vector<std::string>& args,
                                  const std::string& what, const std::string& section);

}  // namespace zref::zp
