// Building blocks of the printed score sheets, for the renderers of the
// sheet model and a game's own terminal sheet: padding, CSV rows, Markdown
// heads, the page's style and head, and the SVG charts.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace zref {
struct SheetChart;
}

namespace zref::sheet_page {

// Columns a string takes in a terminal (one per code point).
std::size_t display_width(std::string_view s);
std::string pad_right(const std::string& s, std::size_t width);
// A Markdown table's head: the leading columns, then one column per name.
std::string markdown_head(std::string_view lead, std::string_view lead_align, const std::vector<std::string>& names);
// One RFC 4180 record, ending in CRLF.
std::string csv_row(const std::vector<std::string>& fields);

// Okabe-Ito colours and dash patterns, one per side.
const char* colour_of(std::size_t side);
const char* dash_of(std::size_t side);
// A round upper bound for an axis and its tick step (at most ~5 ticks).
std::pair<int, int> nice_axis(int max_value);
std::string num(double v);

struct Plot {
    double width = 360, height = 210;
    double left = 34, right = 12, top = 12, bottom = 34;
    double inner_w() const { return width - left - right; }
    double inner_h() const { return height - top - bottom; }
};

// The y axis with grid lines and labels, and the axis titles.
std::string svg_frame(const Plot& p, int y_max, int y_step, const std::string& y_title);
// A chart of the model: lines or grouped bars, one series per side, over
// the start and `rounds` rounds.
std::string svg_chart(const SheetChart& chart, const std::vector<std::string>& sides, int rounds);
// A short line in the side's colour and dash, for the legend.
std::string svg_swatch(std::size_t side);
// The page up to its header (`names` already escaped), and the score table's first head row.
std::string html_page_top(std::string_view game, const std::vector<std::string>& names, std::string_view status,
                          bool final);
std::string html_sheet_head(std::string_view lead, const std::vector<std::string>& names, std::string_view span);

}  // namespace zref::sheet_page
