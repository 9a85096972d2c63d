// The score sheet as the scorepad keeps it: per round and side the bid,
// tricks, points and skulls, running totals, the Hourglass Leader line (never
// added to the totals) and, at the end, final scores and the winner(s).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/zombie_princess/state.h"

namespace zref::zp {

struct SheetCell {
    int bid = 0;
    int tricks = 0;
    int points = 0;
    int skulls = 0;  // after the round
    int total = 0;   // running points
    bool paid = false;  // the bid was made by paying skulls for the missed tricks
};

struct SheetRound {
    int number = 0;
    char card = 'a';
    std::vector<SheetCell> cells;  // per side
};

struct ScoreSheet {
    std::vector<std::string> sides;
    std::vector<SheetRound> rounds;
    std::vector<int> hourglass_line;  // empty until round 4 starts
    std::vector<int> hourglass_leaders;
    std::vector<int> skulls;       // as they stand
    std::vector<int> final_score;  // points + floor(skulls / 2); filled at game over
    std::vector<int> winners;
    bool game_over = false;
};

ScoreSheet build_sheet(const GameState& s);

// A side's running points (0 before a round is scored) and skulls as they stand.
int points_of(const ScoreSheet& sheet, std::size_t side);
int skulls_of(const ScoreSheet& sheet, std::size_t side);

// One side's place. During the game the running points rank the sides (as
// the table reckons "lowest score" between rounds), skulls breaking ties; at
// the end the final score (points + floor(skulls / 2)) does, and the winners
// are the game's own (End of the Game: ties go to the most skulls).
struct SideStanding {
    int side = 0;
    int points = 0;
    int skulls = 0;
    int score = 0;  // points, or the final score once the game is over
    int rank = 1;   // equal score and skulls share a rank
    bool winner = false;
};
// Best first: score, then skulls, then seat order.
std::vector<SideStanding> sheet_standings(const ScoreSheet& sheet);

}  // namespace zref::zp
