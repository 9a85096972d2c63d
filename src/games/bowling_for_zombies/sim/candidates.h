// The entries a table could type now, in full form, besides the cards it
// draws (random_game.h adds those): every necromancer still to reveal, with
// every Zombie left, bare or with a Body Part in hand above or below; Black
// Jack's stands; and the resolution's decisions. Built from what the engine
// shows: the state, and Waiting::examples where they list every choice.
#pragma once
#include <string>
#include <vector>

#include "games/bowling_for_zombies/game.h"

namespace zref::bfz::sim {

// A line the table could type now, and how likely it is picked.
struct Candidate {
    enum class Kind { Entry, Lanes, PhantomFlip };
    std::string line;
    int weight = 1;
    Kind kind = Kind::Entry;  // Lanes and a phantom flip take cards off the table's decks once accepted
};

// "play NAME Z [PART above|below]" for every necromancer in play who has not
// revealed: a bare Zombie as likely as one with a Body Part.
std::vector<Candidate> reveal_candidates(const GameState& s);
// Black Jack: "stand NAME" for every necromancer who may stand now (in the
// Lane cards' step, or in the reveals before revealing). Rare: a game
// should mostly be played.
std::vector<Candidate> stand_candidates(const GameState& s);
// The resolution's decision: every pick or Leg of the one asked (its
// Waiting::examples), or in High and Low every necromancer's combine and
// place still due, in any order, as a table may type them.
std::vector<Candidate> decision_candidates(const Game& g);

}  // namespace zref::bfz::sim
