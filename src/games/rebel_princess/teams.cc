#include "games/rebel_princess/teams.h"

#include <algorithm>

#include "games/rebel_princess/game.h"
#include "games/rebel_princess/sections.h"

namespace zref::rp {

std::string team_letter(int team) { return std::string(1, static_cast<char>('A' + team)); }

std::string team_label(const GameState& s, int team) {
    return "team " + team_letter(team) + " (" + s.seating.side_name(team) + ")";
}

std::string team_question_text(const GameState& s, const TeamQuestion& q, int team) {
    constexpr std::string_view kPartners = "PARTNERS";  // the placeholder a question names the team by
    std::string out = q.question;
    if (auto at = out.find(kPartners); at != std::string::npos) out.replace(at, kPartners.size(), s.seating.side_name(team));
    return out;
}

std::vector<std::optional<int>> team_answers(const ScoreView& v, const RoundRule& rule) {
    std::vector<std::optional<int>> out(static_cast<std::size_t>(v.state.seating.side_count()));
    if (!rule.team_question()) return out;
    for (int team = 0; team < v.state.seating.side_count(); ++team) out[static_cast<std::size_t>(team)] = rule.team_answer(v, team);
    return out;
}

void score_teams(const GameData& data, const GameState& s, const RoundRule& rule,
                 const std::vector<std::optional<int>>& answers, RoundResult& result) {
    if (!s.seating.teams()) return;
    const int teams = s.seating.side_count();
    TeamView view{data, s, std::nullopt, std::vector<int>(static_cast<std::size_t>(teams), 0)};
    for (int team = 0; team < teams; ++team)
        for (int seat : s.seating.members(team))
            view.sums[static_cast<std::size_t>(team)] += result.scores[static_cast<std::size_t>(seat)];
    for (int team = 0; team < teams; ++team) {
        Receipt rc;
        for (int seat : s.seating.members(team))
            rc.lines.push_back({s.seating.name(seat) + "'s requests", result.scores[static_cast<std::size_t>(seat)],
                                std::string(sec::TeamMode)});
        view.answer = static_cast<std::size_t>(team) < answers.size() ? answers[static_cast<std::size_t>(team)] : std::nullopt;
        result.team_answers.push_back(view.answer);
        for (auto& line : rule.team_lines(view, team)) rc.lines.push_back(std::move(line));
        for (const auto& l : rc.lines) rc.total += l.requests;
        result.team_receipts.push_back(std::move(rc));
        result.team_scores.push_back(result.team_receipts.back().total);
    }
}

int rounds_lowest(const GameState& s, int team, const std::vector<int>& rivals) {
    int n = 0;
    for (const auto& r : s.results) {
        const int mine = r.team_scores[static_cast<std::size_t>(team)];
        n += std::all_of(rivals.begin(), rivals.end(), [&](int other) {
            return other == team || mine < r.team_scores[static_cast<std::size_t>(other)];
        });
    }
    return n;
}

std::vector<std::vector<int>> team_ranking(const GameState& s) {
    const int teams = s.seating.side_count();
    std::vector<int> order(static_cast<std::size_t>(teams));
    for (int t = 0; t < teams; ++t) order[static_cast<std::size_t>(t)] = t;
    auto total = [&](int t) { return s.team_totals.empty() ? 0 : s.team_totals[static_cast<std::size_t>(t)]; };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return total(a) < total(b); });
    // Equal totals: more rounds with the lowest result among the tied teams ranks first.
    std::vector<std::vector<int>> groups;
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j < order.size() && total(order[j]) == total(order[i])) ++j;
        std::vector<int> tied(order.begin() + static_cast<long>(i), order.begin() + static_cast<long>(j));
        auto wins = [&](int t) { return rounds_lowest(s, t, tied); };
        std::stable_sort(tied.begin(), tied.end(), [&](int a, int b) { return wins(a) > wins(b); });
        for (std::size_t k = 0; k < tied.size(); ++k) {
            if (k == 0 || wins(tied[k]) != wins(tied[k - 1])) groups.emplace_back();
            groups.back().push_back(tied[k]);
        }
        i = j;
    }
    return groups;
}

}  // namespace zref::rp
