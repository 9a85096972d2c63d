#include "games/zombie_princess/table/board.h"

#include <fmt/format.h>

#include "core/text.h"
#include "games/zombie_princess/sheet.h"
#include "games/zombie_princess/table/render.h"
#include "games/zombie_princess/table/zp_table.h"

namespace zref::zp {

namespace {

// Per seat, this round's bids and tricks (-1 not yet known): the scored
// round's as recorded, or the round in play's so far.
struct SeatCounts {
    std::vector<int> bids, tricks;
};

SeatCounts seat_counts(const GameState& s) {
    const auto seats = static_cast<std::size_t>(s.seating.size());
    SeatCounts c{std::vector<int>(seats, -1), std::vector<int>(seats, -1)};
    if (s.round.number == 0) return c;
    if (!s.results.empty() && s.results.back().number == s.round.number) {
        const auto& r = s.results.back();
        for (std::size_t i = 0; i < seats && i < r.seat_bids.size() && i < r.seat_tricks.size(); ++i) {
            c.bids[i] = r.seat_bids[i];
            c.tricks[i] = r.seat_tricks[i];
        }
        return c;
    }
    const std::vector<int> won = tricks_so_far(s);
    for (std::size_t i = 0; i < seats; ++i) {
        c.bids[i] = i < s.round.bids.size() ? s.round.bids[i] : -1;
        // A round scored by counts shows each count once it is typed.
        if (s.round.by_counts) c.tricks[i] = i < s.round.typed_tricks.size() ? s.round.typed_tricks[i] : -1;
        else if (s.phase == Phase::Tricks || s.phase == Phase::FrogDecision || s.phase == Phase::Payment)
            c.tricks[i] = won[i];  // none before the first card
    }
    return c;
}

// A side's count: the player's own, or in Teams the team's sum (what it is
// scored on); while a partner's is still to come, "1+?".
std::string side_tally(const Seating& seating, int side, const std::vector<int>& per_seat) {
    std::vector<std::string> parts;
    int sum = 0, known = 0;
    for (int seat : seating.members(side)) {
        const int v = per_seat[static_cast<std::size_t>(seat)];
        parts.push_back(v < 0 ? "?" : std::to_string(v));
        if (v >= 0) sum += v, ++known;
    }
    if (known == 0) return "–";
    return known == static_cast<int>(parts.size()) ? std::to_string(sum) : join(parts, "+");
}

std::string sides_named(const ScoreSheet& sheet, const std::vector<int>& sides) {
    std::vector<std::string> names;
    for (int side : sides) names.push_back(sheet.sides.at(static_cast<std::size_t>(side)));
    return join(names, ", ");
}

}  // namespace

BoardModel zp_board(const Game& g) {
    const GameState& s = g.state();
    const ScoreSheet sheet = build_sheet(s);
    const bool over = s.phase == Phase::GameOver;
    const bool teams = s.seating.teams();
    BoardModel b;
    b.game = g.data().name;
    if (s.phase == Phase::Setup) b.heading = "Setting up";
    else if (over) b.heading = fmt::format("Finished after {} rounds", sheet.rounds.size());
    else if (s.round.number > 0) b.heading = fmt::format("Round {} of {}", s.round.number, g.data().rounds);
    else b.heading = "Before round 1";

    if (over) {
        b.feature_label = sheet.winners.size() > 1 ? "Sharing the crown" : "Winner";
        std::vector<std::string> winners;
        for (int side : sheet.winners)
            winners.push_back(fmt::format("{} ({})", sheet.sides.at(static_cast<std::size_t>(side)),
                                          sheet.final_score.at(static_cast<std::size_t>(side))));
        b.feature = join(winners, ", ");
        b.result = "Final score: points + half the skulls, rounded down";
    } else if (const auto* card = g.round_card()) {
        b.feature_label = "Round card";
        b.feature = std::string(1, card->letter) + ": " + card->name;
        if (card->hourglass) b.feature_note = "Hourglass round";
    } else {
        b.feature_label = "Round card";
    }

    b.name_head = teams ? "Team" : "Player";
    b.name_width = 41;  // room for a team's two names
    b.columns = {{over ? "Final" : "Points", 13, false}, {"Skulls", 13, false}, {"Bid", 13, false},
                 {"Tricks", 13, false}};

    // Before a round is scored every side ties on nothing: seat order, no places.
    std::vector<SideStanding> order;
    if (!sheet.rounds.empty()) {
        order = sheet_standings(sheet);
    } else {
        for (int side = 0; side < static_cast<int>(sheet.sides.size()); ++side)
            order.push_back({side, 0, skulls_of(sheet, static_cast<std::size_t>(side)), 0, 0, false});
    }
    const SeatCounts counts = seat_counts(s);
    for (const auto& st : order) {
        BoardModel::Row row;
        row.place = st.rank > 0 ? std::to_string(st.rank) : "";
        row.name = sheet.sides.at(static_cast<std::size_t>(st.side));
        row.values = {std::to_string(st.score), std::to_string(st.skulls), side_tally(s.seating, st.side, counts.bids),
                      side_tally(s.seating, st.side, counts.tricks)};
        row.leading = over ? st.winner : st.rank == 1;
        b.rows.push_back(std::move(row));
    }

    if (over && !sheet.rounds.empty())
        b.notes.push_back(fmt::format("Bid and tricks of round {}, the last", sheet.rounds.size()));
    if (!sheet.hourglass_leaders.empty())
        b.notes.push_back(std::string(sheet.hourglass_leaders.size() > 1 ? "Hourglass Leaders: " : "Hourglass Leader: ") +
                          sides_named(sheet, sheet.hourglass_leaders));
    if (s.phase == Phase::Tricks && !s.round.by_counts)
        b.notes.push_back(s.codec.suit_name(s.codec.trump_suit()) +
                          (s.round.princes_broken ? " have broken out" : " have not broken out"));
    if (!over) b.waiting = g.waiting().what;
    return b;
}

std::string ZpTable::board_html() const { return render_board_html(zp_board(referee_.game())); }

}  // namespace zref::zp
