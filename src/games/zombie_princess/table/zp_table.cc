#include "games/zombie_princess/table/zp_table.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/zombie_princess/table/completion.h"
#include "games/zombie_princess/table/prompt.h"
#include "games/zombie_princess/table/render.h"
#include "core/command.h"
#include "core/text.h"
#include "games/trick_taking/card_style.h"
#include "games/zombie_princess/sheet.h"

namespace zref::zp {

std::string ZpTable::waiting() const { return referee_.game().waiting().what; }
std::vector<std::string> ZpTable::examples() const { return referee_.game().waiting().examples; }
std::vector<std::string> ZpTable::verbs_now() const { return referee_.game().verbs_now(); }

std::string ZpTable::notation() const {
    const auto& codec = referee_.game().state().codec;
    return codec.max_value() ? codec.notation_hint() : std::string("k7, knight 7, pr3, frog");
}

std::string ZpTable::prompt(const Style& style) const { return render_prompt(referee_.game(), style); }
std::string ZpTable::inferred_line() const {
    const auto inferred = referee_.game().inferred_entry();
    return inferred ? inferred->line : std::string();
}
// A Prince led before Princes broke out is allowed from a hand of only
// Princes ("The Privileged Princes"): zref asks instead of making the table
// type the claim. Tried on a copy, so a yes is always accepted.
std::optional<YesNoQuestion> ZpTable::question_for(std::string_view refused) const {
    const auto words = tokenize(refused);
    if (!words || words->empty() || std::find(words->begin(), words->end(), "only-princes") != words->end())
        return std::nullopt;
    zp::Game probe = referee_.game();
    const auto claimed = probe.apply(std::string(refused) + " only-princes");
    if (!claimed) return std::nullopt;
    const auto& s = referee_.game().state();
    return YesNoQuestion{"Princes have not broken out yet: does " + s.seating.name(referee_.game().to_act()) +
                             " hold only Princes?",
                         claimed->canonical};
}

std::string ZpTable::ruling(const Ruling& r) const { return render_ruling(r, referee_.game().state()); }
std::string ZpTable::why(const Ruling& r) const { return render_why(r, referee_.game()); }
std::string ZpTable::why_item(int n) const { return render_trick_why(referee_.game().state(), n); }
std::string ZpTable::receipt(int round) const {
    const auto& s = referee_.game().state();
    if (s.results.empty()) return "No round scored yet: the receipts come when the first round is scored.\n";
    const int n = round == 0 ? static_cast<int>(s.results.size()) : round;
    if (n < 1 || n > static_cast<int>(s.results.size()))
        return fmt::format("No round {} scored yet ({} scored)\n", n, s.results.size());
    return render_receipts(s, s.results[static_cast<std::size_t>(n - 1)]);
}
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
        facts.emplace_back("Won by", winners);
    }
    return facts;
}

std::vector<std::string> ZpTable::complete(const std::string& before, const std::string& prefix) const {
    return completion_candidates(referee_, before, prefix);
}

std::string ZpTable::highlight(const std::string& text, const Style& style) const {
    return tt::highlight_cards(style, text, referee_.game().state().codec);
}

bool ZpTable::over() const { return referee_.game().state().phase == zp::Phase::GameOver; }

std::string ZpTable::replay_text() const {
    const auto& s = referee_.game().state();
    std::string out;
    for (const auto& r : s.results) out += render_receipts(s, r);
    out += render_sheet_text(s);
    if (!over()) out += "Not finished. Waiting for: " + referee_.game().waiting().what + "\n";
    return out;
}

Result<std::string> ZpTable::export_sheet(SheetFormat format, std::string_view source) const {
    return render_sheet(format, referee_.game().state(), referee_.data(), source);
}

std::string ZpTable::players() const {
    const auto& s = referee_.game().state();
    if (s.seating.size() == 0) return "(no players yet)";
    std::vector<std::string> sides;
    for (int side = 0; side < s.seating.side_count(); ++side) sides.push_back(s.seating.side_name(side));
    return join(sides, s.seating.teams() ? " vs " : ", ");
}

std::string ZpTable::standing() const {
    const auto& game = referee_.game();
    const auto& s = game.state();
    if (s.phase == zp::Phase::GameOver) {
        const auto sheet = zp::build_sheet(s);
        std::vector<std::string> names;
        for (int side : sheet.winners) {
            std::string name = sheet.sides.at(static_cast<std::size_t>(side));
            if (static_cast<std::size_t>(side) < sheet.final_score.size())
                name += " (" + std::to_string(sheet.final_score[static_cast<std::size_t>(side)]) + ")";
            names.push_back(name);
        }
        return (names.size() > 1 ? "finished, sharing the crown: " : "finished, won by ") + join(names, ", ");
    }
    std::string out;
    if (s.round.number > 0) {
        out = "round " + std::to_string(s.round.number) + " of " + std::to_string(referee_.data().rounds);
        if (const auto* rc = game.round_card()) out += ", card " + std::string(1, rc->letter) + ": " + rc->name;
        out += "; ";
    } else if (s.phase != zp::Phase::Setup) {
        out = "before round 1; ";
    }
    return out + "waiting for: " + game.waiting().what;
}

}  // namespace zref::zp
