// Standings: who leads the next round ("Who leads the next round") and the
// final ranking with its tie-break ("End of the game").
#pragma once
#include <vector>

#include "games/rebel_princess/data.h"
#include "games/rebel_princess/state.h"

namespace zref::rp {

// The lowest running total leads; among equals, the first found going
// clockwise from the seat left of the previous round's designated leader
// (who is checked last).
int next_leader(const GameState& s, int previous_start);

// Rounds in which `seat` scored 0 requests (our reading zero-round: exactly
// 0, or 0 or less).
int zero_rounds(const GameData& data, const GameState& s, int seat);

// The final ranking: groups of seats, best first; a group of several shares
// its place (equal totals and equal rounds at 0).
std::vector<std::vector<int>> final_ranking(const GameData& data, const GameState& s);

}  // namespace zref::rp
