// The sheet model as one printable page: the facts, the table (a column per
// player, or a column per field under each player), the lines, the charts,
// the ranking and notes.
#include <fmt/format.h>

#include <algorithm>

#include "core/sheet_model.h"
#include "core/sheet_model_read.h"
#include "core/sheet_page.h"
#include "core/text.h"

namespace zref {

using namespace sheet_page;
using namespace sheet_read;

namespace {

constexpr const char* kCrown = " <span class=\"crown\" title=\"winner\">♛</span>";

std::string facts_html(const SheetModel& m, const std::vector<std::string>& names) {
    std::string out = "<dl class=\"facts\">";
    for (const auto& f : m.facts) out += "<dt>" + html_escape(f.label) + "</dt><dd>" + html_escape(f.value) + "</dd>";
    out += "<dt>" + html_escape(m.players_label) + "</dt><dd><ul class=\"sides legend\">";
    for (std::size_t p = 0; p < names.size(); ++p)
        out += "<li>" + svg_swatch(p) + "<span class=\"name\">" + names[p] + "</span></li>";
    return out + "</ul></dd></dl>\n";
}

// The head: a column per player, or under each player a column per field.
std::string head_html(const SheetModel& m, const std::vector<std::string>& names) {
    if (!m.field_columns) return html_sheet_head("<th class=\"round\">Round</th>", names, "scope=\"col\"") + "</tr></thead>\n";
    std::string out = html_sheet_head("<th class=\"round\" rowspan=\"2\">Round</th>", names,
                                      fmt::format("colspan=\"{}\" scope=\"colgroup\"", m.fields.size()));
    out += "</tr>\n<tr>";
    for (std::size_t p = 0; p < names.size(); ++p)
        for (std::size_t f = 0; f < m.fields.size(); ++f)
            out += fmt::format("<th class=\"sub{}\" title=\"{}\">{}</th>", f == 0 ? " first" : "",
                               html_escape(heading(m.fields[f])),
                               html_escape(m.fields[f].abbrev.empty() ? heading(m.fields[f]) : m.fields[f].abbrev));
    return out + "</tr></thead>\n";
}

// One player's cells in a row: a cell per field, or one cell of them all;
// `extra` (already HTML) follows the total.
std::string cells_html(const SheetModel& m, const std::vector<std::string>& values, const std::string& extra = {}) {
    if (!m.field_columns)
        return "<td class=\"first\">" + labelled(m.fields, values, html_escape, m.total_field, "<b class=\"total\">", "</b>") +
               extra + "</td>";
    std::string out;
    for (std::size_t f = 0; f < m.fields.size(); ++f) {
        const bool total = f == m.total_field;
        const char* cls = f == 0 ? (total ? " class=\"first total\"" : " class=\"first\"") : (total ? " class=\"total\"" : "");
        out += fmt::format("<td{}>{}{}</td>", cls, html_escape(at_or_empty(values, f)), total ? extra : "");
    }
    return out;
}

std::string round_head(const SheetModel& m, const SheetModel::Round& row, std::string_view tag) {
    const std::string about = labelled(m.round_fields, row.about, html_escape);
    return fmt::format("<th class=\"round\" scope=\"row\">{}{}{}</th>", row.number,
                       tag.empty() ? "" : "<span class=\"tag\">" + std::string(tag) + "</span>",
                       about.empty() ? "" : "<small>" + about + "</small>");
}

// The table: a row per round (empty rows to come), the lines, and what each
// player shows now.
std::string table_html(const SheetModel& m, const std::vector<std::string>& names) {
    const std::size_t n = names.size();
    std::string out = head_html(m, names) + "<tbody>\n";
    const int known = static_cast<int>(m.played.size()) + (m.in_play ? 1 : 0);
    const int rows = std::max(m.rounds, known);
    for (int r = 0; r < rows; ++r) {
        const auto k = static_cast<std::size_t>(r);
        if (k < m.played.size()) {
            out += "<tr>" + round_head(m, m.played[k], "");
            for (std::size_t p = 0; p < n; ++p) out += cells_html(m, m.played[k].printed(p));
        } else {
            out += "<tr class=\"future\">" + (m.in_play && k == m.played.size()
                                                  ? round_head(m, *m.in_play, "in play")
                                                  : fmt::format("<th class=\"round\" scope=\"row\">{}</th>", r + 1));
            for (std::size_t p = 0; p < n; ++p) out += cells_html(m, {});
        }
        out += "</tr>\n";
    }
    out += "</tbody>\n";
    const auto winners = winners_of(m);
    if (!m.lines.empty() || !m.ranking.empty()) out += "<tfoot>\n";
    const std::size_t span = m.field_columns ? m.fields.size() : 1;
    for (const auto& line : m.lines) {
        out += "<tr class=\"line\"><th scope=\"row\">" + html_escape(line.label) + "</th>";
        for (std::size_t p = 0; p < n; ++p) {
            const std::string& note = at_or_empty(line.notes, p);
            out += fmt::format("<td class=\"first\" colspan=\"{}\">{}{}</td>", span, html_escape(at_or_empty(line.values, p)),
                               note.empty() ? "" : " <span class=\"lead\">" + html_escape(note) + "</span>");
        }
        out += "</tr>\n";
    }
    if (!m.ranking.empty()) {
        out += std::string("<tr class=\"final\"><th scope=\"row\">") + (m.final ? "Final" : "Now") + "</th>";
        for (std::size_t p = 0; p < n; ++p) out += cells_html(m, shown_of(m, p), is_in(winners, p) ? kCrown : "");
        out += "</tr>\n";
    }
    if (!m.lines.empty() || !m.ranking.empty()) out += "</tfoot>";
    out += "</table></div>";
    // A key to the short column heads.
    std::vector<std::string> key;
    if (m.field_columns)
        for (const auto& f : m.fields)
            if (!f.abbrev.empty()) key.push_back(html_escape(f.abbrev + ": " + heading(f)));
    if (!key.empty()) out += "<p class=\"note\">" + join(key, " · ") + "</p>";
    return out + "</section>\n";
}

std::string charts_html(const SheetModel& m, const std::vector<std::string>& names) {
    const int rounds = std::max(m.rounds, static_cast<int>(m.played.size()));
    std::string out = "<section><h2>Charts</h2><div class=\"charts\">";
    for (const auto& c : m.charts)
        out += "<figure><figcaption>" + html_escape(c.caption) + "</figcaption>" + svg_chart(c, m.players, rounds) +
               "</figure>";
    out += "</div><ul class=\"sides legend\">";
    for (std::size_t p = 0; p < names.size(); ++p) out += "<li>" + svg_swatch(p) + names[p] + "</li>";
    return out + "</ul></section>\n";
}

std::string ranking_html(const SheetModel& m, const std::vector<std::string>& names) {
    const auto place = places_of(m);
    const auto winners = winners_of(m);
    std::string out = std::string("<section><h2>") + (m.final ? "Final ranking" : "Standing so far") +
                      "</h2><ol class=\"standings\" id=\"standings\">";
    for (const auto& group : m.ranking)
        for (int pi : group) {
            const auto p = static_cast<std::size_t>(pi);
            // The total stands out; what else the player shows goes before it.
            std::vector<std::string> others = shown_of(m, p);
            const std::string total = at_or_empty(others, m.total_field);
            if (m.total_field < others.size()) others[m.total_field].clear();
            const std::string detail = labelled(m.fields, others, html_escape);
            out += fmt::format("<li{}><span class=\"rank\">{}.</span><span>{} {}{}</span><span class=\"score\">{}{}</span></li>",
                               is_in(winners, p) ? " class=\"winner\"" : "", place[p], svg_swatch(p), names[p],
                               is_in(winners, p) ? kCrown : "",
                               detail.empty() ? "" : "<small class=\"members\">" + detail + "</small> ",
                               html_escape(total));
        }
    out += "</ol>";
    for (const auto& note : m.notes) out += "<p class=\"note\">" + html_escape(note) + "</p>";
    if (!winners.empty())
        out += std::string("<p class=\"winners\" id=\"winners\"><span class=\"crown\">♛</span> ") +
               (winners.size() > 1 ? "Sharing the win: " : "Winner: ") + "<b>" + names_of(m, winners, html_escape) +
               "</b></p>";
    return out + "</section>\n";
}

}  // namespace

std::string render_model_html(const SheetModel& m, std::string_view source) {
    std::vector<std::string> names;
    for (const auto& name : m.players) names.push_back(html_escape(name));
    std::string out = html_page_top(m.game, names, m.status, m.final) + facts_html(m, names);
    if (names.empty()) return out + "<p>No score sheet yet: the table is still being set up.</p>\n</main>\n</body>\n</html>\n";
    out += table_html(m, names);
    if (!m.charts.empty() && !m.played.empty()) out += charts_html(m, names);
    if (!m.ranking.empty()) out += ranking_html(m, names);
    out += "<footer>" + html_escape(m.explanation);
    if (!source.empty())
        out += std::string(m.explanation.empty() ? "" : " ") + "Made by zref from <code>" + html_escape(source) + "</code>.";
    return out + "</footer>\n</main>\n</body>\n</html>\n";
}

}  // namespace zref
