// What must hold after every accepted line of a Zombie Ninja Pirates game,
// checked against the real cards the simulator holds: every card of the deck
// in one place, by name (hands, Types, Chests, discards, pile, the END GAMEs
// set aside) and by the engine's counts; the hands as large as the real
// ones; no player two of a Type, nor a Type the table does not play with;
// each Chest's receipt adding up and scoring as the simulator scores it; and
// the turn passing as the simulator reckons. Each check returns what is
// wrong, in words, or nothing.
#pragma once
#include <optional>
#include <string>

#include "games/zombie_ninja_pirates/sim/random_game.h"

namespace zref::znp::sim {

struct Violation {
    std::string invariant;  // "every card of the deck in one place"
    std::string detail;     // which card or player, and the numbers that disagree
};

std::optional<Violation> check_event(const RandomGame& game);

}  // namespace zref::znp::sim
