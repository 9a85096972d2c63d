// What must hold after every accepted line of a Zombie Paella game, checked
// against the real cards the simulator holds: every card of the deck in one
// place (the engine's own count, check_conservation), each treasure in one
// place by name, each ingredient in one collection at most, the hands and the
// pile as large as the real ones, Saffron where the rules put it, the cards
// on the table those of the battle or chain under way, and a finished game
// with its winner or a shared result; and against the table before the line:
// battles settled as their real cards say, the Flood, the turn order,
// Saffron's claim, no win missed. Each check returns what is wrong, in
// words, or nothing.
#pragma once
#include <optional>
#include <string>

#include "games/zombie_paella/sim/random_game.h"

namespace zref::paella::sim {

struct Violation {
    std::string invariant;  // "each treasure in one place"
    std::string detail;     // which card or player, and the numbers that disagree
};

// outcome_checks.cc: the last line's effect against the table before it.
std::optional<Violation> check_fight(const RandomGame& game);
std::optional<Violation> check_flood(const RandomGame& game);
std::optional<Violation> check_turn_order(const RandomGame& game);
std::optional<Violation> check_saffron_claim(const RandomGame& game);
std::optional<Violation> check_no_missed_win(const RandomGame& game);

// Every check (invariants.cc).
std::optional<Violation> check_event(const RandomGame& game);

}  // namespace zref::paella::sim
