#include "core/sheet_page.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>

#include "core/sheet_model.h"
#include "core/text.h"

namespace zref::sheet_page {


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

namespace {

// The chart's value for x position `x` (0: the start, r: after round r) and
// `side`, or nullopt where there is none yet.
std::optional<int> value_at(const SheetChart& c, std::size_t x, std::size_t side) {
    if (x == 0) return side < c.start.size() ? std::optional<int>(c.start[side]) : std::nullopt;
    if (x - 1 < c.after.size() && side < c.after[x - 1].size()) return c.after[x - 1][side];
    return std::nullopt;
}

int top_value(const SheetChart& c) {
    int top = 0;
    for (int v : c.start) top = std::max(top, v);
    for (const auto& row : c.after)
        for (int v : row) top = std::max(top, v);
    return top;
}

std::string x_label(std::size_t x) { return x == 0 ? std::string("start") : "R" + std::to_string(x); }

std::string svg_open(const Plot& p, const SheetChart& c) {
    return fmt::format("<svg class=\"chart\" id=\"{0}\" viewBox=\"0 0 {1} {2}\" role=\"img\" "
                       "aria-labelledby=\"{0}-title\" xmlns=\"http://www.w3.org/2000/svg\">"
                       "<title id=\"{0}-title\">{3}</title>",
                       html_escape(c.id), p.width, p.height, html_escape(c.caption));
}

// One line per side through the start (when given) and each round scored.
std::string svg_line_chart(const SheetChart& c, const std::vector<std::string>& sides, int rounds) {
    Plot p;
    // Named ints, not a structured binding: clang 14 cannot capture those in a lambda.
    const auto axis = nice_axis(top_value(c));
    const int y_max = axis.first;
    const int y_step = axis.second;
    const int x_max = std::max({rounds, static_cast<int>(c.after.size()), 1});
    auto x_at = [&](std::size_t x) { return p.left + p.inner_w() * static_cast<double>(x) / x_max; };
    auto y_at = [&](int v) { return p.top + p.inner_h() * (1.0 - static_cast<double>(v) / y_max); };

    std::string out = svg_open(p, c) + svg_frame(p, y_max, y_step, c.unit);
    for (int x = 0; x <= x_max; ++x)
        out += fmt::format("<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                           num(x_at(static_cast<std::size_t>(x))), num(p.top + p.inner_h() + 13),
                           x_label(static_cast<std::size_t>(x)));
    out += fmt::format("<text class=\"axis-title\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">round</text>",
                       num(p.left + p.inner_w() / 2), num(p.height - 4));
    for (std::size_t side = 0; side < sides.size(); ++side) {
        std::vector<std::string> points;
        std::string dots;
        for (std::size_t x = 0; x <= c.after.size(); ++x) {
            const auto v = value_at(c, x, side);
            if (!v) continue;
            points.push_back(num(x_at(x)) + "," + num(y_at(*v)));
            if (x == 0) continue;
            dots += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"2.6\" fill=\"{}\"><title>{}: {} {} after round {}</title></circle>",
                                num(x_at(x)), num(y_at(*v)), colour_of(side), html_escape(sides[side]), *v,
                                html_escape(c.unit), x);
        }
        out += fmt::format("<g class=\"series side-{}\"><title>{}</title>", side, html_escape(sides[side]));
        out += fmt::format("<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"2\" stroke-dasharray=\"{}\" "
                           "stroke-linejoin=\"round\" points=\"{}\"/>",
                           colour_of(side), dash_of(side), join(points, " "));
        out += dots + "</g>";
    }
    return out + "</svg>";
}

// A group of bars per x position (the start, then each round), a bar per side.
std::string svg_bar_chart(const SheetChart& c, const std::vector<std::string>& sides, int rounds) {
    Plot p;
    const std::size_t n = sides.size();
    const int groups = std::max(rounds, static_cast<int>(c.after.size())) + 1;
    const auto axis = nice_axis(top_value(c));
    const int y_max = axis.first;
    const int y_step = axis.second;
    auto y_at = [&](int v) { return p.top + p.inner_h() * (1.0 - static_cast<double>(v) / y_max); };
    const double group_w = p.inner_w() / groups;
    const double bar_w = n ? (group_w * 0.8) / static_cast<double>(n) : 0;

    std::string out = svg_open(p, c) + svg_frame(p, y_max, y_step, c.unit);
    for (int g = 0; g < groups; ++g) {
        const auto x = static_cast<std::size_t>(g);
        const double gx = p.left + group_w * g;
        out += fmt::format("<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                           num(gx + group_w / 2), num(p.top + p.inner_h() + 13), x_label(x));
        for (std::size_t side = 0; side < n; ++side) {
            const auto v = value_at(c, x, side);
            if (!v) continue;
            const double bx = gx + group_w * 0.1 + bar_w * static_cast<double>(side);
            const double y = y_at(*v);
            out += fmt::format("<rect class=\"bar side-{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\">"
                               "<title>{}: {} {} {}</title></rect>",
                               side, num(bx), num(y), num(std::max(bar_w - 1.0, 1.0)), num(p.top + p.inner_h() - y),
                               colour_of(side), html_escape(sides[side]), *v, html_escape(c.unit),
                               g == 0 ? std::string("at the start") : "after round " + std::to_string(g));
            if (bar_w >= 7)
                out += fmt::format("<text class=\"bar-label\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                                   num(bx + (bar_w - 1.0) / 2), num(y - 2), *v);
        }
    }
    return out + "</svg>";
}

}  // namespace

std::string svg_chart(const SheetChart& chart, const std::vector<std::string>& sides, int rounds) {
    return chart.bars ? svg_bar_chart(chart, sides, rounds) : svg_line_chart(chart, sides, rounds);
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
table.sheet th.round small { display: block; white-space: normal; font-weight: normal; max-width: 12em; }
table.sheet td.total { font-weight: bold; }
table.sheet tr.future td { height: 1.7em; }
table.sheet tfoot th { text-align: left; background: var(--faint); font-size: .9em; }
table.sheet tfoot th small { font-weight: normal; color: var(--muted); }
table.sheet tfoot td { font-weight: bold; }
table.sheet tr.line td, table.sheet tr.line th { font-style: italic; }
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


}  // namespace zref::sheet_page
