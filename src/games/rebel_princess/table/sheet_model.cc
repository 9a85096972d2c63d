// Rebel Princess's sheet as the game-neutral model: per round the Round
// card, per column (a player, or in Team Mode a team between its members)
// the round's requests and the running total; the ranking with its
// tie-break (rounds at 0, or for teams the lower result in more rounds).
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/teams.h"
#include "games/rebel_princess/table/render.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::rp {

namespace {

// The ranking as groups of columns: the players', or in Team Mode the teams'.
std::vector<std::vector<int>> column_ranking(const GameData& d, const GameState& s, const std::vector<SheetColumn>& columns) {
    if (!s.seating.teams()) return final_ranking(d, s);  // a player's column is her seat
    std::vector<std::vector<int>> out;
    for (const auto& group : team_ranking(s)) {
        out.emplace_back();
        for (int team : group) {
            const auto at = std::find_if(columns.begin(), columns.end(), [&](const SheetColumn& c) { return c.team && c.index == team; });
            out.back().push_back(static_cast<int>(at - columns.begin()));
        }
    }
    return out;
}

}  // namespace

SheetModel rp_sheet_model(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    const bool teams = s.seating.teams();
    const auto columns = sheet_columns(s);
    SheetModel m;
    m.game = d.name;
    m.facts = {{"Boxes", join(s.setup.sets, ", ")}};
    std::vector<std::string> cards;
    for (const auto& id : s.setup.rounds)
        if (const auto* c = d.round_card(id)) cards.push_back(c->name);
    if (!cards.empty()) m.facts.push_back({"Round cards", join(cards, ", ")});
    if (teams) {
        m.facts.push_back({"Mode", "Team Mode"});
        m.players_label = "Players and teams";
    }
    for (const auto& c : columns) m.players.push_back(c.name);
    m.status = std::to_string(s.results.size()) + " of " + std::to_string(d.rounds) + " rounds scored";
    m.round_fields = {{"round_card", "", ""}};
    m.fields = {{"requests", "requests", "Req"}, {"total", "total", "Tot"}};
    m.total_field = 1;
    m.field_columns = true;
    m.rounds = d.rounds;
    SheetChart chart;
    chart.id = "totals-chart";
    chart.caption = teams ? "Running total requests (the fewest team total wins)" : "Running total requests (fewest wins)";
    chart.unit = "requests";
    chart.start.assign(m.players.size(), 0);
    bool by_results = false;
    for (const auto& r : s.results) {
        SheetModel::Round row;
        row.number = r.number;
        row.about = {d.round_cards.at(static_cast<std::size_t>(r.card)).name};
        std::vector<int> after;
        for (const auto& c : columns) {
            row.cells.push_back({std::to_string(c.score(r)), std::to_string(c.total(r))});
            // Only a player's number is typed; a team's is added up from them.
            row.notes.push_back(r.by_requests && !c.team ? "entered by results" : "");
            row.marks.push_back(r.by_requests && !c.team ? "*" : "");
            after.push_back(c.total(r));
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
    // Rounds at 0 break a tie of players' totals ("End of the game"); teams break theirs otherwise.
    if (!teams && !s.results.empty()) {
        SheetModel::Line zeros{"rounds-at-0", "Rounds at 0 (breaks a tie)", {}, {}};
        for (int seat = 0; seat < s.seating.size(); ++seat) zeros.values.push_back(std::to_string(zero_rounds(d, s, seat)));
        m.lines.push_back(std::move(zeros));
    }
    for (const auto& c : columns) m.shown.push_back({"", std::to_string(c.total(s))});
    if (s.seating.size() > 0 && !s.totals.empty()) m.ranking = column_ranking(d, s, columns);
    m.final = s.phase == Phase::GameOver;
    if (by_results) m.notes.push_back("* entered by results: each player's number as typed");
    if (m.final)
        m.notes.push_back("Won by " + winners_text(g) +
                          (teams ? ": the fewest team requests wins; equal totals go to the lower team result in more single rounds."
                                 : ": the fewest requests wins; equal totals go to more rounds at 0."));
    m.explanation = teams ? "Requests: each Prince taken 1, the Frog 5, as the round's Round card changes them; a team's result "
                            "is its members' requests added, with the Round card's team lines. Lowest team total wins."
                          : "Requests: each Prince taken 1, the Frog 5, as the round's Round card changes them. Lowest total wins.";
    return m;
}

}  // namespace zref::rp
