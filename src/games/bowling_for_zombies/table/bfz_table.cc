#include "games/bowling_for_zombies/table/bfz_table.h"

#include <fmt/format.h>

#include "games/bowling_for_zombies/table/render.h"
#include "core/ruling_text.h"
#include "core/text.h"
#include "games/bowling_for_zombies/sheet.h"

namespace zref::bfz {

using bfz::Phase;

namespace {

// "Ana (17)", or "Ana (17), Ben (17)" for a shared win.
std::string winners_of(const bfz::ScoreSheet& sheet) {
    std::vector<std::string> names;
    if (!sheet.standing.groups.empty())
        for (int seat : sheet.standing.groups.front()) {
            const auto k = static_cast<std::size_t>(seat);
            names.push_back(sheet.necromancers.at(k) + " (" + sheet.standing.shown.at(k) + ")");
        }
    return join(names, ", ");
}

}  // namespace

// Where a Body Part lies is what the table saw, and both places are always
// open (our reading: part-position), so zref never fills it in. A reveal
// that only lacks the word is refused naming both; as the likelier of the
// two, "above" is then offered for Enter alone, in full in the journal.
Result<Ruling> BfzTable::apply(std::string_view line) {
    part_above_.clear();
    auto ruling = referee_.apply(line);
    if (ruling) return ruling;
    const auto accepted = [&](const char* position) {
        bfz::Game probe = referee_.game();
        return probe.apply(std::string(line) + " " + position);
    };
    const auto above = accepted("above");
    if (!above || !accepted("below") || above->canonical.rfind("play ", 0) != 0) return ruling;
    part_above_ = above->canonical;
    return fail(ruling.error() + "; Enter alone takes it as above");
}

Status BfzTable::replay_line(std::string_view line) {
    part_above_.clear();
    return referee_.replay_journal_line(line);
}

Result<std::string> BfzTable::undo() {
    part_above_.clear();
    return referee_.undo();
}

Result<EditResult> BfzTable::edit(int number, std::string_view line) {
    part_above_.clear();
    return referee_.edit(number, line);
}

std::string BfzTable::waiting() const { return referee_.game().waiting().what; }
std::vector<std::string> BfzTable::examples() const { return referee_.game().waiting().examples; }
std::vector<std::string> BfzTable::verbs_now() const { return referee_.game().verbs_now(); }

std::string BfzTable::notation() const {
    return "Lane cards and Zombies by number (lanes 2 2 4; play Ana 5); Body Parts head, leg, hand, "
           "above or below (play Ana 5 head above)";
}

std::string BfzTable::prompt(const Style& style) const {
    std::string p = render_bfz_prompt(referee_.game(), style);
    if (part_above_.empty() || p.size() < 2) return p;
    // "Ann plays [5 head above]> ": what Enter enters, without the verb and name.
    std::string shown = part_above_;
    for (const auto& name : referee_.game().state().seating.names())
        if (const std::string head = "play " + quote_if_needed(name) + " "; shown.rfind(head, 0) == 0)
            shown = shown.substr(head.size());
    return p.substr(0, p.size() - 2) + " [" + shown + "]> ";
}

std::string BfzTable::ruling(const Ruling& r) const {
    const auto& s = referee_.game().state();
    const std::string scored =
        s.results.empty() ? std::string() : render_bfz_receipt(s, s.results.back()) + sheet();
    return ruling_text(r, scored);
}

std::string BfzTable::why(const Ruling& r) const { return render_bfz_why(r, referee_.data()); }
std::string BfzTable::why_item(int n) const { return render_bfz_round_why(referee_.game().state(), n); }
std::string BfzTable::receipt(int round) const {
    const auto& s = referee_.game().state();
    if (s.results.empty()) return "No round scored yet: the receipts come when the first round is scored.\n";
    return render_bfz_round_why(s, round == 0 ? static_cast<int>(s.results.size()) : round);
}
std::string BfzTable::status() const { return render_bfz_status(referee_.game()); }
std::string BfzTable::sheet() const { return render_bfz_sheet_text(referee_.game().state(), referee_.data()); }

std::vector<std::pair<std::string, std::string>> BfzTable::sheet_facts() const {
    const bfz::ScoreSheet sheet = bfz::build_sheet(referee_.game().state(), referee_.data());
    std::vector<std::pair<std::string, std::string>> facts;
    for (const auto& row : sheet.rounds_played)
        for (std::size_t i = 0; i < row.cells.size() && i < sheet.necromancers.size(); ++i) {
            const auto& c = row.cells[i];
            const std::string who = fmt::format("Round {}, {}: ", row.number, sheet.necromancers[i]);
            facts.emplace_back(who + "played", c.played.empty() ? "-" : c.played);
            facts.emplace_back(who + "cards", c.cards.empty() ? "none" : join(c.cards, " + "));
            facts.emplace_back(who + "score", std::to_string(c.score));
            facts.emplace_back(who + "total", std::to_string(c.total));
        }
    if (sheet.game_over) facts.emplace_back("Won by", winners_of(sheet));
    return facts;
}

std::vector<std::string> BfzTable::complete(const std::string& before, const std::string& prefix) const {
    return bfz_completion_candidates(referee_, before, prefix);
}

// Bowling's cards are plain numbers: nothing to colour but what Style does.
std::string BfzTable::highlight(const std::string& text, const Style&) const { return text; }

bool BfzTable::over() const { return referee_.game().state().phase == Phase::GameOver; }

std::string BfzTable::replay_text() const {
    const auto& s = referee_.game().state();
    std::string out;
    for (const auto& r : s.results) out += render_bfz_receipt(s, r);
    out += sheet();
    if (!over()) out += "Not finished. Waiting for: " + waiting() + "\n";
    return out;
}

Result<std::string> BfzTable::export_sheet(SheetFormat format, std::string_view source) const {
    const auto& s = referee_.game().state();
    switch (format) {
        case SheetFormat::Text: return sheet();
        case SheetFormat::Json: return render_bfz_sheet_json(s, referee_.data());
        case SheetFormat::Csv: return render_model_csv(bfz_sheet_model(s, referee_.data()));
        case SheetFormat::Markdown: return render_model_markdown(bfz_sheet_model(s, referee_.data()));
        case SheetFormat::Html: return render_model_html(bfz_sheet_page_model(s, referee_.data()), source);
    }
    return sheet();
}

std::string BfzTable::players() const {
    const auto& names = referee_.game().state().seating.names();
    return names.empty() ? "(no players yet)" : join(names, ", ");
}

std::string BfzTable::standing() const {
    const auto& g = referee_.game();
    const auto& s = g.state();
    if (s.phase == Phase::GameOver) {
        const bfz::ScoreSheet sheet = bfz::build_sheet(s, referee_.data());
        return std::string(!sheet.standing.groups.empty() && sheet.standing.groups.front().size() > 1 ? "finished, shared by " : "finished, won by ") +
               winners_of(sheet);
    }
    std::string out = g.data().name + ", " + g.variant().name + "; ";
    if (s.round.number > 0) out += fmt::format("round {} of {}; ", s.round.number, s.rounds);
    return out + "waiting for: " + g.waiting().what;
}

}  // namespace zref::bfz
