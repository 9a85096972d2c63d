// Team Mode (Rebel Princess 2, "Team Mode"): teams of two partners seated
// n/2 apart, so the teams alternate round the table. Each player scores as
// usual; a team's result is its members' requests added, then any line the
// Round card adds for teams. The fewest team requests wins; on equal totals
// the team with the lower result in more single rounds; still equal, shared.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/rebel_princess/data.h"
#include "games/rebel_princess/round_rule.h"
#include "games/rebel_princess/state.h"

namespace zref::rp {

// "A", "B", "C": the team of seats t and t + n/2.
std::string team_letter(int team);
// "team A (Ana & Cai)".
std::string team_label(const GameState& s, int team);

// The Round card's question put to `team`, its PARTNERS named ("did Ana & Cai take ...").
std::string team_question_text(const GameState& s, const TeamQuestion& q, int team);
// The Round card's question answered per team from the cards each member took.
std::vector<std::optional<int>> team_answers(const ScoreView& v, const RoundRule& rule);
// Adds to `result` (its per-seat scores set) each team's receipt and result.
void score_teams(const GameData& data, const GameState& s, const RoundRule& rule,
                 const std::vector<std::optional<int>>& answers, RoundResult& result);

// Rounds in which `team` had a strictly lower team result than every team of `rivals`.
int rounds_lowest(const GameState& s, int team, const std::vector<int>& rivals);
// The final ranking of teams: groups, best first; a group shares its place.
std::vector<std::vector<int>> team_ranking(const GameState& s);

}  // namespace zref::rp
