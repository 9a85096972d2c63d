#include "core/sheet_model.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>

#include "core/sheet_page.h"
#include "core/text.h"

namespace zref {

namespace sheet_page {

// Columns a string takes in a terminal: one per code point (names and the
// bar characters are not double width).
std::size_t display_width(std::string_view s) {
    std::size_t n = 0;
    for (char c : s)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

std::string pad_right(const std::string& s, std::size_t width) {
    const std::size_t w = display_width(s);
    return w >= width ? s : s + std::string(width - w, ' ');
}

// A Markdown table's head: the leading columns (`lead`, aligned by
// `lead_align`), then one left-aligned column per name.
std::string markdown_head(std::string_view lead, std::string_view lead_align, const std::vector<std::string>& names) {
    std::string out(lead);
    for (const auto& n : names) out += " " + n + " |";
    out += "\n" + std::string(lead_align);
    for (std::size_t i = 0; i < names.size(); ++i) out += ":---|";
    return out + "\n";
}

std::string csv_row(const std::vector<std::string>& fields) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + csv_field(fields[i]);
    return out + "\r\n";
}

// Okabe-Ito colours (told apart with colour-blindness) and dash patterns
// (told apart in black and white print).
constexpr std::array<const char*, 6> kColours = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"};
constexpr std::array<const char*, 6> kDashes = {"", "6 3", "2 2", "8 3 2 3", "4 4", "1 3"};

const char* colour_of(std::size_t side) { return kColours[side % kColours.size()]; }
const char* dash_of(std::size_t side) { return kDashes[side % kDashes.size()]; }

// A round upper bound for an axis and its tick step (at most ~5 ticks).
std::pair<int, int> nice_axis(int max_value) {
    const int m = std::max(max_value, 5);
    for (int base = 1;; base *= 10)
        for (int k : {1, 2, 5})
            if (m <= 5 * k * base) {
                const int step = k * base;
                return {(m + step - 1) / step * step, step};
            }
}

std::string num(double v) { return fmt::format("{:.1f}", v); }


// The y axis with grid lines and labels, and the axis titles.
std::string svg_frame(const Plot& p, int y_max, int y_step, const std::string& y_title) {
    std::string out;
    for (int v = 0; v <= y_max; v += y_step) {
        const double y = p.top + p.inner_h() * (1.0 - static_cast<double>(v) / y_max);
        out += fmt::format("<line class=\"grid\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>", num(p.left), num(y),
                           num(p.width - p.right), num(y));
        out += fmt::format("<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>", num(p.left - 4),
                           num(y + 3), v);
    }
    out += fmt::format("<line class=\"axis\" x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\"/>", num(p.left), num(p.top),
                       num(p.top + p.inner_h()));
    out += fmt::format("<line class=\"axis\" x1=\"{0}\" y1=\"{2}\" x2=\"{1}\" y2=\"{2}\"/>", num(p.left),
                       num(p.width - p.right), num(p.top + p.inner_h()));
    out += fmt::format("<text class=\"axis-title\" x=\"10\" y=\"{0}\" transform=\"rotate(-90 10 {0})\" "
                       "text-anchor=\"middle\">{1}</text>",
                       num(p.top + p.inner_h() / 2), html_escape(y_title));
    return out;
}

// Running total points by round, one line per side, from 0 before round 1:
// `totals[r][side]` after round r + 1, `rounds` places on the x axis.
std::string svg_totals_chart(const std::vector<std::string>& sides, const std::vector<std::vector<int>>& totals,
                             int rounds) {
    Plot p;
    int top_value = 0;
    for (const auto& row : totals)
        for (int v : row) top_value = std::max(top_value, v);
    // Named ints, not a structured binding: clang 14 cannot capture those in a lambda.
    const auto axis = nice_axis(top_value);
    const int y_max = axis.first;
    const int y_step = axis.second;
    const int x_max = std::max(rounds, static_cast<int>(totals.size()));
    auto x_at = [&](int round) { return p.left + p.inner_w() * round / x_max; };
    auto y_at = [&](int v) { return p.top + p.inner_h() * (1.0 - static_cast<double>(v) / y_max); };

    std::string out = fmt::format(
        "<svg class=\"chart\" id=\"totals-chart\" viewBox=\"0 0 {} {}\" role=\"img\" "
        "aria-labelledby=\"totals-title\" xmlns=\"http://www.w3.org/2000/svg\">"
        "<title id=\"totals-title\">Running total points by round</title>",
        p.width, p.height);
    out += svg_frame(p, y_max, y_step, "points");
    for (int r = 0; r <= x_max; ++r)
        out += fmt::format("<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>", num(x_at(r)),
                           num(p.top + p.inner_h() + 13), r == 0 ? std::string("start") : "R" + std::to_string(r));
    out += fmt::format("<text class=\"axis-title\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">round</text>",
                       num(p.left + p.inner_w() / 2), num(p.height - 4));
    for (std::size_t side = 0; side < sides.size(); ++side) {
        std::string points = num(x_at(0)) + "," + num(y_at(0));
        std::string dots;
        for (std::size_t r = 0; r < totals.size(); ++r) {
            const int v = totals[r].at(side);
            const double x = x_at(static_cast<int>(r) + 1), y = y_at(v);
            points += " " + num(x) + "," + num(y);
            dots += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"2.6\" fill=\"{}\"><title>{}: {} after round {}</title></circle>",
                                num(x), num(y), colour_of(side), html_escape(sides[side]), v, r + 1);
        }
        out += fmt::format("<g class=\"series side-{}\"><title>{}</title>", side, html_escape(sides[side]));
        out += fmt::format("<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" stroke-dasharray=\"{}\" "
                           "stroke-linejoin=\"round\" points=\"{}\"/>",
                           colour_of(side), dash_of(side), points);
        out += dots + "</g>";
    }
    return out + "</svg>";
}

// A short line in the side's colour and dash, for the legend.
std::string svg_swatch(std::size_t side) {
    return fmt::format("<svg class=\"swatch\" viewBox=\"0 0 28 10\" aria-hidden=\"true\" "
                       "xmlns=\"http://www.w3.org/2000/svg\"><line x1=\"1\" y1=\"5\" x2=\"27\" y2=\"5\" stroke=\"{}\" "
                       "stroke-width=\"3\" stroke-dasharray=\"{}\"/></svg>",
                       colour_of(side), dash_of(side));
}

constexpr const char* kHtmlStyle = R"CSS(
@page { size: A4 portrait; margin: 10mm; }
:root { --ink: #1f1a26; --muted: #635b70; --rule: #cdc5d8; --faint: #f3eff7; --accent: #5b2a7a; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: #e9e4ef; color: var(--ink);
       font: 14px/1.35 "DejaVu Sans", "Liberation Sans", "Noto Sans", Arial, Helvetica, sans-serif; }
.pad { width: 100%; max-width: 200mm; margin: 16px auto; background: #fff; padding: 10mm 11mm;
       box-shadow: 0 2px 8px rgba(0, 0, 0, .18); }
header { display: flex; justify-content: space-between; align-items: flex-end; gap: 12px;
         border-bottom: 3px double var(--accent); padding-bottom: 6px; margin-bottom: 10px; }
h1 { margin: 0; font-size: 1.7em; letter-spacing: .02em; color: var(--accent); }
h1 small { display: block; font-size: .5em; color: var(--muted); letter-spacing: .12em; text-transform: uppercase; }
h2 { font-size: .95em; margin: 12px 0 5px; text-transform: uppercase; letter-spacing: .08em; color: var(--accent); }
.status { font-weight: bold; border: 1.5px solid var(--accent); border-radius: 4px; padding: 2px 8px;
          color: var(--accent); white-space: nowrap; }
.status.final { background: var(--accent); color: #fff; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 6px; }
dl.facts dt { font-weight: bold; color: var(--muted); }
dl.facts dd { margin: 0; }
.sides { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
.sides li { display: flex; align-items: center; gap: 5px; }
.swatch { width: 28px; height: 10px; flex: none; }
.members { color: var(--muted); }
ol.cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
ol.cards li { border: 1px solid var(--rule); border-radius: 5px; padding: 4px 7px; min-height: 3.1em; }
ol.cards li.hourglass { border-color: #222; border-width: 2px; }
ol.cards li.future { color: var(--muted); border-style: dashed; }
ol.cards .no { font-size: .75em; color: var(--muted); text-transform: uppercase; letter-spacing: .08em; display: block; }
ol.cards .letter { font-weight: bold; color: var(--accent); }
.tag { font-size: .72em; border: 1px solid currentColor; border-radius: 3px; padding: 0 3px; margin-left: 3px;
       white-space: nowrap; }
.table-wrap { overflow-x: auto; }
table.sheet { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: .8em; }
table.sheet th, table.sheet td { border: 1px solid var(--rule); padding: 2px 2px; text-align: center; }
table.sheet thead th { background: var(--faint); }
table.sheet th.side { border-top: 4px solid; }
table.sheet th.sub { font-size: .8em; font-weight: normal; color: var(--muted); }
table.sheet .first { border-left: 2px solid #8a8296; }
table.sheet td.round, table.sheet th.round { text-align: left; white-space: nowrap; }
table.sheet td.card { font-weight: bold; color: var(--accent); }
table.sheet td.total { font-weight: bold; }
table.sheet tr.future td { height: 1.7em; }
table.sheet tfoot th { text-align: left; background: var(--faint); font-size: .9em; }
table.sheet tfoot th small { font-weight: normal; color: var(--muted); }
table.sheet tfoot td { font-weight: bold; }
table.sheet tr.hourglass td, table.sheet tr.hourglass th { font-style: italic; }
.lead { color: var(--accent); }
.crown { color: #b8860b; }
.charts { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
figure { margin: 0; border: 1px solid var(--rule); border-radius: 5px; padding: 4px 6px 2px; }
figcaption { font-size: .8em; font-weight: bold; color: var(--muted); }
svg.chart { width: 100%; height: auto; display: block; }
svg.chart .grid { stroke: #e4dfea; stroke-width: 1; }
svg.chart .axis { stroke: #6f667c; stroke-width: 1; }
svg.chart .tick, svg.chart .bar-label { font-size: 9px; fill: #4c4458; font-family: inherit; }
svg.chart .axis-title { font-size: 9px; fill: #4c4458; font-style: italic; }
.legend { margin: 4px 0 0; font-size: .85em; }
ol.standings { margin: 0; padding: 0; list-style: none; }
ol.standings li { display: grid; grid-template-columns: 2.2em 1fr auto; gap: 8px; align-items: baseline;
                  padding: 2px 0; border-bottom: 1px dotted var(--rule); }
ol.standings .rank { font-weight: bold; color: var(--muted); }
ol.standings .score { font-weight: bold; font-size: 1.1em; }
ol.standings li.winner { font-weight: bold; }
.winners { margin: 6px 0 0; font-size: 1.1em; }
.note { color: var(--muted); font-size: .75em; margin: 3px 0 0; }
footer { margin-top: 10px; border-top: 1px solid var(--rule); padding-top: 4px; color: var(--muted); font-size: .75em; }
@media print {
  body { background: #fff; font-size: 9.5pt; }
  .pad { max-width: none; margin: 0; padding: 0; box-shadow: none; }
  section, figure, table, header { break-inside: avoid; page-break-inside: avoid; }
  table.sheet { font-size: .78em; }
  .table-wrap { overflow: visible; }
  .charts { gap: 6mm; }
  svg.chart { max-height: 62mm; }
}
)CSS";

// The page up to its header: the document head with the style, the title
// (`names` already escaped) and the status box.
std::string html_page_top(std::string_view game, const std::vector<std::string>& names, std::string_view status,
                          bool final) {
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    out += "<title>" + html_escape(game) + " score sheet" + (names.empty() ? "" : ": " + join(names, ", ")) +
           "</title>\n<style>" + kHtmlStyle + "</style>\n</head>\n<body>\n<main class=\"pad\">\n";
    out += "<header><h1><small>Score sheet</small>" + html_escape(game) + "</h1>";
    out += fmt::format("<div class=\"status{}\" id=\"status\">{}</div></header>\n", final ? " final" : "",
                       html_escape(status));
    return out;
}

// The score table's opening and first head row: the `lead` cells, then a
// cell per side (`names` escaped) in its colour, spanning as `span` says.
std::string html_sheet_head(std::string_view lead, const std::vector<std::string>& names, std::string_view span) {
    std::string out = "<section><h2>Score sheet</h2><div class=\"table-wrap\"><table class=\"sheet\" id=\"sheet\">\n"
                      "<thead><tr>" + std::string(lead);
    for (std::size_t side = 0; side < names.size(); ++side)
        out += fmt::format("<th class=\"side first\" {} style=\"border-top-color: {}\">{}</th>", span, colour_of(side),
                           names[side]);
    return out;
}

}  // namespace sheet_page

using namespace sheet_page;

std::string json_escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) out += fmt::format("\\u{:04x}", c);
                else out += c;
        }
    }
    return "\"" + out + "\"";
}

std::string csv_field(std::string_view field) {
    if (field.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(field);
    std::string out = "\"";
    for (char c : field) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string markdown_escape(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool entity_start =
            c == '&' && i + 1 < text.size() &&
            (std::isalnum(static_cast<unsigned char>(text[i + 1])) || text[i + 1] == '#');
        if (std::string_view("\\`*_[]<>|~").find(c) != std::string_view::npos || entity_start) out += '\\';
        out += c;
    }
    return out;
}

// ---------------------------------------------------------------------------
// The game-neutral sheet (SheetModel)

namespace {

// Each player's place (1-based, shared within a group), 0 when unranked.
std::vector<int> places_of(const SheetModel& m) {
    std::vector<int> place(m.players.size(), 0);
    int next = 1;
    for (const auto& group : m.ranking) {
        for (int p : group)
            if (p >= 0 && static_cast<std::size_t>(p) < place.size()) place[static_cast<std::size_t>(p)] = next;
        next += static_cast<int>(group.size());
    }
    return place;
}

std::vector<int> winners_of(const SheetModel& m) {
    return m.final && !m.ranking.empty() ? m.ranking.front() : std::vector<int>{};
}

std::string names_of(const SheetModel& m, const std::vector<int>& players, std::string (*escape)(std::string_view)) {
    std::vector<std::string> names;
    for (int p : players) names.push_back(escape(m.players.at(static_cast<std::size_t>(p))));
    return join(names, ", ");
}

// One cell on a page: the non-empty fields, labelled, the total emphasised
// with `bold_open` and `bold_close`.
std::string cell_text(const SheetModel& m, const std::vector<std::string>& cell, std::string (*escape)(std::string_view),
                      std::string_view bold_open, std::string_view bold_close) {
    std::vector<std::string> parts;
    for (std::size_t f = 0; f < m.fields.size() && f < cell.size(); ++f) {
        if (cell[f].empty()) continue;
        std::string part = (m.fields[f].label.empty() ? "" : m.fields[f].label + " ") + cell[f];
        part = escape(part);
        if (f == m.total_field) part = std::string(bold_open) + part + std::string(bold_close);
        parts.push_back(part);
    }
    return join(parts, " · ");
}

}  // namespace

std::string render_model_csv(const SheetModel& m) {
    std::vector<std::string> header = {"round", m.player_column};
    for (const auto& f : m.fields) header.push_back(f.name);
    header.push_back("note");
    std::string out = csv_row(header);
    for (const auto& row : m.played)
        for (std::size_t p = 0; p < m.players.size() && p < row.cells.size(); ++p) {
            std::vector<std::string> fields = {std::to_string(row.number), m.players[p]};
            for (std::size_t f = 0; f < m.fields.size(); ++f) fields.push_back(f < row.cells[p].size() ? row.cells[p][f] : "");
            fields.push_back(p < row.notes.size() ? row.notes[p] : "");
            out += csv_row(fields);
        }
    if (m.ranking.empty()) return out;
    const auto place = places_of(m);
    const auto winners = winners_of(m);
    for (std::size_t p = 0; p < m.players.size(); ++p) {
        std::vector<std::string> fields = {m.final ? "final" : "standing", m.players[p]};
        for (std::size_t f = 0; f < m.fields.size(); ++f)
            fields.push_back(f == m.total_field && p < m.shown.size() ? m.shown[p] : "");
        std::string note = place[p] ? fmt::format("place {}", place[p]) : "";
        if (std::find(winners.begin(), winners.end(), static_cast<int>(p)) != winners.end()) note += "; winner";
        fields.push_back(note);
        out += csv_row(fields);
    }
    return out;
}

std::string render_model_markdown(const SheetModel& m) {
    std::string out = "# " + markdown_escape(m.game) + " score sheet\n\n";
    std::vector<std::string> names;
    for (const auto& n : m.players) names.push_back(markdown_escape(n));
    out += fmt::format("**{}:** {} · **{}:** {} · **Status:** {}\n", markdown_escape(m.mode_label),
                       markdown_escape(m.mode), markdown_escape(m.players_label),
                       names.empty() ? "none yet" : join(names, ", "), markdown_escape(m.status));
    if (m.players.empty()) return out;
    out += "\n" + markdown_head("| Round |", "|---:|", names);
    for (const auto& row : m.played) {
        out += fmt::format("| {}{} |", row.number, row.about.empty() ? "" : " (" + markdown_escape(row.about) + ")");
        for (std::size_t p = 0; p < m.players.size(); ++p)
            out += " " + (p < row.cells.size() ? cell_text(m, row.cells[p], markdown_escape, "**", "**") : "") + " |";
        out += "\n";
    }
    if (m.ranking.empty()) return out;
    const auto place = places_of(m);
    const auto winners = winners_of(m);
    out += std::string("\n## ") + (m.final ? "Final ranking" : "Standing so far") +
           "\n\n| Place | " + markdown_escape(m.players_label) + " | Shows |\n|---:|:---|---:|\n";
    for (const auto& group : m.ranking)
        for (int p : group) {
            const auto k = static_cast<std::size_t>(p);
            const bool winner = std::find(winners.begin(), winners.end(), p) != winners.end();
            out += fmt::format("| {} | {} | {} |\n", place[k], winner ? "**" + names[k] + "** (winner)" : names[k],
                               k < m.shown.size() ? markdown_escape(m.shown[k]) : "");
        }
    for (const auto& note : m.notes) out += "\n" + markdown_escape(note) + "\n";
    if (!winners.empty())
        out += "\n" + std::string(winners.size() > 1 ? "**Sharing the win:** " : "**Winner:** ") +
               names_of(m, winners, markdown_escape) + "\n";
    return out;
}

std::string render_model_html(const SheetModel& m, std::string_view source) {
    const std::size_t n = m.players.size();
    std::vector<std::string> names;
    for (const auto& name : m.players) names.push_back(html_escape(name));
    std::string out = html_page_top(m.game, names, m.status, m.final);
    out += "<dl class=\"facts\"><dt>" + html_escape(m.mode_label) + "</dt><dd>" + html_escape(m.mode) + "</dd>";
    out += "<dt>" + html_escape(m.players_label) + "</dt><dd><ul class=\"sides legend\">";
    for (std::size_t p = 0; p < n; ++p) out += "<li>" + svg_swatch(p) + "<span class=\"name\">" + names[p] + "</span></li>";
    out += "</ul></dd></dl>\n";
    if (n == 0) return out + "<p>No score sheet yet: the table is still being set up.</p>\n</main>\n</body>\n</html>\n";

    // The table: a row per round, a column per player, empty rows to come.
    out += html_sheet_head("<th class=\"round\">Round</th>", names, "scope=\"col\"");
    out += "</tr></thead>\n<tbody>\n";
    const int rows = std::max(m.rounds, static_cast<int>(m.played.size()));
    for (int r = 0; r < rows; ++r) {
        if (r < static_cast<int>(m.played.size())) {
            const auto& row = m.played[static_cast<std::size_t>(r)];
            out += fmt::format("<tr><th class=\"round\" scope=\"row\">{}{}</th>", row.number,
                               row.about.empty() ? "" : "<br><small>" + html_escape(row.about) + "</small>");
            for (std::size_t p = 0; p < n; ++p)
                out += "<td class=\"first\">" +
                       (p < row.cells.size() ? cell_text(m, row.cells[p], html_escape, "<b class=\"total\">", "</b>") : "") +
                       "</td>";
        } else {
            out += fmt::format("<tr class=\"future\"><th class=\"round\" scope=\"row\">{}</th>", r + 1);
            for (std::size_t p = 0; p < n; ++p) out += "<td class=\"first\"></td>";
        }
        out += "</tr>\n";
    }
    out += "</tbody>\n";
    const auto place = places_of(m);
    const auto winners = winners_of(m);
    auto is_winner = [&](std::size_t p) {
        return std::find(winners.begin(), winners.end(), static_cast<int>(p)) != winners.end();
    };
    if (!m.ranking.empty()) {
        out += std::string("<tfoot>\n<tr class=\"final\"><th scope=\"row\">") + (m.final ? "Final" : "Now") + "</th>";
        for (std::size_t p = 0; p < n; ++p)
            out += "<td class=\"first\">" + (p < m.shown.size() ? html_escape(m.shown[p]) : "") +
                   (is_winner(p) ? " <span class=\"crown\" title=\"winner\">♛</span>" : "") + "</td>";
        out += "</tr>\n</tfoot>";
    }
    out += "</table></div></section>\n";

    if (m.chart && !m.played.empty()) {
        std::vector<std::vector<int>> totals;
        for (const auto& row : m.played) {
            totals.emplace_back();
            for (std::size_t p = 0; p < n; ++p)
                totals.back().push_back(p < row.cells.size() && m.total_field < row.cells[p].size()
                                            ? std::atoi(row.cells[p][m.total_field].c_str())
                                            : 0);
        }
        out += "<section><h2>Chart</h2><div class=\"charts\"><figure><figcaption>Running total points</figcaption>" +
               svg_totals_chart(m.players, totals, rows) + "</figure></div><ul class=\"sides legend\">";
        for (std::size_t p = 0; p < n; ++p) out += "<li>" + svg_swatch(p) + names[p] + "</li>";
        out += "</ul></section>\n";
    }

    if (!m.ranking.empty()) {
        out += std::string("<section><h2>") + (m.final ? "Final ranking" : "Standing so far") +
               "</h2><ol class=\"standings\" id=\"standings\">";
        for (const auto& group : m.ranking)
            for (int pi : group) {
                const auto p = static_cast<std::size_t>(pi);
                out += fmt::format("<li{}><span class=\"rank\">{}.</span><span>{} {}{}</span><span class=\"score\">{}</span></li>",
                                   is_winner(p) ? " class=\"winner\"" : "", place[p], svg_swatch(p), names[p],
                                   is_winner(p) ? " <span class=\"crown\" title=\"winner\">♛</span>" : "",
                                   p < m.shown.size() ? html_escape(m.shown[p]) : "");
            }
        out += "</ol>";
        for (const auto& note : m.notes) out += "<p class=\"note\">" + html_escape(note) + "</p>";
        if (!winners.empty())
            out += std::string("<p class=\"winners\" id=\"winners\"><span class=\"crown\">♛</span> ") +
                   (winners.size() > 1 ? "Sharing the win: " : "Winner: ") + "<b>" +
                   names_of(m, winners, html_escape) + "</b></p>";
        out += "</section>\n";
    }
    out += "<footer>" + html_escape(m.explanation);
    if (!source.empty()) out += std::string(m.explanation.empty() ? "" : " ") + "Made by zref from <code>" + html_escape(source) + "</code>.";
    out += "</footer>\n</main>\n</body>\n</html>\n";
    return out;
}

}  // namespace zref
