#include "games/zombie_princess/sheet.h"

#include "games/zombie_princess/standings.h"

namespace zref::zp {

ScoreSheet build_sheet(const GameState& s) {
    ScoreSheet sheet;
    const int sides = s.seating.side_count();
    // Sized once: a sheet is built for every game self-play finishes (its digest).
    sheet.sides.reserve(static_cast<std::size_t>(sides));
    sheet.rounds.reserve(s.results.size());
    for (int side = 0; side < sides; ++side) sheet.sides.push_back(s.seating.side_name(side));
    std::vector<int> running(static_cast<std::size_t>(sides), 0);
    for (const auto& r : s.results) {
        SheetRound row;
        row.number = r.number;
        row.card = r.card;
        row.cells.reserve(r.receipts.size());
        for (const auto& rc : r.receipts) {
            auto i = static_cast<std::size_t>(rc.side);
            running[i] += rc.points;
            row.cells.push_back({rc.bid, rc.tricks, rc.points, rc.skulls_after, running[i]});
        }
        sheet.rounds.push_back(std::move(row));
    }
    sheet.hourglass_line = s.hourglass_line;
    if (!s.hourglass_line.empty()) sheet.hourglass_leaders = leaders(s.hourglass_line);
    sheet.skulls = s.skulls;
    sheet.game_over = s.phase == Phase::GameOver;
    if (sheet.game_over) {
        auto f = final_standing(s);
        sheet.final_score = f.final_score;
        sheet.winners = f.winners;
    }
    return sheet;
}

}  // namespace zref::zp
