// One trick ruled on by itself ("zref trick"): the table, the Round card, the
// Princess powers used on the trick and its cards in play order become the
// lines of a real game, and the engine rules on them. The ruling is therefore
// the one a game gives for the same cards, with nothing of the rules copied.
// Pure: no I/O. Errors name the `zref trick` option or card they concern.
//
// What the game needs and a single trick does not say is filled in neutrally:
// everyone bids 2 (no one reaches a bid with one trick), a Round card entry
// before trick 1 names the suit of the player's own card (j, k) or is skipped
// (p), and for an Hourglass card three rounds scored by counts (card v, no
// points) come first, so that the chosen sides lead the Hourglass Leader line
// and the trick's leader starts round 4. `assumptions` says what was assumed.
// The table's readings are checked as a game checks them; those of the Round
// card (ghoulfriends-order, ...) are set up, the others do not touch a trick.
#pragma once
#include <string>
#include <vector>

#include "core/result.h"
#include "core/ruling.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

struct OneTrickPlay {
    std::string player;  // empty: whoever's turn it is
    std::string card;    // as typed: "k7", "knight 7", "frog"
};

// A Princess power used on the trick, by the Princess's id.
struct OneTrickPower {
    std::string princess;  // one of one_trick_princesses()
    std::string player;
};

struct OneTrickInput {
    std::vector<std::string> players{"Ana", "Ben", "Cai", "Dee"};  // seat order, clockwise
    bool teams = false;
    char round_card = 'a';
    std::string frog;                 // card text; empty: the game data's Frog
    std::string leader;               // empty: the first play's player, else the first seat
    std::vector<OneTrickPlay> plays;  // in play order
    std::vector<OneTrickPower> powers;
    std::vector<std::string> discards;  // Fester Feast (w): one card per player, in seat order
    std::vector<std::string> in_lead;   // Hourglass cards: players whose sides lead; empty: all tied
    bool princes_broken = false;        // a Prince was played earlier this round
    bool only_princes = false;          // the leader holds nothing but Princes
    std::vector<std::string> readings;  // the table's 'reading ID VALUE' setup lines (reading_lines)
};

struct OneTrickResult {
    GameState state;   // after the trick, and Dorothy or Rapunzel on it
    TrickRecord trick;  // the trick as the engine recorded it
    std::string winner;
    std::string headline;          // "Trick to Dee: Dee's Prince 1 wins: ..."
    std::vector<Reason> reasons;   // the powers on its cards, the verdict, the Round card's word on it
    std::vector<std::string> notices;      // what follows from the trick
    std::vector<std::string> warnings;     // what the engine flagged
    std::vector<std::string> assumptions;  // what was filled in
    std::vector<std::string> lines;        // the game lines the engine accepted
};

// The Princesses whose powers act on a single trick: before a card (the Pea
// Princess, Thumbelina, Alice) or on the trick just won (Dorothy, Rapunzel).
const std::vector<std::string>& one_trick_princesses();

Result<OneTrickResult> adjudicate_one_trick(const GameData& data, const OneTrickInput& in);

}  // namespace zref::zp
