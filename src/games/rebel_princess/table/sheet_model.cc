// Rebel Princess's sheet as the game-neutral model: per round the Round
// card, per player the round's requests and the running total; the ranking
// with the tie-break of rounds at 0.
#include "core/text.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/teams.h"
#include "games/rebel_princess/table/render.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::rp {

namespace {

// Team Mode: a column per team between its two members' (as the rulebook's
// team scoresheet has it); the ranking names the team columns.
SheetModel team_sheet_model(const Game& g, SheetModel m) {
    const auto& s = g.state();
    const auto& d = g.data();
    m.facts.push_back({"Mode", "Team Mode"});
    m.players_label = "Players and teams";
    m.players.clear();
    struct Column {
        bool team;
        int index;
    };
    std::vector<Column> columns;
    std::vector<int> team_column(static_cast<std::size_t>(s.seating.side_count()));
    for (int team = 0; team < s.seating.side_count(); ++team) {
        const auto members = s.seating.members(team);
        columns.push_back({false, members[0]});
        team_column[static_cast<std::size_t>(team)] = static_cast<int>(columns.size());
        columns.push_back({true, team});
        columns.push_back({false, members[1]});
    }
    for (const auto& c : columns) m.players.push_back(c.team ? "Team " + team_letter(c.index) : s.seating.name(c.index));
    m.status = std::to_string(s.results.size()) + " of " + std::to_string(d.rounds) + " rounds scored";
    m.round_fields = {{"round_card", "", ""}};
    m.fields = {{"requests", "requests", "Req"}, {"total", "total", "Tot"}};
    m.total_field = 1;
    m.field_columns = true;
    m.rounds = d.rounds;
    SheetChart chart;
    chart.id = "totals-chart";
    chart.caption = "Running total requests (the fewest team total wins)";
    chart.unit = "requests";
    chart.start.assign(m.players.size(), 0);
    bool by_results = false;
    auto at = [](const std::vector<int>& v, int i) { return v.at(static_cast<std::size_t>(i)); };
    for (const auto& r : s.results) {
        SheetModel::Round row;
        row.number = r.number;
        row.about = {d.round_cards.at(static_cast<std::size_t>(r.card)).name};
        std::vector<int> after;
        for (const auto& c : columns) {
            const int score = c.team ? at(r.team_scores, c.index) : at(r.scores, c.index);
            const int total = c.team ? at(r.team_totals, c.index) : at(r.totals, c.index);
            row.cells.push_back({std::to_string(score), std::to_string(total)});
            row.notes.push_back(r.by_requests && !c.team ? "entered by results" : "");
            row.marks.push_back(r.by_requests && !c.team ? "*" : "");
            after.push_back(total);
        }
        by_results = by_results || r.by_requests;
        m.played.push_back(std::move(row));
        chart.after.push_back(std::move(after));
    }
    if (s.phase == Phase::Tricks) {
        SheetModel::Round row;
        row.number = s.round.number;
        row.about = {round_card_of(d, s).name};
        m.in_play = row;
    }
    m.charts.push_back(std::move(chart));
    for (const auto& c : columns) {
        const auto& totals = c.team ? s.team_totals : s.totals;
        m.shown.push_back({"", std::to_string(totals.empty() ? 0 : at(totals, c.index))});
    }
    if (!s.team_totals.empty())
        for (const auto& group : team_ranking(s)) {
            m.ranking.emplace_back();
            for (int team : group) m.ranking.back().push_back(team_column[static_cast<std::size_t>(team)]);
        }
    m.final = s.phase == Phase::GameOver;
    if (by_results) m.notes.push_back("* entered by results: each player's number as typed");
    if (m.final)
        m.notes.push_back("Won by " + winners_text(g) +
                          ": the fewest team requests wins; equal totals go to the lower team result in more single rounds.");
    m.explanation = "Requests: each Prince taken 1, the Frog 5, as the round's Round card changes them; a team's result "
                    "is its members' requests added, with the Round card's team lines. Lowest team total wins.";
    return m;
}

}  // namespace

SheetModel rp_sheet_model(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    SheetModel m;
    m.game = d.name;
    m.facts = {{"Boxes", join(s.setup.sets, ", ")}};
    std::vector<std::string> cards;
    for (const auto& id : s.setup.rounds)
        if (const auto* c = d.round_card(id)) cards.push_back(c->name);
    if (!cards.empty()) m.facts.push_back({"Round cards", join(cards, ", ")});
    m.players = s.seating.names();
    if (s.seating.teams()) return team_sheet_model(g, std::move(m));
    m.status = std::to_string(s.results.size()) + " of " + std::to_string(d.rounds) + " rounds scored";
    m.round_fields = {{"round_card", "", ""}};
    m.fields = {{"requests", "requests", "Req"}, {"total", "total", "Tot"}};
    m.total_field = 1;
    m.field_columns = true;
    m.rounds = d.rounds;
    SheetChart chart;
    chart.id = "totals-chart";
    chart.caption = "Running total requests (fewest wins)";
    chart.unit = "requests";
    chart.start.assign(m.players.size(), 0);
    bool by_results = false;
    for (const auto& r : s.results) {
        SheetModel::Round row;
        row.number = r.number;
        row.about = {d.round_cards.at(static_cast<std::size_t>(r.card)).name};
        for (std::size_t p = 0; p < r.scores.size(); ++p) {
            row.cells.push_back({std::to_string(r.scores[p]), std::to_string(r.totals[p])});
            row.notes.push_back(r.by_requests ? "entered by results" : "");
            row.marks.push_back(r.by_requests ? "*" : "");
        }
        by_results = by_results || r.by_requests;
        m.played.push_back(std::move(row));
        chart.after.push_back(r.totals);
    }
    if (s.phase == Phase::Tricks) {
        SheetModel::Round row;
        row.number = s.round.number;
        row.about = {round_card_of(d, s).name};
        m.in_play = row;
    }
    m.charts.push_back(std::move(chart));
    // Rounds at 0 break a tie of totals ("End of the game").
    SheetModel::Line zeros{"rounds-at-0", "Rounds at 0 (breaks a tie)", {}, {}};
    for (int seat = 0; seat < s.seating.size(); ++seat) zeros.values.push_back(std::to_string(zero_rounds(d, s, seat)));
    if (!s.results.empty()) m.lines.push_back(std::move(zeros));
    for (std::size_t p = 0; p < m.players.size(); ++p) m.shown.push_back({"", std::to_string(s.totals.empty() ? 0 : s.totals[p])});
    if (s.seating.size() > 0 && !s.totals.empty()) m.ranking = final_ranking(d, s);
    m.final = s.phase == Phase::GameOver;
    if (by_results) m.notes.push_back("* entered by results: each player's number as typed");
    if (m.final) m.notes.push_back("Won by " + winners_text(g) + ": the fewest requests wins; equal totals go to more rounds at 0.");
    m.explanation = "Requests: each Prince taken 1, the Frog 5, as the round's Round card changes them. Lowest total wins.";
    return m;
}

}  // namespace zref::rp
