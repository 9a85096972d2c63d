#include "games/zombie_paella/table/board.h"

#include <fmt/format.h>

#include "core/text.h"
#include "games/zombie_paella/table/paella_table.h"
#include "games/zombie_paella/table/sheet.h"

namespace zref::paella {

BoardModel paella_board(const Referee& ref) {
    const Game& g = ref.game();
    const GameState& s = g.state();
    const PaellaSheet sheet = build_paella_sheet(ref);
    const bool over = s.phase == Phase::Over;
    BoardModel b;
    b.game = g.data().name;
    if (s.phase == Phase::Setup) b.heading = "Setting up";
    else if (over) b.heading = "Finished after " + counted(s.turn, "turn", "turns");
    else if (s.phase == Phase::Turn) b.heading = fmt::format("Turn {}", s.turn);
    else b.heading = "Dealing";

    if (over) {
        b.feature_label = sheet.winners.size() > 1 ? "Sharing the win" : "Winner";
        b.feature = join(sheet.winners, ", ");
        b.result = sheet.win_reasons.empty() ? "Final collections" : join(sheet.win_reasons, "; ");
    } else if (s.phase == Phase::Turn) {
        b.feature_label = "Turn of";
        b.feature = s.seating.name(s.current);
        b.feature_note = counted(s.actions_left, "action", "actions") + " left";
    }
    if (s.phase != Phase::Setup) {
        std::string pile = fmt::format("Draw pile {} · cemetery {}", s.table.draw_pile, s.table.cemetery.size());
        if (!s.table.cemetery.empty()) pile += " (top " + card_name(g.book(), s.table.cemetery.back()) + ")";
        b.notes.push_back(pile);
        b.notes.push_back(s.table.saffron_holder ? "Saffron: " + s.seating.name(*s.table.saffron_holder)
                                                 : std::string("Saffron: in the middle"));
    }

    b.name_head = "Player";
    b.name_width = 22;
    b.columns = {{"Ingredients", 14, false}, {"Treasures", 38, true}, {"In front", 16, true}, {"Hand", 10, false}};
    std::vector<int> order;
    std::vector<int> winners;
    for (int seat = 0; seat < static_cast<int>(sheet.collections.size()); ++seat) {
        const bool won = over && std::find(sheet.winners.begin(), sheet.winners.end(),
                                           sheet.collections[static_cast<std::size_t>(seat)].player) != sheet.winners.end();
        (won ? winners : order).push_back(seat);
    }
    order.insert(order.begin(), winners.begin(), winners.end());
    for (int seat : order) {
        const SheetCollection& c = sheet.collections[static_cast<std::size_t>(seat)];
        BoardModel::Row row;
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        row.place = won ? "1" : "";
        row.name = c.player;
        // Ingredients on the first line, the other treasures under them.
        std::vector<std::string> lines;
        if (!c.ingredients.empty()) lines.push_back(join(c.ingredients, ", "));
        if (!c.others.empty()) lines.push_back(join(c.others, ", "));
        const std::string treasures = lines.empty() ? "none" : join(lines, "\n");
        row.values = {fmt::format("{} of {}", c.worth, sheet.to_win), treasures, join(c.in_front, "\n"),
                      std::to_string(c.hand)};
        row.leading = over ? won : (s.phase == Phase::Turn && seat == s.current);
        b.rows.push_back(std::move(row));
    }
    if (!over) b.waiting = g.waiting().what;
    return b;
}

std::string PaellaTable::board_html() const { return render_board_html(paella_board(referee_)); }

}  // namespace zref::paella
