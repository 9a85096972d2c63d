// Shared by the Round cards that only ask players to show or look at cards
// before trick 1 (j Necro Narcissism, k Conspiratorial Corpse Crusade): the
// entry names a suit the player holds; zref records that it happened.
#pragma once
#include <span>
#include <string>
#include <string_view>

#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

// Parses "SUIT" from the words of a reveal entry and records `what`.
// The ruling's headline and reason are written only when `worded`.
Result<Ruling> record_suit_reveal(GameState& s, int seat, std::span<const std::string> args, std::string_view what,
                                  std::string_view section, bool worded);

}  // namespace zref::zp
