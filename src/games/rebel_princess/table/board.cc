// The score board for the room: the Round card in large type, the standings
// by running total (fewest first), and what zref waits for.
#include "core/board_page.h"
#include "core/text.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/teams.h"
#include "games/rebel_princess/table/render.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::rp {

std::string RpTable::board_html() const {
    const Game& g = referee_.game();
    const auto& s = g.state();
    const auto& d = g.data();
    BoardModel b;
    b.game = d.name;
    b.feature_label = "Round card";
    switch (s.phase) {
        case Phase::Setup: b.heading = "Setting up"; break;
        case Phase::Choosing: b.heading = "Choosing Princesses"; break;
        case Phase::Tricks:
            b.heading = "Round " + std::to_string(s.round.number) + " of " + std::to_string(d.rounds);
            b.feature = round_card_of(d, s).name;
            b.feature_note = round_card_of(d, s).effect;
            break;
        case Phase::GameOver: b.heading = "Finished after " + std::to_string(d.rounds) + " rounds"; break;
    }
    if (s.seating.teams() && !s.team_totals.empty()) {
        // Team Mode: the teams rank, each with its members' own totals beside.
        b.name_head = "Team";
        b.columns = {{"Team requests", 20, false}, {"Members", 30, false}};
        int place = 1;
        for (const auto& group : team_ranking(s)) {
            for (int team : group) {
                std::vector<std::string> members;
                for (int seat : s.seating.members(team))
                    members.push_back(s.seating.name(seat) + " " + std::to_string(s.totals[static_cast<std::size_t>(seat)]));
                b.rows.push_back({s.results.empty() ? "" : std::to_string(place), "Team " + team_letter(team),
                                  {std::to_string(s.team_totals[static_cast<std::size_t>(team)]), join(members, ", ")},
                                  place == 1 && !s.results.empty()});
            }
            place += static_cast<int>(group.size());
        }
    } else {
        b.columns = {{"Requests", 20, false}, {"Rounds at 0", 20, false}};
    }
    if (!s.seating.teams() && s.seating.size() > 0 && !s.totals.empty()) {
        const auto groups = final_ranking(d, s);
        int place = 1;
        for (const auto& group : groups) {
            for (int seat : group)
                b.rows.push_back({s.results.empty() ? "" : std::to_string(place), s.seating.name(seat),
                                  {std::to_string(s.totals[static_cast<std::size_t>(seat)]),
                                   std::to_string(zero_rounds(d, s, seat))},
                                  place == 1 && !s.results.empty()});
            place += static_cast<int>(group.size());
        }
    }
    if (s.phase == Phase::GameOver) b.result = "Winner: " + winners_text(g);
    else b.waiting = g.waiting().what;
    return render_board_html(b);
}

}  // namespace zref::rp
