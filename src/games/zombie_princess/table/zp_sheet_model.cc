#include "games/zombie_princess/table/zp_sheet_model.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "core/text.h"
#include "games/zombie_princess/sheet.h"

namespace zref::zp {

namespace {

// A bid made by paying skulls for the tricks it lacked ("Scoring" step 3).
constexpr const char* kPaidNote = "bid made by paying skulls for the missed tricks";

// The Round card of round `number` (1-based) once it is revealed: the card
// of a scored round, or of the round in play. Cards still face down are not
// shown (a random draw is not given away).
std::optional<char> revealed_card(const GameState& s, int number) {
    if (number >= 1 && number <= static_cast<int>(s.results.size()))
        return s.results[static_cast<std::size_t>(number - 1)].card;
    if (s.phase != Phase::GameOver && s.phase != Phase::Setup && s.round.number == number) return s.round.card;
    return std::nullopt;
}

// The round fields: the card's letter, its name, and whether it is the Hourglass.
std::vector<std::string> card_about(const GameData& data, char letter) {
    const auto* card = data.round_card(letter);
    return {std::string(1, letter), card ? card->name : "", card && card->hourglass ? "Hourglass round" : ""};
}

std::string status_line(const GameState& s, const GameData& data) {
    const int played = static_cast<int>(s.results.size());
    if (s.phase == Phase::Setup) return "Not started: the table is still being set up";
    if (s.phase == Phase::GameOver) return fmt::format("Finished after {} rounds", played);
    if (revealed_card(s, played + 1)) return fmt::format("In progress: round {} of {} in play", played + 1, data.rounds);
    return fmt::format("In progress: {} of {} rounds scored", played, data.rounds);
}

// "Ana: Dorothy; Ben: Alice" for the seats that chose a Princess.
std::string princesses_chosen(const GameState& s, const GameData& data) {
    std::vector<std::string> chosen;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        const auto* p = i < s.princess_of.size() && !s.princess_of[i].empty() ? data.princess(s.princess_of[i]) : nullptr;
        if (p) chosen.push_back(s.seating.name(seat) + ": " + p->name);
    }
    return join(chosen, "; ");
}

std::vector<SheetChart> charts(const GameState& s, const ScoreSheet& sheet) {
    SheetChart totals{false, "totals-chart", "Running total points", "points", {}, {}};
    SheetChart skulls{true, "skulls-chart", "Skulls", "skulls", {}, {}};
    totals.start.assign(sheet.sides.size(), 0);
    if (!s.results.empty()) {
        skulls.start.assign(sheet.sides.size(), 0);
        for (const auto& rc : s.results.front().receipts)
            if (rc.side >= 0 && static_cast<std::size_t>(rc.side) < sheet.sides.size())
                skulls.start[static_cast<std::size_t>(rc.side)] = rc.skulls_before;
    }
    for (const auto& row : sheet.rounds) {
        totals.after.emplace_back();
        skulls.after.emplace_back();
        for (const auto& c : row.cells) {
            totals.after.back().push_back(c.total);
            skulls.after.back().push_back(c.skulls);
        }
    }
    return {totals, skulls};
}

// The standings (sides of equal score and skulls share a place) and what
// each side shows: its points and skulls, and at the end its final score.
void rank(SheetModel& m, const ScoreSheet& sheet) {
    int last_rank = 0;
    for (const auto& st : sheet_standings(sheet)) {
        if (st.rank != last_rank) m.ranking.emplace_back();
        m.ranking.back().push_back(st.side);
        last_rank = st.rank;
    }
    m.shown.resize(sheet.sides.size());
    for (std::size_t i = 0; i < sheet.sides.size(); ++i) {
        const int points = points_of(sheet, i);
        m.shown[i] = {"", "", sheet.game_over ? std::to_string(points) : "", std::to_string(skulls_of(sheet, i)),
                      std::to_string(sheet.game_over ? sheet.final_score.at(i) : points)};
    }
    m.final = sheet.game_over;
    if (m.final) m.notes.push_back("Final score: points + skulls ÷ 2, rounded down; ties go to the side with more skulls.");
    if (!sheet.hourglass_leaders.empty()) {
        std::vector<std::string> leaders;
        for (int side : sheet.hourglass_leaders) leaders.push_back(sheet.sides.at(static_cast<std::size_t>(side)));
        m.notes.push_back(std::string(leaders.size() > 1 ? "Hourglass Leaders: " : "Hourglass Leader: ") +
                          join(leaders, ", "));
    }
}

}  // namespace

SheetModel zp_sheet_model(const GameState& s, const GameData& data) {
    const ScoreSheet sheet = build_sheet(s);
    SheetModel m;
    m.game = data.name;
    const bool teams = s.seating.teams();
    m.facts = {{"Mode", teams ? "Teams of two" : "Individuals"}, {"Princess powers", s.setup.powers ? "on" : "off"}};
    if (const std::string chosen = princesses_chosen(s, data); !chosen.empty()) m.facts.push_back({"Princesses", chosen});
    m.players_label = teams ? "Teams" : "Players";
    m.player_column = "side";
    m.status = status_line(s, data);
    m.players = sheet.sides;
    m.round_fields = {{"card", "Round card", ""}, {"card_name", "", ""}, {"hourglass_round", "", ""}};
    m.fields = {{"bid", "bid", ""}, {"tricks", "tricks", "tr"}, {"points", "points", "pts"},
                {"skulls", "skulls", "sk"}, {"total", "total", "tot"}};
    m.total_field = 4;
    m.field_columns = true;  // five short numbers per side read best as columns, as on the paper pad
    m.rounds = data.rounds;
    bool paid_any = false;
    for (const auto& row : sheet.rounds) {
        SheetModel::Round r;
        r.number = row.number;
        r.about = card_about(data, row.card);
        for (const auto& c : row.cells) {
            r.cells.push_back({std::to_string(c.bid), std::to_string(c.tricks), std::to_string(c.points),
                               std::to_string(c.skulls), std::to_string(c.total)});
            r.notes.push_back(c.paid ? kPaidNote : "");
            r.marks.push_back(c.paid ? "*" : "");
            paid_any = paid_any || c.paid;
        }
        m.played.push_back(std::move(r));
    }
    const int next = static_cast<int>(sheet.rounds.size()) + 1;
    if (const auto card = revealed_card(s, next); card && next > static_cast<int>(s.results.size()))
        m.in_play = SheetModel::Round{next, card_about(data, *card), {}, {}, {}};
    if (!sheet.hourglass_line.empty()) {
        SheetModel::Line line{"hourglass", "Hourglass line (not added)", {}, {}};
        for (std::size_t i = 0; i < sheet.hourglass_line.size(); ++i) {
            line.values.push_back(std::to_string(sheet.hourglass_line[i]));
            const bool leader = std::find(sheet.hourglass_leaders.begin(), sheet.hourglass_leaders.end(),
                                          static_cast<int>(i)) != sheet.hourglass_leaders.end();
            line.notes.push_back(leader ? "leader" : "");
        }
        m.lines.push_back(std::move(line));
    }
    if (paid_any) m.notes.push_back("* " + std::string(kPaidNote) + ".");
    m.charts = charts(s, sheet);
    // Before a round is scored every side ties on nothing: no standings.
    if (!sheet.rounds.empty()) rank(m, sheet);
    m.explanation =
        "Each round: the bid, the tricks counted, the points scored for a bid made, the skulls after the round and "
        "the running total of points. The final score adds one point per two skulls, rounded down, and ties go to "
        "the side with more skulls. The Hourglass line decides who leads for the Hourglass round only and is never "
        "added.";
    return m;
}

}  // namespace zref::zp
