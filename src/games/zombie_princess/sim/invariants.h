// The invariants checked after every accepted event of a simulated game.
// Each check returns what is wrong, in words, or nothing when it holds.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/zombie_princess/game.h"
#include "games/zombie_princess/sim/hands.h"

namespace zref::sim {

struct Violation {
    std::string invariant;  // "each card in exactly one place"
    std::string detail;     // which card, seat, side, round, and the numbers that disagree
};

// Every card of the deck is in exactly one place: a simulated hand (or its
// face-down part), or played (in a trick, the current trick or the Fester
// Feast discards, as the engine's `played` marks say); and each seat's hand
// is as big as the engine's count of cards it has left.
std::optional<Violation> check_cards(const zp::GameState& s, const Hands& hands);
// Skulls are never negative: per side, on the Round card, in every receipt.
std::optional<Violation> check_skulls(const zp::GameState& s);
// The sheet's totals equal the sum of the receipts' points, each receipt's
// skulls move by the sum of its lines, and final scores add half the skulls.
std::optional<Violation> check_totals(const zp::GameState& s);
// A round played card by card has as many tricks as each hand has cards.
std::optional<Violation> check_round_tricks(const zp::GameState& s);
// Exactly one player is asked to act whenever a player's decision is due,
// and that player can act (has cards, is still in the round). `where` names
// the moment for the message.
std::optional<Violation> check_one_to_act(const zp::GameState& s, const zp::Waiting& w, const std::string& where);

// Each seat's power pointer (GameState::princess_power) is the power of
// the Princess the seat holds (set_princess keeps the two together).
std::optional<Violation> check_princess_powers(const zp::GameState& s);

// All of the above.
std::optional<Violation> check_event(const zp::Game& g, const Hands& hands);

}  // namespace zref::sim
