// A round entered by its results ("Entering a round by its results"): one
// number per player, the requests their sheet shows after every Round card
// change. zref cannot check who took what, so it checks what it can: when
// the Round card fixes the round's total, the numbers must add up to it.
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/sections.h"
#include "games/rebel_princess/teams.h"

namespace zref::rp {

Result<Ruling> Game::on_requests(GameState& s, const Command& c) const {
    RoundState& round = s.round;
    if (round.entry == Entry::Cards)
        return fail("round " + std::to_string(round.number) +
                    " is being entered card by card; finish its tricks, or 'undo' the cards to enter results");
    if (c.args.size() != 2)
        return fail("requests: give the player and their requests this round, e.g. 'requests " +
                    s.seating.name(round.start) + " 3'");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    auto n = parse_number<int>(c.args[1]);
    if (!n || *n < -99 || *n > 99) return fail("requests: '" + c.args[1] + "' is not a whole number of requests");
    auto& typed = round.requests[static_cast<std::size_t>(*seat)];
    if (typed)
        return fail(s.seating.name(*seat) + "'s requests are already entered (" + std::to_string(*typed) +
                    "); 'undo' or 'edit' changes them");
    const tt::CardCodec& codec = codec_of(s);
    const RoundRule& rule = rule_of(*data_, s);
    const auto total = round_total(*data_, s, codec, rule);
    const bool rebel = *n == data_->rebel_of_the_ball && rebel_of_the_ball_on(*data_, s.setup) &&
                       rule.allows_rebel_of_the_ball();
    // The last player's number is checked against the round's total, unless
    // someone was the Rebel of the Ball (then the others took nothing).
    int typed_count = 0, sum = 0;
    bool any_rebel = rebel;
    for (const auto& t : round.requests)
        if (t) {
            ++typed_count;
            sum += *t;
            any_rebel = any_rebel || (*t == data_->rebel_of_the_ball && rebel_of_the_ball_on(*data_, s.setup));
        }
    if (total && !any_rebel && typed_count + 1 == s.seating.size() && sum + *n != *total)
        return fail("requests: the round's requests add up to " + std::to_string(*total) + " under " +
                    round_card_of(*data_, s).name + ", so " + s.seating.name(*seat) + " has " +
                    std::to_string(*total - sum) + ", not " + std::to_string(*n));
    typed = *n;
    round.entry = Entry::Requests;
    Ruling r;
    r.headline = s.seating.name(*seat) + ": " + counted(*n, "request", "requests") + " in round " +
                 std::to_string(round.number);
    if (typed_count + 1 == s.seating.size()) {
        if (total) r.because("the round's requests add up to " + std::to_string(*total) + ", as " +
                                 round_card_of(*data_, s).name + " makes them", std::string(sec::ScoreOnly));
        finish_by_results_if_ready(s, r);
    }
    return r;
}

// Team Mode: the round is scored once every team has answered the Round
// card's question (when it asks one).
void Game::finish_by_results_if_ready(GameState& s, Ruling& r) const {
    RoundState& round = s.round;
    for (const auto& t : round.requests)
        if (!t) return;
    if (s.seating.teams() && rule_of(*data_, s).team_question()) {
        round.team_facts.resize(static_cast<std::size_t>(s.seating.side_count()));
        for (const auto& f : round.team_facts)
            if (!f) {
                r.notices.push_back(waiting_of(s).what + ": " + join(waiting_of(s).examples, " or "));
                return;
            }
    }
    finish_round(s, requests_result(*data_, s), r);
}

Result<Ruling> Game::on_team(GameState& s, const Command& c) const {
    RoundState& round = s.round;
    const auto question = rule_of(*data_, s).team_question();
    if (!s.seating.teams() || !question || round.entry != Entry::Requests)
        return fail("'team' answers a Team Mode Round card's question in a round entered by its results; now " +
                    waiting_of(s).what);
    for (const auto& t : round.requests)
        if (!t) return fail("team: type every player's requests first; now " + waiting_of(s).what);
    const std::string usage = "team: give a member of the team and " +
                              std::string(question->yes_no ? "yes or no" : "a count") + ", e.g. 'team " +
                              s.seating.name(0) + (question->yes_no ? " yes'" : " 2'");
    if (c.args.size() != 2) return fail(usage);
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    std::optional<int> n;
    if (question->yes_no) {
        const std::string word = lower(c.args[1]);
        if (word == "yes" || word == "y") n = 1;
        if (word == "no" || word == "n") n = 0;
    } else if (auto v = parse_number<int>(c.args[1]); v && *v >= 0 && *v <= 12) {
        n = *v;
    }
    if (!n) return fail(usage);
    const int team = s.seating.side_of(*seat);
    round.team_facts.resize(static_cast<std::size_t>(s.seating.side_count()));
    auto& fact = round.team_facts[static_cast<std::size_t>(team)];
    if (fact) return fail(team_label(s, team) + " has answered already; 'undo' or 'edit' changes it");
    fact = *n;
    Ruling r;
    r.canonical = "team " + quote_if_needed(s.seating.name(*seat)) + " " + (question->yes_no ? (*n ? "yes" : "no") : std::to_string(*n));
    r.headline = team_label(s, team) + ": " + (question->yes_no ? (*n ? "yes" : "no") : std::to_string(*n)) + " (" +
                 team_question_text(s, *question, team) + ")";
    finish_by_results_if_ready(s, r);
    return r;
}

}  // namespace zref::rp
