#include "games/zombie_princess/sheet.h"

#include <algorithm>

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
            row.cells.push_back({rc.bid, rc.tricks, rc.points, rc.skulls_after, running[i], rc.paid_for_missed});
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

int points_of(const ScoreSheet& sheet, std::size_t side) {
    return sheet.rounds.empty() ? 0 : sheet.rounds.back().cells.at(side).total;
}

int skulls_of(const ScoreSheet& sheet, std::size_t side) { return side < sheet.skulls.size() ? sheet.skulls[side] : 0; }

std::vector<SideStanding> sheet_standings(const ScoreSheet& sheet) {
    std::vector<SideStanding> out;
    for (std::size_t i = 0; i < sheet.sides.size(); ++i) {
        SideStanding st;
        st.side = static_cast<int>(i);
        st.points = points_of(sheet, i);
        st.skulls = skulls_of(sheet, i);
        st.score = sheet.game_over && i < sheet.final_score.size() ? sheet.final_score[i] : st.points;
        st.winner = std::find(sheet.winners.begin(), sheet.winners.end(), st.side) != sheet.winners.end();
        out.push_back(st);
    }
    std::stable_sort(out.begin(), out.end(), [](const SideStanding& a, const SideStanding& b) {
        return a.score != b.score ? a.score > b.score : a.skulls > b.skulls;
    });
    for (std::size_t i = 1; i < out.size(); ++i)
        out[i].rank = out[i].score == out[i - 1].score && out[i].skulls == out[i - 1].skulls ? out[i - 1].rank
                                                                                            : static_cast<int>(i) + 1;
    return out;
}

}  // namespace zref::zp
