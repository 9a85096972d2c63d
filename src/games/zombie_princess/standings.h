// Standings between rounds: running points, the Hourglass Leader line
// ("Hourglass Round"), the final score ("End of the Game") and who chooses the
// next start ("Once the Round Is Over", step 4).
#pragma once
#include <vector>

#include "games/zombie_princess/state.h"

namespace zref::zp {

// Per-side lists are held inline (PerSeat): they are worked out every round
// (the next start's chooser, who is in the lead for the Round card), and a
// std::vector each was an allocation each time.
// Per side: points summed over the first `rounds` finished rounds.
PerSeat<int> points_through(const GameState& s, int rounds);
// Per side: points through round 3 + floor(skulls / 2); skulls as they stand.
PerSeat<int> hourglass_line(const GameState& s);
// Sides with the highest value (ties give several).
PerSeat<int> leaders(const PerSeat<int>& values);
// Sides with the lowest value.
PerSeat<int> last_places(const PerSeat<int>& values);

struct FinalStanding {
    std::vector<int> final_score;  // per side: points + floor(skulls / 2)
    std::vector<int> winners;      // sides that share the crown
    bool decided_by_skulls = false;
};
FinalStanding final_standing(const GameState& s);

// The side that chooses first or last for the next round, and why.
struct NextDecider {
    int side = 0;
    bool tie = false;
};
NextDecider next_decider(const GameState& s);

}  // namespace zref::zp
