// What must hold after every accepted event of a Rebel Princess game, as a
// table would check it by hand: each card once a round, between the hands
// and the tricks; each trick won as the rules say; each round's requests
// adding up to what the deck holds; the totals the sum of the rounds; and
// exactly one entry awaited until the game is over. Each check returns what
// is wrong, in words, or nothing when it holds.
#pragma once
#include <optional>
#include <string>

#include "games/rebel_princess/game.h"
#include "games/rebel_princess/sim/random_game.h"

namespace zref::rp::sim {

struct Violation {
    std::string invariant;  // "each card once a round"
    std::string detail;     // which card, player and round, and the numbers that disagree
};

// Each card of the deck is once in the round: in a hand, played (the
// engine marks exactly the cards played from the hands), or aside in no
// trick (laid out, hidden, in a pile, led face down), and each player's
// count of cards left is their hand's (less Wedding Gift's gifts to come).
std::optional<Violation> check_cards(const Game& g, const HandModel& m);
// Each finished trick has a card from every turn, and under the basic rules
// the highest card of the suit led took it and leads the next.
std::optional<Violation> check_tricks(const Game& g);
// Round `k` (0-based in the results) scored as it must: played card by card,
// each card once in its tricks and, under the basic rules, each player's
// requests counted again from the tricks (each Prince 1, the Frog 5, Rebel
// of the Ball); entered by results, the numbers typed; and, when the Round
// card fixes it, the round's requests add up to the deck's total (every
// Prince and the Frog) unless someone was the Rebel of the Ball, who leaves
// the others nothing.
// `typed`: the numbers typed for a round entered by its results.
std::optional<Violation> check_round(const Game& g, std::size_t k, const std::vector<int>& typed);
// The totals are the sums of the rounds, each round's running totals too.
std::optional<Violation> check_totals(const Game& g);
// Exactly one entry awaited, from a player who can make it; none once over.
std::optional<Violation> check_one_entry(const Game& g);

// Every check above; rounds scored since `checked` are checked (and counted there).
std::optional<Violation> check_event(const RandomGame& game, std::size_t& checked);

}  // namespace zref::rp::sim
