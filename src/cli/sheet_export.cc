#include "cli/sheet_export.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>

#include "core/text.h"

namespace zref::cli {

using namespace zref::zp;

namespace {

// ---------------------------------------------------------------------------
// Shared pieces

std::string side_names(const ScoreSheet& sheet, const std::vector<int>& sides) {
    std::vector<std::string> names;
    for (int side : sides) names.push_back(sheet.sides.at(static_cast<std::size_t>(side)));
    return join(names, ", ");
}

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

int points_of(const ScoreSheet& sheet, std::size_t side) {
    return sheet.rounds.empty() ? 0 : sheet.rounds.back().cells.at(side).total;
}

int skulls_of(const ScoreSheet& sheet, std::size_t side) { return side < sheet.skulls.size() ? sheet.skulls[side] : 0; }

// One side's place. During the game the running points rank the sides (as
// the table reckons "lowest score" between rounds), skulls breaking ties; at
// the end the final score (points + floor(skulls / 2)) does, and the winners
// are the game's own (End of the Game: ties go to the most skulls).
struct Standing {
    int side = 0;
    int points = 0;
    int skulls = 0;
    int score = 0;      // points, or the final score once the game is over
    int if_ended = 0;   // points + floor(skulls / 2): the score were the game to end now
    int rank = 1;
    bool winner = false;
};

// Best first: score, then skulls, then seat order.
std::vector<Standing> standings(const ScoreSheet& sheet) {
    std::vector<Standing> out;
    for (std::size_t i = 0; i < sheet.sides.size(); ++i) {
        Standing st;
        st.side = static_cast<int>(i);
        st.points = points_of(sheet, i);
        st.skulls = skulls_of(sheet, i);
        st.if_ended = st.points + st.skulls / 2;
        st.score = sheet.game_over && i < sheet.final_score.size() ? sheet.final_score[i] : st.points;
        st.winner = std::find(sheet.winners.begin(), sheet.winners.end(), st.side) != sheet.winners.end();
        out.push_back(st);
    }
    std::stable_sort(out.begin(), out.end(), [](const Standing& a, const Standing& b) {
        return a.score != b.score ? a.score > b.score : a.skulls > b.skulls;
    });
    for (std::size_t i = 1; i < out.size(); ++i)
        out[i].rank = out[i].score == out[i - 1].score && out[i].skulls == out[i - 1].skulls ? out[i - 1].rank
                                                                                            : static_cast<int>(i) + 1;
    return out;
}

std::string card_name(const GameData& data, char letter) {
    const auto* card = data.round_card(letter);
    return card ? card->name : "";
}

bool card_is_hourglass(const GameData& data, char letter) {
    const auto* card = data.round_card(letter);
    return card && card->hourglass;
}

// The Round card of round `number` (1-based) once it is revealed: the card
// of a scored round, or of the round in play. Cards still face down are not
// shown (a random draw is not given away).
std::optional<char> revealed_card(const GameState& s, int number) {
    if (number >= 1 && number <= static_cast<int>(s.results.size()))
        return s.results[static_cast<std::size_t>(number - 1)].card;
    if (s.phase != Phase::GameOver && s.phase != Phase::Setup && s.round.number == number) return s.round.card;
    return std::nullopt;
}

bool round_in_play(const GameState& s, int number) {
    return number > static_cast<int>(s.results.size()) && revealed_card(s, number).has_value();
}

std::string mode_name(const GameState& s) { return s.seating.teams() ? "Teams of two" : "Individuals"; }

std::string status_line(const GameState& s, const GameData& data) {
    const int played = static_cast<int>(s.results.size());
    if (s.phase == Phase::Setup) return "Not started: the table is still being set up";
    if (s.phase == Phase::GameOver) return fmt::format("Finished after {} rounds", played);
    if (round_in_play(s, played + 1))
        return fmt::format("In progress: round {} of {} in play", played + 1, data.rounds);
    return fmt::format("In progress: {} of {} rounds scored", played, data.rounds);
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

// ---------------------------------------------------------------------------
// CSV

std::string csv_row(const std::vector<std::string>& fields) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + csv_field(fields[i]);
    return out + "\r\n";
}

// ---------------------------------------------------------------------------
// SVG charts for the HTML page

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

struct Plot {
    double width = 360, height = 210;
    double left = 34, right = 12, top = 12, bottom = 34;
    double inner_w() const { return width - left - right; }
    double inner_h() const { return height - top - bottom; }
};

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
    const auto [y_max, y_step] = nice_axis(top_value);
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

std::string svg_totals_chart(const ScoreSheet& sheet, int rounds) {
    std::vector<std::vector<int>> totals;
    for (const auto& row : sheet.rounds) {
        totals.emplace_back();
        for (const auto& c : row.cells) totals.back().push_back(c.total);
    }
    return svg_totals_chart(sheet.sides, totals, rounds);
}

// Skulls as they stood at the start and after each round: grouped bars.
std::string svg_skulls_chart(const GameState& s, const ScoreSheet& sheet, int rounds) {
    Plot p;
    const std::size_t n = sheet.sides.size();
    const int groups = std::max(rounds, static_cast<int>(sheet.rounds.size())) + 1;  // start, R1..Rn
    // values[g][side], -1 when that round is not scored yet
    std::vector<std::vector<int>> values(static_cast<std::size_t>(groups), std::vector<int>(n, -1));
    if (!s.results.empty())
        for (const auto& rc : s.results.front().receipts)
            if (rc.side >= 0 && static_cast<std::size_t>(rc.side) < n)
                values[0][static_cast<std::size_t>(rc.side)] = rc.skulls_before;
    for (std::size_t r = 0; r < sheet.rounds.size(); ++r)
        for (std::size_t side = 0; side < n; ++side) values[r + 1][side] = sheet.rounds[r].cells.at(side).skulls;
    int top_value = 0;
    for (const auto& g : values)
        for (int v : g) top_value = std::max(top_value, v);
    const auto [y_max, y_step] = nice_axis(top_value);
    auto y_at = [&](int v) { return p.top + p.inner_h() * (1.0 - static_cast<double>(v) / y_max); };
    const double group_w = p.inner_w() / groups;
    const double bar_w = n ? (group_w * 0.8) / static_cast<double>(n) : 0;

    std::string out = fmt::format(
        "<svg class=\"chart\" id=\"skulls-chart\" viewBox=\"0 0 {} {}\" role=\"img\" "
        "aria-labelledby=\"skulls-title\" xmlns=\"http://www.w3.org/2000/svg\">"
        "<title id=\"skulls-title\">Skulls at the start and after each round</title>",
        p.width, p.height);
    out += svg_frame(p, y_max, y_step, "skulls");
    for (int g = 0; g < groups; ++g) {
        const double gx = p.left + group_w * g;
        out += fmt::format("<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                           num(gx + group_w / 2), num(p.top + p.inner_h() + 13),
                           g == 0 ? std::string("start") : "R" + std::to_string(g));
        for (std::size_t side = 0; side < n; ++side) {
            const int v = values[static_cast<std::size_t>(g)][side];
            if (v < 0) continue;
            const double x = gx + group_w * 0.1 + bar_w * static_cast<double>(side);
            const double y = y_at(v);
            out += fmt::format("<rect class=\"bar side-{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\">"
                               "<title>{}: {} skulls {}</title></rect>",
                               side, num(x), num(y), num(std::max(bar_w - 1.0, 1.0)),
                               num(p.top + p.inner_h() - y), colour_of(side), html_escape(sheet.sides[side]), v,
                               g == 0 ? std::string("at the start") : "after round " + std::to_string(g));
            if (bar_w >= 7)
                out += fmt::format("<text class=\"bar-label\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                                   num(x + (bar_w - 1.0) / 2), num(y - 2), v);
        }
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

}  // namespace

// ---------------------------------------------------------------------------
// Formats and escapes

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

std::optional<SheetFormat> parse_sheet_format(std::string_view word) {
    const std::string w = lower(word);
    if (w == "text" || w == "txt") return SheetFormat::Text;
    if (w == "csv") return SheetFormat::Csv;
    if (w == "markdown" || w == "md") return SheetFormat::Markdown;
    if (w == "json") return SheetFormat::Json;
    if (w == "html") return SheetFormat::Html;
    return std::nullopt;
}

const std::vector<std::string>& sheet_format_names() {
    static const std::vector<std::string> names = {"text", "csv", "markdown", "json", "html"};
    return names;
}

std::string render_sheet(SheetFormat format, const GameState& s, const GameData& data, std::string_view source) {
    switch (format) {
        case SheetFormat::Text: return render_sheet_text(s) + render_standings_chart(s);
        case SheetFormat::Csv: return render_sheet_csv(s, data);
        case SheetFormat::Markdown: return render_sheet_markdown(s, data);
        case SheetFormat::Json: return render_sheet_json(s);
        case SheetFormat::Html: return render_sheet_html(s, data, source);
    }
    return render_sheet_text(s);
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
            out += fmt::format("| {:<{}}", fmt::format("{:>3} {:>2} {:>3} {:>2} {:>3}", c.bid, c.tricks, c.points, c.skulls, c.total), w);
        out += "\n";
    }
    if (!sheet.hourglass_line.empty()) {
        out += fmt::format("{:<10}", "Hourglass");
        for (int v : sheet.hourglass_line) out += fmt::format("| {:<{}}", fmt::format("{} (not added)", v), w);
        out += "\n  Hourglass Leader(s): " + side_names(sheet, sheet.hourglass_leaders) + "\n";
    }
    out += fmt::format("{:<10}", "Skulls");
    for (int v : sheet.skulls) out += fmt::format("| {:<{}}", v, w);
    out += "\n";
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
                   fmt::format("{{\"name\": {}, \"bid\": {}, \"tricks\": {}, \"points\": {}, \"skulls\": {}, \"total\": {}}}",
                               json_escape(sheet.sides[i]), c.bid, c.tricks, c.points, c.skulls, c.total);
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
// CSV

std::string render_sheet_csv(const GameState& s, const GameData& data) {
    const ScoreSheet sheet = build_sheet(s);
    std::string out =
        csv_row({"round", "card", "card_name", "side", "bid", "tricks", "points", "skulls", "total", "note"});
    for (const auto& row : sheet.rounds)
        for (std::size_t i = 0; i < row.cells.size(); ++i) {
            const auto& c = row.cells[i];
            out += csv_row({std::to_string(row.number), std::string(1, row.card), card_name(data, row.card),
                            sheet.sides[i], std::to_string(c.bid), std::to_string(c.tricks), std::to_string(c.points),
                            std::to_string(c.skulls), std::to_string(c.total), ""});
        }
    // The Hourglass Leader line: points through round 3 + skulls / 2, never
    // added to the totals; `total` holds its value.
    if (!sheet.hourglass_line.empty()) {
        const auto hourglass = revealed_card(s, data.rounds);
        for (std::size_t i = 0; i < sheet.hourglass_line.size() && i < sheet.sides.size(); ++i) {
            const bool leader = std::find(sheet.hourglass_leaders.begin(), sheet.hourglass_leaders.end(),
                                          static_cast<int>(i)) != sheet.hourglass_leaders.end();
            out += csv_row({"hourglass", hourglass ? std::string(1, *hourglass) : "",
                            hourglass ? card_name(data, *hourglass) : "", sheet.sides[i], "", "", "", "",
                            std::to_string(sheet.hourglass_line[i]), leader ? "leader" : ""});
        }
    }
    // Final rows: points, skulls, and points + skulls / 2 as `total`.
    if (sheet.game_over)
        for (std::size_t i = 0; i < sheet.sides.size(); ++i) {
            const bool winner =
                std::find(sheet.winners.begin(), sheet.winners.end(), static_cast<int>(i)) != sheet.winners.end();
            out += csv_row({"final", "", "", sheet.sides[i], "", "", std::to_string(points_of(sheet, i)),
                            std::to_string(skulls_of(sheet, i)), std::to_string(sheet.final_score.at(i)),
                            winner ? "winner" : ""});
        }
    return out;
}

// ---------------------------------------------------------------------------
// Markdown

std::string render_sheet_markdown(const GameState& s, const GameData& data) {
    const ScoreSheet sheet = build_sheet(s);
    std::string out = "# " + markdown_escape(data.name) + " score sheet\n\n";
    if (sheet.sides.empty()) return out + "No score sheet yet: the table is still being set up.\n";
    std::vector<std::string> names;
    for (const auto& n : sheet.sides) names.push_back(markdown_escape(n));
    out += fmt::format("**Mode:** {} · **{}:** {} · **Status:** {}\n\n", mode_name(s),
                       s.seating.teams() ? "Teams" : "Players", join(names, ", "), status_line(s, data));

    out += markdown_head("| Round | Round card |", "|---:|:---|", names);
    for (const auto& row : sheet.rounds) {
        out += fmt::format("| {} | {} {}{} |", row.number, row.card, markdown_escape(card_name(data, row.card)),
                           card_is_hourglass(data, row.card) ? " (Hourglass)" : "");
        for (const auto& c : row.cells)
            out += fmt::format(" bid {}, won {}: +{} pts, {} skull{}, **total {}** |", c.bid, c.tricks, c.points,
                               c.skulls, c.skulls == 1 ? "" : "s", c.total);
        out += "\n";
    }
    const int played = static_cast<int>(sheet.rounds.size());
    if (round_in_play(s, played + 1)) {
        const char card = *revealed_card(s, played + 1);
        out += fmt::format("| {} | {} {} | ", played + 1, card, markdown_escape(card_name(data, card)));
        for (std::size_t i = 0; i < names.size(); ++i) out += "*in play* | ";
        out.pop_back();
        out += "\n";
    }
    if (!sheet.hourglass_line.empty()) {
        out += "| Hourglass | line, not added |";
        for (std::size_t i = 0; i < sheet.hourglass_line.size(); ++i) {
            const bool leader = std::find(sheet.hourglass_leaders.begin(), sheet.hourglass_leaders.end(),
                                          static_cast<int>(i)) != sheet.hourglass_leaders.end();
            out += fmt::format(" {}{} |", sheet.hourglass_line[i], leader ? " **Leader**" : "");
        }
        out += "\n";
    }
    out += "| Skulls | as they stand |";
    for (std::size_t i = 0; i < sheet.sides.size(); ++i) out += fmt::format(" {} |", skulls_of(sheet, i));
    out += "\n";
    if (sheet.game_over) {
        out += "| **Final** | points + skulls ÷ 2 |";
        for (std::size_t i = 0; i < sheet.sides.size(); ++i)
            out += fmt::format(" {} + {}/2 = **{}** |", points_of(sheet, i), skulls_of(sheet, i), sheet.final_score.at(i));
        out += "\n";
    }

    if (sheet.game_over)
        out += "\n## Final standings\n\n| Place | Side | Final | Points | Skulls |\n|---:|:---|---:|---:|---:|\n";
    else
        out += "\n## Standings so far\n\n| Place | Side | Points | Skulls | If it ended now |\n|---:|:---|---:|---:|---:|\n";
    for (const auto& st : standings(sheet)) {
        const std::string name = markdown_escape(sheet.sides[static_cast<std::size_t>(st.side)]);
        if (sheet.game_over)
            out += fmt::format("| {} | {} | {} | {} | {} |\n", st.rank, st.winner ? "**" + name + "** (winner)" : name,
                               st.winner ? fmt::format("**{}**", st.score) : std::to_string(st.score), st.points,
                               st.skulls);
        else
            out += fmt::format("| {} | {} | {} | {} | {} |\n", st.rank, name, st.points, st.skulls, st.if_ended);
    }
    if (!sheet.hourglass_leaders.empty()) {
        std::vector<std::string> leaders;
        for (int side : sheet.hourglass_leaders) leaders.push_back(markdown_escape(sheet.sides[static_cast<std::size_t>(side)]));
        out += "\nHourglass Leader" + std::string(leaders.size() > 1 ? "s" : "") + ": " + join(leaders, ", ") + "\n";
    }
    if (sheet.game_over) {
        std::vector<std::string> winners;
        for (int side : sheet.winners) winners.push_back(markdown_escape(sheet.sides[static_cast<std::size_t>(side)]));
        out += "\n" + std::string(winners.size() > 1 ? "**Sharing the crown:** " : "**Winner:** ") + join(winners, ", ") +
               "\n";
    }
    return out;
}

// ---------------------------------------------------------------------------
// HTML

std::string render_sheet_html(const GameState& s, const GameData& data, std::string_view source) {
    const ScoreSheet sheet = build_sheet(s);
    const std::size_t n = sheet.sides.size();
    const int rounds = std::max(data.rounds, static_cast<int>(sheet.rounds.size()));
    std::vector<std::string> names;
    for (const auto& name : sheet.sides) names.push_back(html_escape(name));
    auto is_in = [](const std::vector<int>& v, std::size_t side) {
        return std::find(v.begin(), v.end(), static_cast<int>(side)) != v.end();
    };

    // Title, status, mode and sides
    std::string out = html_page_top(data.name, names, status_line(s, data), sheet.game_over);
    if (n == 0) {
        out += "<p>No score sheet yet: the table is still being set up.</p>\n</main>\n</body>\n</html>\n";
        return out;
    }
    out += "<dl class=\"facts\">";
    out += "<dt>Mode</dt><dd>" + html_escape(mode_name(s)) + "</dd>";
    out += std::string("<dt>") + (s.seating.teams() ? "Teams" : "Players") + "</dt><dd><ul class=\"sides legend\">";
    for (std::size_t side = 0; side < n; ++side) {
        out += "<li>" + svg_swatch(side) + "<span class=\"name\">" + names[side] + "</span>";
        // The Princess each player chose, when they chose one.
        std::vector<std::string> princesses;
        for (int seat : s.seating.members(static_cast<int>(side))) {
            const auto i = static_cast<std::size_t>(seat);
            const auto* p = i < s.princess_of.size() && !s.princess_of[i].empty() ? data.princess(s.princess_of[i]) : nullptr;
            if (p) princesses.push_back((s.seating.teams() ? html_escape(s.seating.name(seat)) + ": " : "") + html_escape(p->name));
        }
        if (!princesses.empty()) out += " <span class=\"members\">(" + join(princesses, "; ") + ")</span>";
        out += "</li>";
    }
    out += "</ul></dd>";
    out += std::string("<dt>Princess powers</dt><dd>") + (s.setup.powers ? "on" : "off") + "</dd>";
    out += "</dl>\n";

    // Round cards
    out += "<section><h2>Round cards</h2><ol class=\"cards\">";
    for (int r = 1; r <= rounds; ++r) {
        const auto card = revealed_card(s, r);
        const bool hourglass = card && card_is_hourglass(data, *card);
        std::string cls = hourglass ? "hourglass" : (card ? "" : "future");
        out += "<li" + (cls.empty() ? std::string() : " class=\"" + cls + "\"") + ">";
        out += fmt::format("<span class=\"no\">Round {}</span>", r);
        if (card) {
            out += fmt::format("<span class=\"letter\">{}</span> {}", *card, html_escape(card_name(data, *card)));
            if (hourglass) out += "<span class=\"tag\">Hourglass</span>";
            if (round_in_play(s, r)) out += "<span class=\"tag\">in play</span>";
        } else {
            out += "not revealed yet";
        }
        out += "</li>";
    }
    out += "</ol></section>\n";

    // The table
    out += html_sheet_head("<th class=\"round\" rowspan=\"2\">Round</th><th rowspan=\"2\">Card</th>", names,
                           "colspan=\"5\" scope=\"colgroup\"");
    out += "</tr>\n<tr>";
    for (std::size_t side = 0; side < n; ++side)
        out += "<th class=\"sub first\" title=\"bid\">Bid</th><th class=\"sub\" title=\"tricks counted\">Tr</th>"
               "<th class=\"sub\" title=\"points this round\">Pts</th><th class=\"sub\" title=\"skulls after the round\">Sk</th>"
               "<th class=\"sub\" title=\"running total of points\">Tot</th>";
    out += "</tr></thead>\n<tbody>\n";
    for (int r = 1; r <= rounds; ++r) {
        const auto card = revealed_card(s, r);
        const bool scored = r <= static_cast<int>(sheet.rounds.size());
        out += scored ? "<tr>" : "<tr class=\"future\">";
        out += fmt::format("<th class=\"round\" scope=\"row\">{}</th><td class=\"card\" title=\"{}\">{}</td>", r,
                           card ? html_escape(card_name(data, *card)) : "", card ? std::string(1, *card) : "");
        for (std::size_t side = 0; side < n; ++side) {
            if (scored) {
                const auto& c = sheet.rounds[static_cast<std::size_t>(r - 1)].cells.at(side);
                out += fmt::format("<td class=\"first\">{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"total\">{}</td>",
                                   c.bid, c.tricks, c.points, c.skulls, c.total);
            } else {
                out += "<td class=\"first\"></td><td></td><td></td><td></td><td class=\"total\"></td>";
            }
        }
        out += "</tr>\n";
    }
    out += "</tbody>\n<tfoot>\n";
    if (!sheet.hourglass_line.empty()) {
        out += "<tr class=\"hourglass\"><th colspan=\"2\" scope=\"row\">Hourglass <small>line, not added</small></th>";
        for (std::size_t side = 0; side < n && side < sheet.hourglass_line.size(); ++side)
            out += fmt::format("<td class=\"first\" colspan=\"5\">{}{}</td>", sheet.hourglass_line[side],
                               is_in(sheet.hourglass_leaders, side) ? " <span class=\"lead\">Leader</span>" : "");
        out += "</tr>\n";
    }
    out += "<tr><th colspan=\"2\" scope=\"row\">Skulls now</th>";
    for (std::size_t side = 0; side < n; ++side)
        out += fmt::format("<td class=\"first\" colspan=\"5\">{}</td>", skulls_of(sheet, side));
    out += "</tr>\n";
    if (sheet.game_over) {
        out += "<tr class=\"final\"><th colspan=\"2\" scope=\"row\">Final <small>Tot + Sk ÷ 2</small></th>";
        for (std::size_t side = 0; side < n; ++side)
            out += fmt::format("<td class=\"first\" colspan=\"5\">{} + {}/2 = {}{}</td>", points_of(sheet, side),
                               skulls_of(sheet, side), sheet.final_score.at(side),
                               is_in(sheet.winners, side) ? " <span class=\"crown\" title=\"winner\">♛</span>" : "");
        out += "</tr>\n";
    }
    out += "</tfoot></table></div><p class=\"note\">Tr: tricks counted · Pts: points this round · Sk: skulls after "
           "the round · Tot: running total of points</p></section>\n";

    // Charts
    out += "<section><h2>Charts</h2><div class=\"charts\">";
    out += "<figure><figcaption>Running total points</figcaption>" + svg_totals_chart(sheet, rounds) + "</figure>";
    out += "<figure><figcaption>Skulls</figcaption>" + svg_skulls_chart(s, sheet, rounds) + "</figure>";
    out += "</div><ul class=\"sides legend\">";
    for (std::size_t side = 0; side < n; ++side) out += "<li>" + svg_swatch(side) + names[side] + "</li>";
    out += "</ul></section>\n";

    // Standings
    out += std::string("<section><h2>") + (sheet.game_over ? "Final standings" : "Standings so far") +
           "</h2><ol class=\"standings\" id=\"standings\">";
    for (const auto& st : standings(sheet)) {
        const auto side = static_cast<std::size_t>(st.side);
        const std::string detail =
            sheet.game_over
                ? fmt::format("<span class=\"score\">{}</span> = {} point{} + {} skull{} ÷ 2", st.score, st.points,
                              st.points == 1 ? "" : "s", st.skulls, st.skulls == 1 ? "" : "s")
                : fmt::format("<span class=\"score\">{}</span> point{}, {} skull{} · {} if it ended now", st.points,
                              st.points == 1 ? "" : "s", st.skulls, st.skulls == 1 ? "" : "s", st.if_ended);
        out += fmt::format("<li{}><span class=\"rank\">{}.</span><span>{} {}{}</span><span>{}</span></li>",
                           st.winner ? " class=\"winner\"" : "", st.rank, svg_swatch(side), names[side],
                           st.winner ? " <span class=\"crown\" title=\"winner\">♛</span>" : "", detail);
    }
    out += "</ol>";
    if (!sheet.hourglass_leaders.empty()) {
        std::vector<std::string> leaders;
        for (int side : sheet.hourglass_leaders) leaders.push_back(names.at(static_cast<std::size_t>(side)));
        out += "<p>Hourglass Leader" + std::string(leaders.size() > 1 ? "s" : "") + ": <b>" + join(leaders, ", ") +
               "</b></p>";
    }
    if (sheet.game_over) {
        std::vector<std::string> winners;
        for (int side : sheet.winners) winners.push_back(names.at(static_cast<std::size_t>(side)));
        out += std::string("<p class=\"winners\" id=\"winners\"><span class=\"crown\">♛</span> ") +
               (winners.size() > 1 ? "Sharing the crown: " : "Winner: ") + "<b>" + join(winners, ", ") + "</b></p>";
    }
    out += "</section>\n";

    out += "<footer>Points are scored for a bid made; the total adds them up. The final score adds one point per two "
           "skulls, rounded down, and ties go to the side with more skulls. The Hourglass line decides who leads for "
           "the Hourglass round only and is never added.";
    if (!source.empty()) out += " Made by zref from <code>" + html_escape(source) + "</code>.";
    out += "</footer>\n</main>\n</body>\n</html>\n";
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

// ---------------------------------------------------------------------------
// Terminal standings chart

std::string render_standings_chart(const GameState& s) {
    const ScoreSheet sheet = build_sheet(s);
    if (sheet.rounds.empty()) return "";
    const auto rows = standings(sheet);
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

}  // namespace zref::cli
