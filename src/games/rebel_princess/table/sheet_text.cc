// The score sheet as the terminal shows it (a row per round, a column per
// player), the standings as bars, and the sheet as JSON.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "core/sheet_model.h"
#include "core/sheet_page.h"
#include "core/text.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/teams.h"
#include "games/rebel_princess/table/render.h"

namespace zref::rp {

namespace {

using sheet_page::display_width;
using sheet_page::pad_right;

// "1 (a) Once Upon a Time", "3 Draft" for a card no box letters.
std::string sheet_round_label(const GameData& d, const GameState& s, const RoundResult& r) {
    const RoundCardInfo& card = d.round_cards.at(static_cast<std::size_t>(r.card));
    std::string letter;
    for (const auto& box : s.setup.sets)
        if (auto it = card.letters.find(box); it != card.letters.end() && letter.empty()) letter = it->second;
    return std::to_string(r.number) + (letter.empty() ? "" : " (" + letter + ")") + " " + card.name +
           (r.by_requests ? " *" : "");
}

std::string json_numbers(const std::vector<int>& values) {
    std::vector<std::string> out;
    for (int v : values) out.push_back(std::to_string(v));
    return "[" + join(out, ", ") + "]";
}

// Team Mode: each team's members, results per round, total and place.
std::string teams_json(const GameState& s) {
    const auto groups = team_ranking(s);
    std::string out = "[";
    for (int team = 0; team < s.seating.side_count(); ++team) {
        std::vector<int> scores;
        for (const auto& r : s.results) scores.push_back(r.team_scores.at(static_cast<std::size_t>(team)));
        std::size_t place = 0;
        for (std::size_t k = 0; k < groups.size(); ++k)
            if (std::find(groups[k].begin(), groups[k].end(), team) != groups[k].end()) place = k + 1;
        std::vector<std::string> members;
        for (int seat : s.seating.members(team)) members.push_back(s.seating.name(seat));
        out += std::string(team ? "," : "") + "\n    {\"team\": " + json_escape(team_letter(team)) +
               ", \"members\": " + json_list(members) + ", \"requests\": " + json_numbers(scores) +
               ", \"total\": " + std::to_string(s.team_totals.empty() ? 0 : s.team_totals[static_cast<std::size_t>(team)]) +
               ", \"place\": " + std::to_string(place) + "}";
    }
    return out + "\n  ]";
}

}  // namespace

std::vector<SheetColumn> sheet_columns(const GameState& s) {
    std::vector<SheetColumn> out;
    if (!s.seating.teams()) {
        for (int seat = 0; seat < s.seating.size(); ++seat) out.push_back({s.seating.name(seat), false, seat});
        return out;
    }
    for (int team = 0; team < s.seating.side_count(); ++team) {
        const auto members = s.seating.members(team);
        out.push_back({s.seating.name(members[0]), false, members[0]});
        out.push_back({"Team " + team_letter(team), true, team});
        out.push_back({s.seating.name(members[1]), false, members[1]});
    }
    return out;
}

std::string render_sheet_text(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    if (s.seating.size() == 0) return "No score sheet yet: the table is still being set up.\n";
    const auto columns = sheet_columns(s);
    std::vector<std::string> labels;
    std::size_t label_w = display_width("Rounds at 0");
    for (const auto& r : s.results) {
        labels.push_back(sheet_round_label(d, s, r));
        label_w = std::max(label_w, display_width(labels.back()));
    }
    std::size_t w = 9;  // " req  tot"
    std::vector<std::string> names;
    for (const auto& c : columns) {
        names.push_back(c.name);
        w = std::max(w, display_width(c.name));
    }
    auto row = [&](const std::string& label, const std::vector<std::string>& cells) {
        std::string line = pad_right(label, label_w);
        for (const auto& c : cells) line += " | " + pad_right(c, w);
        while (!line.empty() && line.back() == ' ') line.pop_back();
        return line + "\n";
    };
    std::string out = d.name + ": " + std::to_string(s.results.size()) + " of " + std::to_string(d.rounds) +
                      " rounds scored (requests: fewest " + (s.seating.teams() ? "team total " : "") + "wins)\n";
    out += row("Round", names);
    out += row("", std::vector<std::string>(columns.size(), fmt::format("{:>4} {:>4}", "req", "tot")));
    bool by_results = false;
    for (std::size_t k = 0; k < s.results.size(); ++k) {
        const auto& r = s.results[k];
        by_results = by_results || r.by_requests;
        std::vector<std::string> cells;
        for (const auto& c : columns) cells.push_back(fmt::format("{:>4} {:>4}", c.score(r), c.total(r)));
        out += row(labels[k], cells);
    }
    std::vector<std::string> zeros, totals;
    for (const auto& c : columns) {
        zeros.push_back(c.team ? "" : fmt::format("{:>9}", zero_rounds(d, s, c.index)));
        totals.push_back(fmt::format("{:>9}", c.total(s)));
    }
    if (!s.seating.teams()) out += row("Rounds at 0", zeros);
    out += row("Total", totals);
    if (by_results) out += "  * entered by results: each player's number as typed\n";
    if (s.phase == Phase::GameOver) {
        const bool shared = s.seating.teams() ? team_ranking(s).front().size() > 1 : final_ranking(d, s).front().size() > 1;
        out += std::string(shared ? "Sharing the win: " : "Winner: ") + winners_text(g) + "\n";
    }
    return out;
}

std::string render_standings_chart(const Game& g) {
    const auto& s = g.state();
    if (s.results.empty()) return "";
    constexpr int kWidth = 24;  // cells for the longest bar
    static const std::array<const char*, 8> kEighths = {"", "▏", "▎", "▍", "▌", "▋", "▊", "▉"};
    // The bars are players', or in Team Mode teams' (who win or lose together).
    const bool teams = s.seating.teams();
    const auto groups = teams ? team_ranking(s) : final_ranking(g.data(), s);
    auto name = [&](int i) { return teams ? team_label(s, i) : s.seating.name(i); };
    auto total = [&](int i) { return (teams ? s.team_totals : s.totals)[static_cast<std::size_t>(i)]; };
    int top = 1;
    std::size_t name_w = 0;
    for (const auto& group : groups)
        for (int i : group) {
            top = std::max(top, total(i));
            name_w = std::max(name_w, display_width(name(i)));
        }
    const bool over = s.phase == Phase::GameOver;
    const std::string what = teams ? "team requests" : "requests";
    std::string out = over ? "Final standings (" + what + ", fewest wins):\n"
                           : "Standings after round " + std::to_string(s.results.size()) + " (" + what + ", fewest first):\n";
    for (std::size_t place = 0; place < groups.size(); ++place)
        for (int i : groups[place]) {
            const int eighths = std::max(0, total(i)) * kWidth * 8 / top;
            std::string bar;
            for (int k = 0; k < eighths / 8; ++k) bar += "█";
            bar += kEighths[static_cast<std::size_t>(eighths % 8)];
            const int cells = eighths / 8 + (eighths % 8 ? 1 : 0);
            out += "  " + pad_right(name(i), name_w) + "  " + bar +
                   std::string(static_cast<std::size_t>(kWidth - cells), ' ') + fmt::format("  {:>3}", total(i)) +
                   (over && place == 0 ? "  winner" : "") + "\n";
        }
    return out;
}

std::string render_sheet_json(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    std::string out = "{\n  \"game\": " + json_escape(d.id) + ",\n  \"players\": " + json_list(s.seating.names()) +
                      ",\n  \"rounds\": [";
    for (std::size_t k = 0; k < s.results.size(); ++k) {
        const auto& r = s.results[k];
        out += std::string(k ? "," : "") + "\n    {\"round\": " + std::to_string(r.number) +
               ", \"round_card\": " + json_escape(d.round_cards.at(static_cast<std::size_t>(r.card)).id) +
               ", \"by_results\": " + (r.by_requests ? "true" : "false") + ", \"requests\": " + json_numbers(r.scores) +
               ", \"totals\": " + json_numbers(r.totals) + "}";
    }
    out += std::string(s.results.empty() ? "" : "\n  ") + "],\n  \"totals\": " + json_numbers(s.totals);
    std::vector<int> zeros;
    for (int seat = 0; seat < s.seating.size(); ++seat) zeros.push_back(zero_rounds(d, s, seat));
    out += ",\n  \"rounds_at_zero\": " + json_numbers(zeros) + ",\n  \"ranking\": [";
    // The groups are kept whole while their names are read (a shared place is one group).
    const auto groups = s.totals.empty() ? std::vector<std::vector<int>>{} : final_ranking(d, s);
    for (std::size_t k = 0; k < groups.size(); ++k) {
        std::vector<std::string> names;
        for (int seat : groups[k]) names.push_back(s.seating.name(seat));
        out += std::string(k ? ", " : "") + json_list(names);
    }
    std::vector<std::string> winners;
    if (s.phase == Phase::GameOver && s.seating.teams()) {
        const auto teams = team_ranking(s);  // Team Mode: the winning team's members
        for (int team : teams.front())
            for (int seat : s.seating.members(team)) winners.push_back(s.seating.name(seat));
    } else if (s.phase == Phase::GameOver) {
        for (int seat : groups.front()) winners.push_back(s.seating.name(seat));
    }
    out += "],\n  \"winners\": " + json_list(winners) + ",\n  \"over\": " + (s.phase == Phase::GameOver ? "true" : "false");
    if (s.seating.teams()) out += ",\n  \"teams\": " + teams_json(s);
    return out + "\n}\n";
}

}  // namespace zref::rp
