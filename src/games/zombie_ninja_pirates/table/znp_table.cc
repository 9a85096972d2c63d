#include "games/zombie_ninja_pirates/table/znp_table.h"

#include <fmt/format.h>

#include "core/ruling_text.h"
#include "core/text.h"
#include "games/zombie_ninja_pirates/table/render.h"
#include "games/zombie_ninja_pirates/table/sheet.h"

namespace zref::znp {

namespace {

// Whether the current player's Chest holds an Object that does something when used.
bool znp_usable_in_chest(const Game& g) {
    const GameState& s = g.state();
    for (const auto& id : s.players[static_cast<std::size_t>(s.current)].chest)
        if (const CardInfo* c = g.book().card(id); c && c->usable()) return true;
    return false;
}

// What Enter would enter in each pause, before the game is asked whether it fits.
std::string znp_enter_candidate(const Game& g) {
    const GameState& s = g.state();
    const PlayerState& me = s.players[static_cast<std::size_t>(s.current)];
    const bool may_discard = me.hand > 0 && s.discarded < g.data().most_discards;
    switch (s.step) {
        case Step::Hand: return me.hand == 0 ? "redraw" : "";
        case Step::Chest: {
            // Another card from hand (combined, after the first END GAME) is still a choice.
            const bool more = s.hand_plays < (s.combined && s.end_games_drawn >= 1 ? g.data().combined_plays_after_first
                                                                                 : g.data().plays_from_hand);
            const bool chest = s.chest_uses < g.data().uses_from_chest && znp_usable_in_chest(g);
            return !may_discard && !chest && !(more && me.hand > 0) ? "draw" : "";
        }
        case Step::Discard: return may_discard ? "" : "draw";
        case Step::Moves: return "done";
        case Step::Lightning: return me.hand == 0 && !znp_usable_in_chest(g) ? "end" : "";
    }
    return {};
}

}  // namespace

std::string ZnpTable::waiting() const { return referee_.game().waiting().what; }
std::vector<std::string> ZnpTable::examples() const { return referee_.game().waiting().examples; }
std::vector<std::string> ZnpTable::verbs_now() const { return referee_.game().verbs_now(); }

std::string ZnpTable::notation() const {
    return "cards by id, a unique start of one, or quoted name, e.g. use boat pirate, play brains Ben, use \"Witch's "
           "Brew\" Ben vampire (the current player is left out); card NAME KIND TYPE N... describes a card the data "
           "lacks";
}

std::string ZnpTable::prompt(const Style& style) const {
    std::string p = render_znp_prompt(referee_.game(), style);
    const std::string inferred = inferred_line();
    if (inferred.empty() || p.size() < 2) return p;
    return p.substr(0, p.size() - 2) + " [" + inferred + "]> ";
}

// A plain 'draw' may have to name the END GAME (the pile is counted): a probe
// on a copy of the game says whether the line fits.
std::string ZnpTable::inferred_line() const {
    const Game& g = referee_.game();
    if (g.state().phase != Phase::Turn) return {};
    const std::string line = znp_enter_candidate(g);
    if (line.empty()) return {};
    Game probe = g;
    return probe.apply(line) ? line : std::string();
}

std::string ZnpTable::ruling(const Ruling& r) const {
    // The game's end shows the whole sheet: the history, every Chest itemised, the ranking and its tie-breaks.
    return ruling_text(r, "") + (r.scored_round ? sheet() : std::string());
}

std::string ZnpTable::why(const Ruling& r) const { return render_znp_why(r, referee_.game().book()); }
std::string ZnpTable::why_item(int n) const { return render_znp_turn(referee_.game(), n); }

std::string ZnpTable::receipt(int turn) const {
    const Game& g = referee_.game();
    if (g.state().players.empty()) return "No Chests yet: the players are not seated\n";
    std::vector<Receipt> receipts = turn == 0 ? g.receipts() : receipts_after_turn(referee_, turn);
    if (receipts.empty())
        return fmt::format("No turn {}: turns run 1 to {}; 'receipt' alone shows the Chests now\n", turn, g.state().turn);
    std::string out = turn == 0 ? std::string("Chests now:\n") : fmt::format("Chests at the end of turn {}:\n", turn);
    for (const auto& rc : receipts) out += receipt_text(rc);
    return out;
}

std::string ZnpTable::status() const { return render_znp_status(referee_.game()); }
std::string ZnpTable::sheet() const { return render_znp_sheet_text(build_znp_sheet(referee_)); }

std::vector<std::pair<std::string, std::string>> ZnpTable::sheet_facts() const {
    const ZnpSheet sheet = build_znp_sheet(referee_);
    std::vector<std::pair<std::string, std::string>> facts;
    int previous_turn = -1, k = 0;
    for (const auto& e : sheet.events) {
        k = e.turn == previous_turn ? k + 1 : 1;
        previous_turn = e.turn;
        facts.emplace_back(fmt::format("Turn {}, event {} ({})", e.turn, k, e.player), znp_event_line(e));
    }
    for (const auto& r : sheet.receipts) {
        std::vector<std::string> lines;
        for (const auto& l : r.lines)
            lines.push_back(l.item + (l.is_type ? "" : " " + std::string(orientation_name(l.orientation))) + " " +
                            std::to_string(l.points));
        facts.emplace_back(r.player + ": Chest", join(lines, ", "));
        facts.emplace_back(r.player + ": total", total_text(r));
    }
    if (sheet.over) facts.emplace_back("Won by", join(leaders(sheet), ", "));
    return facts;
}

std::vector<std::string> ZnpTable::complete(const std::string& before, const std::string& prefix) const {
    return znp_completion_candidates(referee_, before, prefix);
}

// Card names are spelled out in full: nothing to colour but what Style does.
std::string ZnpTable::highlight(const std::string& text, const Style&) const { return text; }

bool ZnpTable::over() const { return referee_.game().state().phase == Phase::Over; }

std::string ZnpTable::replay_text() const {
    std::string out = sheet();
    if (!over()) out += "Not finished. Waiting for: " + waiting() + "\n";
    return out;
}

Result<std::string> ZnpTable::export_sheet(SheetFormat format, std::string_view source) const {
    const ZnpSheet sheet = build_znp_sheet(referee_);
    switch (format) {
        case SheetFormat::Text: return render_znp_sheet_text(sheet);
        case SheetFormat::Json: return render_znp_sheet_json(sheet);
        case SheetFormat::Csv: return render_model_csv(znp_sheet_model(sheet));
        case SheetFormat::Markdown: return render_model_markdown(znp_sheet_model(sheet));
        case SheetFormat::Html: return render_model_html(znp_sheet_model(sheet), source);
    }
    return render_znp_sheet_text(sheet);
}

std::string ZnpTable::players() const {
    const auto& names = referee_.game().state().seating.names();
    return names.empty() ? "(no players yet)" : join(names, ", ");
}

std::string ZnpTable::standing() const {
    const Game& g = referee_.game();
    const GameState& s = g.state();
    if (s.phase == Phase::Over) {
        const ZnpSheet sheet = build_znp_sheet(referee_);
        const auto first = leaders(sheet);
        if (first.empty()) return "finished";
        return std::string(first.size() > 1 ? "finished, shared by " : "finished, won by ") + join(first, ", ");
    }
    std::string out = g.data().name + "; ";
    if (s.turn > 0) out += fmt::format("{}turn {}; ", s.lightning ? "lightning " : "", s.turn);
    return out + "waiting for: " + g.waiting().what;
}

}  // namespace zref::znp
