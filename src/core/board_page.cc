#include "core/board_page.h"

#include <fmt/format.h>

#include "core/sheet_model.h"
#include "core/text.h"

namespace zref {

namespace {

// Sized in vh so the page fills any screen the same way; every part has a
// fixed height and cuts what does not fit, so nothing moves between reloads.
// Light on black for a dark room; gold marks the lead.
constexpr const char* kBoardStyle = R"(
html { background: #000; color: #fff; }
body { margin: 0; padding: 0 3vw; height: 100vh; box-sizing: border-box; overflow: hidden;
  display: grid; grid-template-rows: 10vh 14vh 58vh 8vh 10vh;
  font-family: "DejaVu Sans", Verdana, "Liberation Sans", Arial, sans-serif; }
header, #feature, #notes, footer { display: flex; align-items: center; gap: 2vw; white-space: nowrap; overflow: hidden; }
header { justify-content: space-between; font-size: 4.5vh; border-bottom: 0.4vh solid #666; }
#game { color: #ccc; }
#heading { font-weight: bold; }
#feature { flex-direction: column; align-items: flex-start; justify-content: center; gap: 0.5vh; }
#feature .label { font-size: 3.5vh; color: #ccc; }
#feature .note { margin-left: 2vw; color: #8fd3ff; }
#feature .value { max-width: 100%; font-size: 6.5vh; font-weight: bold; color: #ffd54a; overflow: hidden;
  text-overflow: ellipsis; }
table { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: 6vh; }
th { height: 6vh; font-size: 3.2vh; font-weight: normal; color: #ccc; text-align: right; padding: 0 1vw; }
td { height: 8vh; padding: 0 1vw; text-align: right; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  font-variant-numeric: tabular-nums; border-top: 0.3vh solid #444; }
th.name, td.name { text-align: left; }
td.place { color: #ccc; }
td.detail { font-size: 3.2vh; line-height: 1.15; white-space: pre; }
tr.leading td { color: #ffd54a; font-weight: bold; }
#notes { font-size: 4.5vh; color: #8fd3ff; }
footer { font-size: 4.5vh; border-top: 0.4vh solid #666; }
footer span, #notes span { overflow: hidden; text-overflow: ellipsis; }
footer.final { color: #ffd54a; }
)";

// Escaped text, or a no-break space so an empty part keeps its height.
std::string text_or_space(const std::string& text) { return text.empty() ? "&nbsp;" : html_escape(text); }

std::string standings_table(const BoardModel& b) {
    std::string out = "<table id=\"standings\">\n<colgroup><col style=\"width: 7%\">";
    out += fmt::format("<col style=\"width: {}%\">", b.name_width);
    for (const auto& c : b.columns) out += fmt::format("<col style=\"width: {}%\">", c.width);
    out += "</colgroup>\n<thead><tr><th>#</th><th class=\"name\">" + html_escape(b.name_head) + "</th>";
    for (const auto& c : b.columns) out += "<th>" + html_escape(c.head) + "</th>";
    out += "</tr></thead>\n<tbody>\n";
    for (const auto& row : b.rows) {
        out += row.leading ? "<tr class=\"leading\">" : "<tr>";
        out += "<td class=\"place\">" + text_or_space(row.place) + "</td><td class=\"name\">" + text_or_space(row.name) +
               "</td>";
        for (std::size_t i = 0; i < b.columns.size(); ++i) {
            const std::string value = i < row.values.size() ? row.values[i] : "";
            out += std::string(b.columns[i].detail ? "<td class=\"detail\">" : "<td>") + text_or_space(value) + "</td>";
        }
        out += "</tr>\n";
    }
    return out + "</tbody>\n</table>\n";
}

}  // namespace

std::string render_board_html(const BoardModel& b) {
    std::string out =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        // The browser reloads it; zref rewrites the file after every entry.
        "<meta http-equiv=\"refresh\" content=\"2\">\n"
        // A dark canvas before the style applies: no white flash on reload.
        "<meta name=\"color-scheme\" content=\"dark\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    out += "<title>" + html_escape(b.game) + " board</title>\n<style>" + kBoardStyle + "</style>\n</head>\n<body>\n";
    out += "<header><div id=\"game\">" + text_or_space(b.game) + "</div><div id=\"heading\">" +
           text_or_space(b.heading) + "</div></header>\n";
    out += "<section id=\"feature\"><div class=\"label\">" + text_or_space(b.feature_label) +
           "<span class=\"note\">" + html_escape(b.feature_note) + "</span></div><div class=\"value\">" +
           text_or_space(b.feature) + "</div></section>\n";
    out += "<section id=\"board\">\n" + standings_table(b) + "</section>\n";
    out += "<section id=\"notes\"><span>" + text_or_space(join(b.notes, "  ·  ")) + "</span></section>\n";
    if (!b.result.empty())
        out += "<footer class=\"final\" id=\"result\"><span>" + html_escape(b.result) + "</span></footer>\n";
    else
        out += "<footer id=\"waiting\"><span>" +
               text_or_space(b.waiting.empty() ? "" : "Waiting for: " + b.waiting) + "</span></footer>\n";
    return out + "</body>\n</html>\n";
}

}  // namespace zref
