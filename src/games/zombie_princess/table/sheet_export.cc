#include "games/zombie_princess/table/sheet_export.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "core/sheet_model.h"
#include "core/sheet_page.h"
#include "core/text.h"
#include "games/zombie_princess/table/zp_sheet_model.h"

namespace zref::zp {

using namespace zref::sheet_page;

namespace {

std::string side_names(const ScoreSheet& sheet, const std::vector<int>& sides) {
    std::vector<std::string> names;
    for (int side : sides) names.push_back(sheet.sides.at(static_cast<std::size_t>(side)));
    return join(names, ", ");
}

}  // namespace

std::string render_sheet(SheetFormat format, const GameState& s, const GameData& data, std::string_view source) {
    switch (format) {
        case SheetFormat::Text: return render_sheet_text(s) + render_standings_chart(s);
        case SheetFormat::Csv: return render_model_csv(zp_sheet_model(s, data));
        case SheetFormat::Markdown: return render_model_markdown(zp_sheet_model(s, data));
        case SheetFormat::Json: return render_sheet_json(s);
        case SheetFormat::Html: return render_model_html(zp_sheet_model(s, data), source);
    }
    return render_sheet_text(s);
}

// ---------------------------------------------------------------------------
// Text and JSON (the formats `zref replay` has always printed)

std::string render_sheet_text(const GameState& s) {
    const ScoreSheet sheet = build_sheet(s);
    if (sheet.sides.empty()) return "No score sheet yet: the table is still being set up.\n";
    std::size_t w = 18;
    for (const auto& n : sheet.sides) w = std::max(w, n.size() + 2);
    std::string out = fmt::format("{:<10}", "Round");
    for (const auto& n : sheet.sides) out += fmt::format("| {:<{}}", n, w);
    out += "\n" + fmt::format("{:<10}", "");
    for (std::size_t i = 0; i < sheet.sides.size(); ++i) out += fmt::format("| {:<{}}", "bid tr pts sk tot", w);
    out += "\n";
    for (const auto& row : sheet.rounds) {
        out += fmt::format("{:<10}", fmt::format("{} ({})", row.number, row.card));
        for (const auto& c : row.cells)
            out += fmt::format("| {:<{}}", fmt::format("{:>3}{:<1}{:>2} {:>3} {:>2} {:>3}", c.bid, c.paid ? "*" : " ",
                                                       c.tricks, c.points, c.skulls, c.total),
                               w);
        out += "\n";
    }
    const bool paid_any = std::any_of(sheet.rounds.begin(), sheet.rounds.end(), [](const SheetRound& row) {
        return std::any_of(row.cells.begin(), row.cells.end(), [](const SheetCell& c) { return c.paid; });
    });
    if (!sheet.hourglass_line.empty()) {
        out += fmt::format("{:<10}", "Hourglass");
        for (int v : sheet.hourglass_line) out += fmt::format("| {:<{}}", fmt::format("{} (not added)", v), w);
        out += std::string(sheet.hourglass_leaders.size() > 1 ? "\n  Hourglass Leaders: " : "\n  Hourglass Leader: ") +
               side_names(sheet, sheet.hourglass_leaders) + "\n";
    }
    out += fmt::format("{:<10}", "Skulls");
    for (int v : sheet.skulls) out += fmt::format("| {:<{}}", v, w);
    out += "\n";
    if (paid_any) out += "  * bid made by paying skulls for the missed tricks\n";
    if (sheet.game_over) {
        out += fmt::format("{:<10}", "Final");
        for (std::size_t i = 0; i < sheet.sides.size(); ++i)
            out += fmt::format("| {:<{}}", fmt::format("{} + {}/2 = {}", points_of(sheet, i), sheet.skulls[i],
                                                       sheet.final_score[i]),
                               w);
        out += "\n" + std::string(sheet.winners.size() > 1 ? "Sharing the crown: " : "Winner: ") +
               side_names(sheet, sheet.winners) + "\n";
    }
    return out;
}

std::string render_sheet_json(const GameState& s) {
    const ScoreSheet sheet = build_sheet(s);
    std::string out = "{\n  \"game\": \"zombie-princess\",\n";
    out += fmt::format("  \"mode\": \"{}\",\n", s.seating.teams() ? "teams" : "individuals");
    std::vector<std::string> sides;
    for (const auto& n : sheet.sides) sides.push_back(json_escape(n));
    out += "  \"sides\": [" + join(sides, ", ") + "],\n  \"rounds\": [";
    for (std::size_t r = 0; r < sheet.rounds.size(); ++r) {
        const auto& row = sheet.rounds[r];
        out += std::string(r ? "," : "") + fmt::format("\n    {{\"round\": {}, \"card\": \"{}\", \"sides\": [", row.number, row.card);
        for (std::size_t i = 0; i < row.cells.size(); ++i) {
            const auto& c = row.cells[i];
            out += std::string(i ? ", " : "") +
                   fmt::format("{{\"name\": {}, \"bid\": {}, \"tricks\": {}, \"points\": {}, \"skulls\": {}, \"total\": {}{}}}",
                               json_escape(sheet.sides[i]), c.bid, c.tricks, c.points, c.skulls, c.total,
                               c.paid ? ", \"paid\": true" : "");
        }
        out += "]}";
    }
    out += "\n  ],\n  \"hourglass\": ";
    if (sheet.hourglass_line.empty()) {
        out += "null";
    } else {
        std::vector<std::string> line, leaders;
        for (std::size_t i = 0; i < sheet.hourglass_line.size(); ++i)
            line.push_back(fmt::format("{}: {}", json_escape(sheet.sides[i]), sheet.hourglass_line[i]));
        for (int side : sheet.hourglass_leaders) leaders.push_back(json_escape(sheet.sides[static_cast<std::size_t>(side)]));
        out += "{\"line\": {" + join(line, ", ") + "}, \"leaders\": [" + join(leaders, ", ") + "]}";
    }
    out += ",\n  \"totals\": [";
    for (std::size_t i = 0; i < sheet.sides.size(); ++i) {
        const int points = points_of(sheet, i), skulls = skulls_of(sheet, i);
        out += std::string(i ? ", " : "") +
               fmt::format("{{\"name\": {}, \"points\": {}, \"skulls\": {}, \"final\": {}}}", json_escape(sheet.sides[i]),
                           points, skulls, points + skulls / 2);
    }
    std::vector<std::string> winners;
    for (int side : sheet.winners) winners.push_back(json_escape(sheet.sides[static_cast<std::size_t>(side)]));
    out += "],\n  \"winners\": [" + join(winners, ", ") + "],\n";
    out += fmt::format("  \"over\": {}\n}}\n", sheet.game_over ? "true" : "false");
    return out;
}

// ---------------------------------------------------------------------------
// Terminal standings chart

std::string render_standings_chart(const GameState& s) {
    const ScoreSheet sheet = build_sheet(s);
    if (sheet.rounds.empty()) return "";
    const auto rows = sheet_standings(sheet);
    constexpr int kWidth = 24;  // cells for the leader's bar
    int top = 0;
    std::size_t name_w = 0;
    for (const auto& st : rows) {
        top = std::max(top, st.score);
        name_w = std::max(name_w, display_width(sheet.sides[static_cast<std::size_t>(st.side)]));
    }
    static const std::array<const char*, 8> kEighths = {"", "▏", "▎", "▍", "▌", "▋", "▊", "▉"};
    std::string out = sheet.game_over ? "Final standings (points + 1 per 2 skulls):\n"
                                      : fmt::format("Standings after round {} (points):\n", sheet.rounds.size());
    for (const auto& st : rows) {
        const int eighths = top > 0 ? std::max(0, st.score) * kWidth * 8 / top : 0;
        std::string bar;
        for (int i = 0; i < eighths / 8; ++i) bar += "█";
        bar += kEighths[static_cast<std::size_t>(eighths % 8)];
        const int cells = eighths / 8 + (eighths % 8 ? 1 : 0);
        out += "  " + pad_right(sheet.sides[static_cast<std::size_t>(st.side)], name_w) + "  " + bar +
               std::string(static_cast<std::size_t>(kWidth - cells), ' ');
        if (sheet.game_over)
            out += fmt::format("  {:>3} = {} pt{} + {} skull{}/2{}\n", st.score, st.points, st.points == 1 ? "" : "s",
                               st.skulls, st.skulls == 1 ? "" : "s", st.winner ? "  winner" : "");
        else
            out += fmt::format("  {:>3} {:<4} {} skull{}\n", st.points, st.points == 1 ? "pt," : "pts,", st.skulls,
                               st.skulls == 1 ? "" : "s");
    }
    return out;
}

}  // namespace zref::zp
