#include "games/zombie_ninja_pirates/table/board.h"

#include <fmt/format.h>

#include "core/text.h"
#include "games/zombie_ninja_pirates/table/render.h"
#include "games/zombie_ninja_pirates/table/sheet.h"
#include "games/zombie_ninja_pirates/table/znp_table.h"

namespace zref::znp {

BoardModel znp_board(const Referee& ref) {
    const Game& g = ref.game();
    const GameState& s = g.state();
    const ZnpSheet sheet = build_znp_sheet(ref);
    const bool over = s.phase == Phase::Over;
    BoardModel b;
    b.game = g.data().name + (s.combined ? " (combined)" : "");
    if (s.phase == Phase::Setup) b.heading = "Setting up";
    else if (s.phase == Phase::Start) b.heading = "Who starts?";
    else if (over) b.heading = "Finished after " + counted(s.turn, "turn", "turns");
    else b.heading = fmt::format("{} {}", s.lightning ? "Lightning turn" : "Turn", s.turn);

    const auto first = leaders(sheet);
    if (over) {
        b.feature_label = first.size() > 1 ? "Sharing first place" : "Winner";
        b.feature = join(first, ", ");
        std::vector<std::string> why;
        for (const auto& r : sheet.ranking_reasons) why.push_back(r.text);
        b.result = why.empty() ? "Final Chests" : join(why, "; ");
    } else if (s.phase == Phase::Turn) {
        b.feature_label = s.lightning ? "Lightning turn of" : "Turn of";
        b.feature = s.seating.name(s.current);
        b.feature_note = step_text(g);
    }
    if (s.phase != Phase::Setup) {
        b.notes.push_back((s.deck ? fmt::format("Draw pile {}", s.pile) : std::string("Draw pile not counted")) +
                          fmt::format(" · discards {}", s.discards));
        b.notes.push_back(end_game_text(g));
    }

    b.name_head = "Player";
    b.name_width = 18;
    b.columns = {{"Points", 10, false}, {"Types", 20, true}, {"Chest", 42, true}, {"Hand", 10, false}};
    for (const auto& st : sheet.standings) {
        const Receipt& r = sheet.receipts[static_cast<std::size_t>(st.seat)];
        BoardModel::Row row;
        row.place = s.phase == Phase::Turn || over ? std::to_string(st.place) : "";
        row.name = r.player;
        std::vector<std::string> types, objects;
        for (const auto& l : r.lines) {
            if (l.is_type) types.push_back(line_name(l));
            else
                objects.push_back(fmt::format("{} {} {}", l.item, orientation_name(l.orientation),
                                              l.points > 0 ? "+" + std::to_string(l.points) : std::to_string(l.points)));
        }
        row.values = {std::to_string(r.total), types.empty() ? std::string("none") : join(types, "\n"),
                      objects.empty() ? std::string("empty") : join(objects, "\n"),
                      std::to_string(sheet.hands[static_cast<std::size_t>(st.seat)])};
        row.leading = over ? st.place == 1 : (s.phase == Phase::Turn && st.seat == s.current);
        b.rows.push_back(std::move(row));
    }
    if (!over) b.waiting = g.waiting().what;
    return b;
}

std::string ZnpTable::board_html() const { return render_board_html(znp_board(referee_)); }

}  // namespace zref::znp
