#include "games/zombie_paella/table/paella_table.h"

#include <fmt/format.h>

#include "core/ruling_text.h"
#include "core/text.h"
#include "games/zombie_paella/table/render.h"
#include "games/zombie_paella/table/sheet.h"

namespace zref::paella {

namespace {

// What Enter would enter in each pause, before the game is asked whether it fits.
std::string enter_candidate(Await await) {
    switch (await) {
        case Await::Blocks: return "no block";
        case Await::Modifiers: return "fight";
        case Await::Effect: return "done";
        case Await::Draw: return "draw";
        default: return {};
    }
}

std::string table_winners_text(const PaellaSheet& sheet) { return join(sheet.winners, ", "); }

}  // namespace

Result<Ruling> PaellaTable::apply(std::string_view line) {
    const bool before = over();
    auto r = referee_.apply(line);
    ended_now_ = r && !before && over();
    return r;
}

std::string PaellaTable::waiting() const { return referee_.game().waiting().what; }
std::vector<std::string> PaellaTable::examples() const { return referee_.game().waiting().examples; }
std::vector<std::string> PaellaTable::verbs_now() const { return referee_.game().verbs_now(); }

std::string PaellaTable::notation() const {
    return "by id or quoted name, e.g. battle Ben rabbit, play \"The Great Flood\" (the current player is left "
           "out); card NAME KIND FIELD N describes a card the data lacks";
}

std::string PaellaTable::prompt(const Style& style) const {
    std::string p = render_paella_prompt(referee_.game(), style);
    const std::string inferred = inferred_line();
    if (inferred.empty() || p.size() < 2) return p;
    return p.substr(0, p.size() - 2) + " [" + inferred + "]> ";
}

// A draw of treasures must name them, so 'draw' alone fits only a draw of
// hidden cards: a probe on a copy of the game says whether the line fits.
std::string PaellaTable::inferred_line() const {
    const Game& g = referee_.game();
    if (g.state().phase != Phase::Turn) return {};
    const std::string line = enter_candidate(g.state().await);
    if (line.empty()) return {};
    Game probe = g;
    return probe.apply(line) ? line : std::string();
}

std::string PaellaTable::ruling(const Ruling& r) const {
    std::string out = ruling_text(r, "");
    // The ruling that ends the game shows the whole sheet, as a scored round does elsewhere.
    if (ended_now_) out += sheet();
    return out;
}

std::string PaellaTable::why(const Ruling& r) const { return render_paella_why(r, referee_.game().book()); }
std::string PaellaTable::why_item(int n) const { return render_paella_turn(referee_.game(), n); }
std::string PaellaTable::receipt(int turn) const {
    const Game& g = referee_.game();
    return render_paella_turn(g, turn == 0 ? g.state().turn : turn);
}
std::string PaellaTable::status() const { return render_paella_status(referee_.game()); }
std::string PaellaTable::sheet() const { return render_paella_sheet_text(build_paella_sheet(referee_)); }

std::vector<std::pair<std::string, std::string>> PaellaTable::sheet_facts() const {
    const PaellaSheet sheet = build_paella_sheet(referee_);
    std::vector<std::pair<std::string, std::string>> facts;
    int previous_turn = -1, k = 0;
    for (const auto& e : sheet.events) {
        k = e.turn == previous_turn ? k + 1 : 1;
        previous_turn = e.turn;
        const std::string when = e.turn == 0 ? std::string("Deal") : fmt::format("Turn {}", e.turn);
        facts.emplace_back(fmt::format("{}, event {} ({})", when, k, e.player), event_line(e));
    }
    for (const auto& c : sheet.collections) {
        facts.emplace_back(c.player + ": ingredients", fmt::format("{} ({})", c.worth, names_or_none(c.ingredients)));
        facts.emplace_back(c.player + ": other treasures", names_or_none(c.others));
        facts.emplace_back(c.player + ": in front", names_or_none(c.in_front));
    }
    if (sheet.over && !sheet.winners.empty()) facts.emplace_back("Won by", table_winners_text(sheet));
    return facts;
}

std::vector<std::string> PaellaTable::complete(const std::string& before, const std::string& prefix) const {
    return paella_completion_candidates(referee_, before, prefix);
}

// Card names are spelled out in full: nothing to colour but what Style does.
std::string PaellaTable::highlight(const std::string& text, const Style&) const { return text; }

bool PaellaTable::over() const { return referee_.game().state().phase == Phase::Over; }

std::string PaellaTable::replay_text() const {
    std::string out = sheet();
    if (!over()) out += "Not finished. Waiting for: " + waiting() + "\n";
    return out;
}

Result<std::string> PaellaTable::export_sheet(SheetFormat format, std::string_view source) const {
    const PaellaSheet sheet = build_paella_sheet(referee_);
    switch (format) {
        case SheetFormat::Text: return render_paella_sheet_text(sheet);
        case SheetFormat::Json: return render_paella_sheet_json(sheet);
        case SheetFormat::Csv: return render_model_csv(paella_sheet_model(sheet));
        case SheetFormat::Markdown: return render_model_markdown(paella_sheet_model(sheet));
        case SheetFormat::Html: return render_model_html(paella_sheet_model(sheet), source);
    }
    return render_paella_sheet_text(sheet);
}

std::string PaellaTable::players() const {
    const auto& names = referee_.game().state().seating.names();
    return names.empty() ? "(no players yet)" : join(names, ", ");
}

std::string PaellaTable::standing() const {
    const Game& g = referee_.game();
    const GameState& s = g.state();
    if (s.phase == Phase::Over) {
        const PaellaSheet sheet = build_paella_sheet(referee_);
        if (sheet.winners.empty()) return "finished";
        return std::string(sheet.winners.size() > 1 ? "finished, shared by " : "finished, won by ") +
               table_winners_text(sheet);
    }
    std::string out = g.data().name + "; ";
    if (s.turn > 0) out += fmt::format("turn {}; ", s.turn);
    return out + "waiting for: " + g.waiting().what;
}

}  // namespace zref::paella
