// Rebel Princess's sheet as the game-neutral model: per round the Round
// card, per player the round's requests and the running total; the ranking
// with the tie-break of rounds at 0.
#include "core/text.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/table/render.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::rp {

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
