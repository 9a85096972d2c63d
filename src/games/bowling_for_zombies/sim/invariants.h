// What must hold after every accepted event of a Bowling for Zombies!!!
// game, as a table would check it by hand: the cards (Lane cards, each
// necromancer's Zombies and Body Parts) are each in exactly one place, each
// round resolved as the rulebook says, the score sheet adds up, and the
// referee awaits exactly one decision until the game is over. Each check
// returns what is wrong, in words, or nothing when it holds.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/sheet.h"

namespace zref::bfz::sim {

struct Violation {
    std::string invariant;  // "each Lane card in exactly one place"
    std::string detail;     // which card, necromancer and round, and the numbers that disagree
};

// card_checks.cc
// Each Lane card in exactly one place: per pins value the draw pile, the
// table, the score piles (the phantom's too) and the discards hold as many
// as the deck has; and the table's own face-down deck (when given) holds
// what the engine counts in its draw pile.
std::optional<Violation> check_lane_cards(const GameState& s, const GameData& data, const std::vector<int>* table_deck);
// No Lane card taken twice: each finished round's Lane cards are the ones
// taken (by a necromancer or the phantom) and the ones discarded, each
// once; and a round draws one fewer than its zombies.
std::optional<Violation> check_round_lanes(const GameState& s, const GameData& data);
// Each Zombie card in exactly one place: a necromancer's Zombie is marked
// played once it was revealed, in exactly one round, and lies in its score
// pile only when it was ripped that round; the phantom hand's likewise, in
// the order it was dealt.
std::optional<Violation> check_zombies(const GameState& s);
// Each Body Part in one place: spent at most once, only by a bowling zombie
// that carried it on top, never played after that, and out of the hand
// exactly when spent.
std::optional<Violation> check_body_parts(const GameState& s);

// round_checks.cc
// Each finished round resolved in the rulebook's order: equal zombies were
// ripped, the strongest of the rest wandered off, the others bowled; what
// each gained fits its fate; a necromancer who stood played no more.
std::optional<Violation> check_fates(const GameState& s);
// Exactly one decision awaited, or the game over: the one asked can act,
// and the examples offered use the verbs accepted now.
std::optional<Violation> check_one_decision(const Game& g);

// sheet_checks.cc
// The score sheet adds up: every total equals the sum of its round receipts
// (Standard, Black Jack, Poker) or holds the half's digits (High and Low);
// the standing agrees with the last totals; the ranking lists every
// necromancer once, in the order of the variant's goal and tie-breaks.
std::optional<Violation> check_sheet(const ScoreSheet& sheet, Variant variant);

// All of the above (invariants.cc).
std::optional<Violation> check_event(const Game& g, const std::vector<int>* table_deck);

}  // namespace zref::bfz::sim
