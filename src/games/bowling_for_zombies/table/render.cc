#include "games/bowling_for_zombies/table/render.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/ruling_text.h"
#include "core/sheet_model.h"
#include "core/text.h"
#include "games/bowling_for_zombies/rules.h"

namespace zref::bfz {


namespace {

std::string signed_num(int v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

std::size_t name_width(const GameState& s) {
    std::size_t w = 4;
    for (const auto& n : s.seating.names()) w = std::max(w, n.size());
    return w;
}

std::string lanes_text(const std::vector<int>& lanes) { return lanes.empty() ? "none" : pins_list(lanes); }

std::string json_ints(const std::vector<int>& items) {
    std::vector<std::string> out;
    for (int i : items) out.push_back(std::to_string(i));
    return "[" + join(out, ", ") + "]";
}

// "1. Ana (17)  2. Ben (15), Cai (15)"
std::string ranking_line(const GameState& s, const Standing& st) {
    std::string out;
    int place = 1;
    for (const auto& group : st.groups) {
        std::vector<std::string> names;
        for (int seat : group)
            names.push_back(s.seating.name(seat) + " (" + st.shown[static_cast<std::size_t>(seat)] + ")");
        out += (out.empty() ? "" : "  ") + std::to_string(place) + ". " + join(names, ", ");
        place += static_cast<int>(group.size());
    }
    return out;
}

}  // namespace

std::string zombies_left(const Necromancer& n) {
    std::vector<std::string> out;
    for (std::size_t v = 0; v < n.zombie_used.size(); ++v)
        if (!n.zombie_used[v]) out.push_back(std::to_string(v));
    return out.empty() ? "none" : join(out, " ");
}

std::string parts_left(const Necromancer& n) {
    std::vector<std::string> p;
    if (n.head) p.push_back("Head");
    if (n.leg) p.push_back("Leg");
    if (n.hand) p.push_back("Hand");
    return p.empty() ? "none" : join(p, ", ");
}

std::string render_bfz_receipt(const GameState& s, const RoundResult& round) {
    std::string out = fmt::format("Round {}: Lane cards {}", round.number, lanes_text(round.lanes));
    if (round.phantom) out += fmt::format("; phantom Zombie {}", *round.phantom);
    if (!round.discarded.empty()) out += "; discarded " + pins_list(round.discarded);
    out += "\n";
    const std::size_t w = name_width(s);
    for (std::size_t i = 0; i < round.seats.size(); ++i) {
        const SeatRound& sr = round.seats[i];
        const std::string played = sr.reveal ? reveal_text(*sr.reveal) : "did not play";
        out += fmt::format("  {:<{}}  {} ({})", s.seating.name(static_cast<int>(i)), w, played, fate_name(sr.fate));
        if (!sr.cards.empty()) out += ": " + join(sr.cards, ", ");
        if (!sr.events.empty()) out += "; " + join(sr.events, ", ");
        out += fmt::format("  => {}, total {}", signed_num(sr.score), sr.total);
        if (!sr.note.empty()) out += " (" + sr.note + ")";
        out += "\n";
    }
    return out;
}

std::string render_bfz_sheet_text(const GameState& s, const GameData& data) {
    const ScoreSheet sheet = build_sheet(s, data);
    std::string out = fmt::format("{}, {}: {} of {} rounds scored\n", sheet.game, sheet.variant,
                                  sheet.rounds_played.size(), sheet.rounds);
    if (sheet.necromancers.empty()) return out;
    const std::size_t col = std::max<std::size_t>(name_width(s), 9);
    out += fmt::format("  {:<6}", "Round");
    for (const auto& n : sheet.necromancers) out += fmt::format(" {:>{}}", n, col);
    out += "\n";
    for (const auto& row : sheet.rounds_played) {
        out += fmt::format("  {:<6}", row.number);
        for (const auto& c : row.cells)
            out += fmt::format(" {:>{}}",
                               fmt::format("{:>3} {:>3}", c.fate == "out" ? "-" : signed_num(c.score), c.total), col);
        out += "\n";
    }
    out += "  (each cell: the round's score, then the running total)\n";
    // Before a round is scored everyone ties on nothing: no ranking to show.
    if (s.phase == Phase::Setup || (sheet.rounds_played.empty() && !sheet.game_over)) return out;
    const Standing& st = sheet.standing;
    out += std::string(sheet.game_over ? "Final" : "Standing") + ": " + ranking_line(s, st) + "\n";
    for (const auto& t : st.tie_breaks) out += "  Tie: " + t + "\n";
    if (!sheet.end_reason.empty()) out += "  Ended early: " + sheet.end_reason + "\n";
    return out;
}

std::string render_bfz_sheet_json(const GameState& s, const GameData& data) {
    const ScoreSheet sheet = build_sheet(s, data);
    std::string rounds;
    for (const auto& row : sheet.rounds_played) {
        std::string cells;
        for (std::size_t i = 0; i < row.cells.size(); ++i) {
            const auto& c = row.cells[i];
            cells += fmt::format(
                "{}{{\"necromancer\": {}, \"played\": {}, \"fate\": {}, \"cards\": {}, \"events\": {}, "
                "\"score\": {}, \"total\": {}, \"note\": {}}}",
                i ? ", " : "", json_escape(sheet.necromancers.at(i)), json_escape(c.played), json_escape(c.fate),
                json_list(c.cards), json_list(c.events), c.score, c.total, json_escape(c.note));
        }
        rounds += fmt::format("{}\n    {{\"number\": {}, \"lanes\": {}, \"phantom\": {}, \"discarded\": {}, \"cells\": [{}]}}",
                              rounds.empty() ? "" : ",", row.number, json_ints(row.lanes),
                              row.phantom ? std::to_string(*row.phantom) : "null", json_ints(row.discarded), cells);
    }
    const Standing& st = sheet.standing;
    std::vector<std::string> ranking, winners;
    for (const auto& group : st.groups) {
        std::vector<std::string> names;
        for (int seat : group) names.push_back(sheet.necromancers.at(static_cast<std::size_t>(seat)));
        ranking.push_back(json_list(names));
        if (winners.empty() && sheet.game_over) winners = names;
    }
    std::string out = "{\n";
    out += fmt::format("  \"game\": {},\n  \"variant\": {},\n  \"rounds\": {},\n  \"necromancers\": {},\n",
                       json_escape(sheet.game), json_escape(sheet.variant), sheet.rounds, json_list(sheet.necromancers));
    out += "  \"rounds_played\": [" + rounds + (rounds.empty() ? "],\n" : "\n  ],\n");
    out += fmt::format("  \"shown\": {},\n  \"points\": {},\n  \"ranking\": [{}],\n  \"tie_breaks\": {},\n",
                       json_list(st.shown), json_ints(st.points), join(ranking, ", "), json_list(st.tie_breaks));
    out += fmt::format("  \"winners\": {},\n  \"over\": {},\n  \"end_reason\": {}\n}}\n", json_list(winners),
                       sheet.game_over ? "true" : "false", json_escape(sheet.end_reason));
    return out;
}

SheetModel bfz_sheet_model(const GameState& s, const GameData& data) {
    const ScoreSheet sheet = build_sheet(s, data);
    SheetModel m;
    m.game = sheet.game;
    m.facts = {{"Variant", sheet.variant}};
    m.players_label = "Necromancers";
    m.player_column = "necromancer";
    m.status = fmt::format("{}{} of {} rounds scored", sheet.game_over ? "Finished: " : "", sheet.rounds_played.size(),
                           sheet.rounds);
    m.players = sheet.necromancers;
    m.round_fields = {{"lanes", "Lane cards", ""}, {"phantom", "phantom Zombie", ""}};
    m.fields = {{"played", "", ""}, {"fate", "", ""},          {"cards", "", ""},
                {"events", "", ""}, {"score", "score", ""}, {"total", "total", ""}};
    m.total_field = 5;
    m.rounds = sheet.rounds;
    // The total is running points in Standard and Black Jack only (High and
    // Low: a half's number; Poker: cards), so only those chart it.
    const bool points = sheet.standing.variant == Variant::Standard || sheet.standing.variant == Variant::Blackjack;
    SheetChart totals{false, "totals-chart", "Running total points", "points", std::vector<int>(m.players.size(), 0), {}};
    for (const auto& row : sheet.rounds_played) {
        SheetModel::Round r;
        r.number = row.number;
        r.about = {lanes_text(row.lanes), row.phantom ? std::to_string(*row.phantom) : ""};
        totals.after.emplace_back();
        for (const auto& c : row.cells) {
            r.cells.push_back({c.played, c.fate, join(c.cards, " + "), join(c.events, "; "), std::to_string(c.score),
                               std::to_string(c.total)});
            r.notes.push_back(c.note);
            totals.after.back().push_back(c.total);
        }
        m.played.push_back(std::move(r));
    }
    if (points) m.charts.push_back(std::move(totals));
    // Before a round is scored everyone ties on nothing: no ranking, as in the text sheet.
    if (s.phase != Phase::Setup && (!sheet.rounds_played.empty() || sheet.game_over)) {
        for (const auto& shown : sheet.standing.shown) {
            m.shown.emplace_back(m.fields.size());
            m.shown.back()[m.total_field] = shown;
        }
        m.ranking = sheet.standing.groups;
        m.final = sheet.game_over;
        for (const auto& t : sheet.standing.tie_breaks) m.notes.push_back("Tie: " + t);
        if (!sheet.end_reason.empty()) m.notes.push_back("Ended early: " + sheet.end_reason);
    }
    m.explanation =
        "Each cell: the Zombie played, what became of it, the cards that joined the pile, Body Parts used, the "
        "round's score and the running total. The ranking goes by what each necromancer shows; ties are broken as "
        "the variant says and noted above the winner.";
    return m;
}

SheetModel bfz_sheet_page_model(const GameState& s, const GameData& data) {
    SheetModel m = bfz_sheet_model(s, data);
    // What the round's two numbers are in the variant (state.h, SeatRound).
    const Variant v = s.setup.variant;
    const bool points = v == Variant::Standard || v == Variant::Blackjack;
    SheetField score = points                   ? SheetField{"score", "points this round", "pts"}
                       : v == Variant::HighLow  ? SheetField{"score", "the round's digit", "digit"}
                                                : SheetField{"score", "cards gained this round", "+cards"};
    SheetField total = points                   ? SheetField{"total", "running total", "total"}
                       : v == Variant::HighLow  ? SheetField{"total", "the half's number so far", "number"}
                                                : SheetField{"total", "cards in the pile", "cards"};
    // The old cell's fields: played, fate, cards, events, score, total.
    m.fields = {{"played", "", ""}, score, total};
    m.total_field = 2;
    m.field_columns = true;
    for (auto& row : m.played)
        for (std::size_t p = 0; p < row.cells.size(); ++p) {
            const auto& c = row.cells[p];
            const bool out = c.size() > 1 && c[1] == "out";
            std::vector<std::string> words;
            for (std::size_t f = 0; f < 4 && f < c.size(); ++f)
                if (!c[f].empty()) words.push_back(c[f]);
            if (p < row.notes.size() && !row.notes[p].empty()) words.push_back(row.notes[p]);
            std::string pts = c.size() > 4 ? c[4] : "";
            if (out) pts = "-";
            else if (points && !pts.empty() && pts != "0" && pts.front() != '-') pts = "+" + pts;
            row.cells[p] = {join(words, " · "), pts, c.size() > 5 ? c[5] : ""};
        }
    for (auto& shown : m.shown) shown = {"", "", shown.size() > 5 ? shown[5] : ""};
    m.explanation =
        "Each round, per necromancer: the Zombie played, what became of it, the cards that joined the pile and the "
        "Body Parts used, then the round's " + std::string(points ? "points" : v == Variant::HighLow ? "digit" : "cards") +
        " and the " + (points ? "running total" : v == Variant::HighLow ? "number so far" : "cards in the pile") +
        " in columns of their own. The ranking goes by what each necromancer shows; ties are broken as the variant "
        "says and noted above the winner.";
    return m;
}

std::string render_bfz_status(const Game& g) {
    const auto& s = g.state();
    if (s.phase == Phase::Setup) return "Setting up: " + g.waiting().what + "\n";
    std::string out = fmt::format("{}, {}: ", g.data().name, g.variant().name);
    out += s.phase == Phase::GameOver ? std::string("game over\n")
                                      : fmt::format("round {} of {}\n", s.round.number, s.rounds);
    if (s.phase == Phase::Reveal || s.phase == Phase::Resolve)
        out += "  Lane cards on the table: " + lanes_text(s.round.table) + "\n";
    if (s.round.phantom) out += fmt::format("  Phantom Zombie: {}\n", *s.round.phantom);
    const Standing st = standings(s);
    const std::size_t w = name_width(s);
    for (int i = 0; i < s.seating.size(); ++i) {
        const auto k = static_cast<std::size_t>(i);
        const Necromancer& n = s.necros[k];
        out += fmt::format("  {:<{}}  zombies left {}; Body Parts {}; score {}", s.seating.name(i), w, zombies_left(n),
                           parts_left(n), st.shown[k]);
        if (n.stood) out += "; stood";
        if (s.phase != Phase::GameOver && k < s.round.reveals.size() && s.round.reveals[k])
            out += "; played " + reveal_text(*s.round.reveals[k]);
        out += "\n";
    }
    if (s.phase != Phase::GameOver) out += "Waiting for: " + g.waiting().what + "\n";
    return out;
}

std::string render_bfz_prompt(const Game& g, const Style& style) {
    const auto& s = g.state();
    if (s.phase == Phase::Setup) return "setup> ";
    if (s.phase == Phase::GameOver) return "game over> ";
    std::string p = style.round(fmt::format("R{}", s.round.number)) + " ";
    const Waiting w = g.waiting();
    if (s.phase == Phase::Lanes) return p + "lanes> ";
    if (s.phase == Phase::Reveal) {
        if (!s.round.table.empty()) p += "[lanes " + join([&] {
            std::vector<std::string> v;
            for (int pins : s.round.table) v.push_back(std::to_string(pins));
            return v;
        }(), " ") + "] ";
        return p + (w.seat >= 0 ? style.player(s.seating.name(w.seat)) + " plays> " : "phantom> ");
    }
    static const char* const verbs[] = {"", "takes", "leg", "combine", "place"};
    const std::string who = w.seat >= 0 ? style.player(s.seating.name(w.seat)) + " " : "";
    return p + who + verbs[static_cast<int>(w.decision)] + "> ";
}

std::string render_bfz_why(const Ruling& r, const GameData& data) {
    std::string readings;
    std::vector<std::string> cited;
    for (const auto& reason : r.reasons) {
        for (std::size_t at = reason.text.find("(our reading: "); at != std::string::npos;
             at = reason.text.find("(our reading: ", at + 1)) {
            const std::size_t start = at + 14, end = reason.text.find(')', start);
            const std::string id = reason.text.substr(start, end == std::string::npos ? end : end - start);
            if (std::find(cited.begin(), cited.end(), id) != cited.end()) continue;
            cited.push_back(id);
            if (const auto* i = data.interpretation(id)) readings += "  Our reading (" + id + "): " + i->text + "\n";
        }
    }
    return why_text(r, readings);
}

std::string render_bfz_round_why(const GameState& s, int n) {
    if (n < 1 || n > static_cast<int>(s.results.size()))
        return fmt::format("No round {} scored yet ({} scored); 'why' alone explains the last ruling\n", n,
                           s.results.size());
    return render_bfz_receipt(s, s.results[static_cast<std::size_t>(n - 1)]);
}

}  // namespace zref::bfz
