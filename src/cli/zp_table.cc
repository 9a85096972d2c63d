#include "cli/zp_table.h"

#include <fmt/format.h>

#include "cli/completion.h"
#include "cli/prompt.h"
#include "cli/render.h"
#include "games/zombie_princess/sheet.h"

namespace zref::cli {

std::string ZpTable::waiting() const { return referee_.game().waiting().what; }
std::vector<std::string> ZpTable::examples() const { return referee_.game().waiting().examples; }
std::vector<std::string> ZpTable::verbs_now() const { return referee_.game().verbs_now(); }

std::string ZpTable::notation() const {
    const auto& codec = referee_.game().state().codec;
    return codec.max_value() ? codec.notation_hint() : std::string("k7, knight 7, pr3, frog");
}

std::string ZpTable::prompt(const Style& style) const { return render_prompt(referee_.game(), style); }
std::string ZpTable::ruling(const Ruling& r) const { return render_ruling(r, referee_.game().state()); }
std::string ZpTable::why(const Ruling& r) const { return render_why(r, referee_.game()); }
std::string ZpTable::why_item(int n) const { return render_trick_why(referee_.game().state(), n); }
std::string ZpTable::status() const { return render_status(referee_.game()); }
std::string ZpTable::sheet() const { return render_sheet_text(referee_.game().state()); }

std::vector<std::pair<std::string, std::string>> ZpTable::sheet_facts() const {
    const zp::ScoreSheet sheet = zp::build_sheet(referee_.game().state());
    std::vector<std::pair<std::string, std::string>> facts;
    for (const auto& row : sheet.rounds)
        for (std::size_t side = 0; side < row.cells.size() && side < sheet.sides.size(); ++side) {
            const auto& c = row.cells[side];
            const std::string who = fmt::format("Round {}, {}: ", row.number, sheet.sides[side]);
            facts.emplace_back(who + "bid", std::to_string(c.bid));
            facts.emplace_back(who + "tricks", std::to_string(c.tricks));
            facts.emplace_back(who + "points", std::to_string(c.points));
            facts.emplace_back(who + "skulls", std::to_string(c.skulls));
            facts.emplace_back(who + "total", std::to_string(c.total));
        }
    if (sheet.game_over) {
        std::string winners;
        for (int w : sheet.winners) winners += (winners.empty() ? "" : ", ") + sheet.sides[static_cast<std::size_t>(w)];
        facts.emplace_back("Winner(s)", winners);
    }
    return facts;
}

std::vector<std::string> ZpTable::complete(const std::string& before, const std::string& prefix) const {
    return completion_candidates(referee_, before, prefix);
}

std::string ZpTable::highlight(const std::string& text, const Style& style) const {
    return style.highlight_cards(text, referee_.game().state().codec);
}

}  // namespace zref::cli
