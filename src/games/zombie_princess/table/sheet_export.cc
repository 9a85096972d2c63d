#include "games/zombie_princess/table/sheet_export.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>

#include "core/text.h"
#include "core/sheet_model.h"
#include "core/sheet_page.h"

namespace zref::zp {

using namespace zref::sheet_page;

namespace {

std::string side_names(const ScoreSheet& sheet, const std::vector<int>& sides) {
    std::vector<std::string> names;
    for (int side : sides) names.push_back(sheet.sides.at(static_cast<std::size_t>(side)));
    return join(names, ", ");
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

std::string svg_totals_chart(const ScoreSheet& sheet, int rounds) {
    std::vector<std::vector<int>> totals;
    for (const auto& row : sheet.rounds) {
        totals.emplace_back();
        for (const auto& c : row.cells) totals.back().push_back(c.total);
    }
    return sheet_page::svg_totals_chart(sheet.sides, totals, rounds);
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
    // Named ints, not a structured binding: clang 14 cannot capture those in a lambda.
    const auto axis = nice_axis(top_value);
    const int y_max = axis.first;
    const int y_step = axis.second;
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

}  // namespace

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

}  // namespace zref::zp
