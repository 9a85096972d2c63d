// The end of a round: its scores joined to the running totals, then either
// the next round, led by the lowest total, or the end of the game.
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/sections.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/teams.h"

namespace zref::rp {

namespace {

std::string names_of(const GameState& s, const std::vector<int>& seats) {
    std::vector<std::string> names;
    for (int seat : seats) names.push_back(s.seating.name(seat));
    return join(names, " and ");
}

// Team Mode's end: the fewest team requests, then the lower result in more
// single rounds among the tied teams, else shared.
void announce_team_winner(const GameState& s, Ruling& r) {
    const auto groups = team_ranking(s);
    const auto& first = groups.front();
    const int total = s.team_totals[static_cast<std::size_t>(first.front())];
    std::vector<int> tied;
    for (std::size_t t = 0; t < s.team_totals.size(); ++t)
        if (s.team_totals[t] == total) tied.push_back(static_cast<int>(t));
    std::vector<std::string> labels;
    for (int t : first) labels.push_back(team_label(s, t));
    if (first.size() > 1) {
        r.notices.push_back("The game is over: " + join(labels, " and ") + " share the win with " +
                            counted(total, "request", "requests") + ".");
        r.because("equal team totals, and as many single rounds with the lower result, share the victory",
                  std::string(sec::TeamMode));
        return;
    }
    r.notices.push_back("The game is over: " + labels.front() + " wins with " + counted(total, "request", "requests") + ".");
    r.because("the team with the fewest requests wins", std::string(sec::TeamMode));
    if (tied.size() > 1)
        r.because(team_label(s, first.front()) + " had the lower team result in more single rounds (" +
                      std::to_string(rounds_lowest(s, first.front(), tied)) + ") than the teams it tied with",
                  std::string(sec::TeamMode));
}

}  // namespace

void Game::finish_round(GameState& s, RoundResult result, Ruling& r) const {
    for (std::size_t i = 0; i < s.totals.size(); ++i) s.totals[i] += result.scores[i];
    result.totals = s.totals;
    for (std::size_t i = 0; i < s.team_totals.size(); ++i) s.team_totals[i] += result.team_scores[i];
    result.team_totals = s.team_totals;
    result.tricks = s.round.tricks;
    s.results.push_back(std::move(result));
    r.scored_round = true;
    r.receipts_at = r.notices.size();
    const int number = s.round.number;
    if (number < data_->rounds) {
        const int leader = next_leader(s, s.round.start);
        r.because(s.seating.name(leader) + " has the lowest total (" + std::to_string(s.totals[static_cast<std::size_t>(leader)]) +
                      ") and leads round " + std::to_string(number + 1) +
                      " (among equals, the first clockwise from the left of the last round's leader)",
                  std::string(sec::NextLeader));
        start_round(s, number + 1, leader, r);
        return;
    }
    s.phase = Phase::GameOver;
    if (s.seating.teams()) {
        announce_team_winner(s, r);
        return;
    }
    const auto groups = final_ranking(*data_, s);
    const auto& first = groups.front();
    const int total = s.totals[static_cast<std::size_t>(first.front())];
    const std::string zero_note = reading_note(*data_, s.setup, "zero-round");
    if (first.size() > 1) {
        r.notices.push_back("The game is over: " + names_of(s, first) + " share the win with " +
                            counted(total, "request", "requests") + " and " +
                            counted(zero_rounds(*data_, s, first.front()), "round", "rounds") + " at 0.");
        r.because("equal totals and equal rounds at 0 share the victory" + zero_note, std::string(sec::EndOfGame));
        return;
    }
    r.notices.push_back("The game is over: " + s.seating.name(first.front()) + " wins with " +
                        counted(total, "request", "requests") + ".");
    r.because("the fewest requests wins", std::string(sec::EndOfGame));
    if (groups.size() > 1 && s.totals[static_cast<std::size_t>(groups[1].front())] == total)
        r.because(s.seating.name(first.front()) + " has more rounds at 0 (" +
                      std::to_string(zero_rounds(*data_, s, first.front())) + ") than " + names_of(s, groups[1]) + " (" +
                      std::to_string(zero_rounds(*data_, s, groups[1].front())) + ")" + zero_note,
                  std::string(sec::EndOfGame));
}

}  // namespace zref::rp
