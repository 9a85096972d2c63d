#include "games/rebel_princess/sim/invariants.h"

#include <algorithm>
#include <numeric>

#include "core/text.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"

namespace zref::rp::sim {

namespace {

// The Round cards whose round is the basic rules alone, which the checks
// below can rule again on their own.
bool plays_basic_rules(const RoundCardInfo& card) { return card.id == "once-upon-a-time" || card.id == "invitation"; }

std::string in_round(const GameState& s) { return " in round " + std::to_string(s.round.number); }

// The seat that the basic rules give a trick: the highest card of the suit led.
int basic_winner(const tt::Plays& plays) {
    const auto led = plays.front().card.suit;
    const tt::Play* best = &plays.front();
    for (const auto& p : plays)
        if (p.card.suit == led && p.card.value > best->card.value) best = &p;
    return best->seat;
}

std::string numbers(const std::vector<int>& v) {
    std::vector<std::string> out;
    for (int x : v) out.push_back(std::to_string(x));
    return join(out, " ");
}

}  // namespace

std::optional<Violation> check_cards(const Game& g, const HandModel& m) {
    const auto& s = g.state();
    if (s.phase != Phase::Tricks || s.round.number != m.round) return std::nullopt;
    const char* what = "each card once a round";
    const tt::CardCodec& codec = g.codec();
    std::vector<int> on_table(m.played.size(), 0), aside(m.played.size(), 0);
    const auto index = [&](tt::Card c) { return static_cast<std::size_t>(tt::card_index(codec, c)); };
    for (const auto& t : s.round.tricks)
        for (const auto& p : t.plays) ++on_table[index(p.card)];
    // A lead lying face down (Wedding Surprise) is no card yet: the model holds it aside until it is turned up.
    for (const auto& p : s.round.current.plays)
        if (!is_face_down(p.card)) ++on_table[index(p.card)];
    if (!s.round.current.plays.empty() && is_face_down(s.round.current.plays.front().card) &&
        (!m.face_down || m.face_down->suit != s.round.current.plays.front().card.suit))
        return Violation{what, "the face-down lead" + in_round(s) + " is not the card its leader put down"};
    for (const auto& a : m.aside)
        for (auto c : a) ++aside[index(c)];
    for (auto c : codec.deck()) {
        const auto i = index(c);
        int held = 0;
        for (const auto& h : m.hands) held += static_cast<int>(std::count(h.begin(), h.end(), c));
        const bool played = m.played[i] != 0;
        // Some Round cards take cards out of the hands into no trick: laid out
        // (An Enchanted Evening: the referee counts it played), hidden (Secret
        // Bid), in a pile (Poisoned Gift, Wedding Gift), led face down (Wedding
        // Surprise). Each card is then in a hand, in a trick or aside, once.
        const bool in_trick = played && aside[i] == 0;
        if (s.round.was_played(codec, c) != played)
            return Violation{what, codec.name(c) + in_round(s) + (played ? ": played from a hand, the referee has it unplayed"
                                                                         : ": still in a hand, the referee has it played")};
        if (held + aside[i] + (in_trick ? 1 : 0) != 1)
            return Violation{what, codec.name(c) + in_round(s) + ": " + std::to_string(held) + " in the hands, " +
                                       std::to_string(aside[i]) + " aside, " + (in_trick ? "and played" : "not played")};
        if (on_table[i] != (in_trick ? 1 : 0))
            return Violation{what, codec.name(c) + in_round(s) + ": " + std::to_string(on_table[i]) +
                                       " times in the round's tricks"};
    }
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        // Wedding Gift: the referee counts every gift out of the hand from the
        // round's start; the hand still holds those for the tricks to come.
        const int counted = static_cast<int>(m.hands[i].size()) - m.owed[i];
        if (s.round.cards_left[i] != counted)
            return Violation{what, s.seating.name(seat) + in_round(s) + " holds " + std::to_string(m.hands[i].size()) +
                                       (m.owed[i] ? " cards, " + std::to_string(m.owed[i]) + " of them gifts to come," : " cards,") +
                                       " the referee counts " + std::to_string(s.round.cards_left[i])};
    }
    return std::nullopt;
}

std::optional<Violation> check_tricks(const Game& g) {
    const auto& s = g.state();
    if (s.phase != Phase::Tricks) return std::nullopt;
    const auto& d = g.data();
    const RoundRule& rule = rule_of(d, s);
    const auto turns = static_cast<std::size_t>(s.seating.size() * rule.cards_each(d, s.setup));
    const bool basic = plays_basic_rules(round_card_of(d, s));
    const auto& tricks = s.round.tricks;
    for (std::size_t k = 0; k < tricks.size(); ++k) {
        const auto& t = tricks[k];
        const std::string which = "trick " + std::to_string(k + 1) + in_round(s);
        if (t.number != static_cast<int>(k) + 1 || t.plays.size() != turns)
            return Violation{"each finished trick has a card from every turn",
                             which + " is numbered " + std::to_string(t.number) + " and holds " +
                                 std::to_string(t.plays.size()) + " cards, not " + std::to_string(turns)};
        if (!basic) continue;
        if (const int w = basic_winner(t.plays); w != t.winner)
            return Violation{"the highest card of the suit led takes the trick (Playing tricks)",
                             which + " went to " + s.seating.name(t.winner) + ", not " + s.seating.name(w)};
        const int next_leader = k + 1 < tricks.size() ? tricks[k + 1].leader : s.round.current.leader;
        if (next_leader != t.winner)
            return Violation{"the trick's winner leads the next (Playing tricks)",
                             which + " went to " + s.seating.name(t.winner) + ", but " + s.seating.name(next_leader) +
                                 " leads the next"};
    }
    return std::nullopt;
}

std::optional<Violation> check_round(const Game& g, std::size_t k, const std::vector<int>& typed) {
    const auto& s = g.state();
    const auto& d = g.data();
    const RoundResult& r = s.results.at(k);
    const RoundCardInfo& card = d.round_cards.at(static_cast<std::size_t>(r.card));
    const RoundRule* rule = round_rule(card.id);
    if (!rule) return Violation{"only Round cards zref referees are played", card.id + " in round " + std::to_string(r.number)};
    const tt::CardCodec& codec = g.codec();
    const bool basic = plays_basic_rules(card);
    const bool rebel_on = rebel_of_the_ball_on(d, s.setup) && rule->allows_rebel_of_the_ball();
    const std::string which = "round " + std::to_string(r.number) + " (" + card.id + ")";
    const auto n = static_cast<std::size_t>(s.seating.size());
    if (r.scores.size() != n || r.totals.size() != n)
        return Violation{"each round scores every player", which + " scores " + std::to_string(r.scores.size())};
    if (r.by_requests) {
        if (r.scores != typed)
            return Violation{"a round entered by its results scores the numbers typed",
                             which + " scored " + numbers(r.scores) + ", typed " + numbers(typed)};
    } else {
        std::vector<int> seen(static_cast<std::size_t>(codec.suit_count() * codec.max_value()), 0);
        for (const auto& t : r.tricks)
            for (const auto& p : t.plays) ++seen[static_cast<std::size_t>(tt::card_index(codec, p.card))];
        for (auto c : codec.deck()) {
            const int times = seen[static_cast<std::size_t>(tt::card_index(codec, c))];
            if (times > 1 || (basic && times != 1))
                return Violation{"each card once a round", codec.name(c) + " is " + std::to_string(times) +
                                                                " times in the tricks of " + which};
        }
        if (basic) {
            // Each player's requests counted again from the tricks, by the basic rules alone.
            std::vector<int> princes(n, 0), frog(n, 0);
            for (const auto& t : r.tricks) {
                const auto w = static_cast<std::size_t>(basic_winner(t.plays));
                for (const auto& p : t.plays) {
                    princes[w] += p.card.suit == d.princes;
                    frog[w] += p.card == d.frog;
                }
            }
            const int all_princes = codec.max_value() - codec.min_value() + 1;
            for (std::size_t i = 0; i < n; ++i) {
                int want = princes[i] * d.prince_requests + frog[i] * d.frog_requests;
                if (rebel_on && frog[i] == 1 && princes[i] == all_princes) want = d.rebel_of_the_ball;
                if (r.scores[i] != want)
                    return Violation{"each Prince taken is 1 request and the Frog 5 (Scoring a round)",
                                     s.seating.name(static_cast<int>(i)) + " scored " + std::to_string(r.scores[i]) +
                                         " in " + which + "; the tricks give " + std::to_string(want)};
            }
        }
    }
    if (rule->fixed_total()) {
        int total = 0;
        if (basic) {
            for (auto c : codec.deck()) total += c == d.frog ? d.frog_requests : c.suit == d.princes ? d.prince_requests : 0;
        } else {
            total = round_total(d, s, codec, *rule).value_or(0);
        }
        const auto rebels = std::count(r.scores.begin(), r.scores.end(), d.rebel_of_the_ball);
        const int sum = std::accumulate(r.scores.begin(), r.scores.end(), 0);
        if (rebel_on && rebels > 0) {
            // Under the basic pricing the others took nothing that costs; a
            // card that prices other cards (Single Fairy) may leave them some.
            if (rebels != 1 || (basic && sum != d.rebel_of_the_ball))
                return Violation{"the Rebel of the Ball leaves the others nothing (Rebel of the Ball)",
                                 which + " scored " + numbers(r.scores)};
        } else if (sum != total) {
            return Violation{"a round's requests add up to every Prince and the Frog (Scoring a round)",
                             which + " scored " + numbers(r.scores) + ", " + std::to_string(sum) + " in all, not " +
                                 std::to_string(total)};
        }
    }
    return std::nullopt;
}

// Team Mode: a team's result is its members' requests and its receipt's own
// lines; its running total is the sum of its results ("Team Mode").
std::optional<Violation> check_team_totals(const GameState& s) {
    if (!s.seating.teams()) return std::nullopt;
    std::vector<int> sum(static_cast<std::size_t>(s.seating.side_count()), 0);
    for (const auto& r : s.results) {
        for (int team = 0; team < s.seating.side_count(); ++team) {
            const auto t = static_cast<std::size_t>(team);
            int members = 0, lines = 0;
            for (int seat : s.seating.members(team)) members += r.scores.at(static_cast<std::size_t>(seat));
            const Receipt& rc = r.team_receipts.at(t);
            for (std::size_t k = 0; k < rc.lines.size(); ++k) lines += k < 2 ? 0 : rc.lines[k].requests;
            if (r.team_scores.at(t) != members + lines || rc.total != r.team_scores[t])
                return Violation{"a team's result is its members' requests and its own lines (Team Mode)",
                                 "round " + std::to_string(r.number) + ", team " + std::to_string(team) + ": " +
                                     std::to_string(r.team_scores[t]) + ", members " + std::to_string(members) +
                                     ", lines " + std::to_string(lines)};
            sum[t] += r.team_scores[t];
        }
        if (r.team_totals != sum)
            return Violation{"the team totals are the sums of the team results",
                             "after round " + std::to_string(r.number) + ": " + numbers(r.team_totals) + ", not " + numbers(sum)};
    }
    if (s.team_totals != sum)
        return Violation{"the team totals are the sums of the team results", numbers(s.team_totals) + ", not " + numbers(sum)};
    return std::nullopt;
}

std::optional<Violation> check_totals(const Game& g) {
    const auto& s = g.state();
    std::vector<int> sum(static_cast<std::size_t>(s.seating.size()), 0);
    for (std::size_t k = 0; k < s.results.size(); ++k) {
        const auto& r = s.results[k];
        if (r.number != static_cast<int>(k) + 1)
            return Violation{"the rounds are scored in order", "result " + std::to_string(k + 1) + " is round " +
                                                                   std::to_string(r.number)};
        for (std::size_t i = 0; i < sum.size(); ++i) sum[i] += r.scores[i];
        if (r.totals != sum)
            return Violation{"the running totals are the sums of the rounds",
                             "after round " + std::to_string(r.number) + ": " + numbers(r.totals) + ", the rounds add up to " +
                                 numbers(sum)};
    }
    if (s.totals != sum)
        return Violation{"the totals are the sums of the rounds", numbers(s.totals) + ", the rounds add up to " + numbers(sum)};
    return check_team_totals(s);
}

std::optional<Violation> check_one_entry(const Game& g) {
    const auto& s = g.state();
    const Waiting w = g.waiting();
    const char* what = "exactly one entry awaited, from a player who can make it";
    switch (s.phase) {
        case Phase::Setup: return Violation{what, "the game is back in its setup"};
        case Phase::Choosing: return Violation{what, "self-play deals no Princesses, yet the table is choosing them"};
        case Phase::GameOver:
            if (static_cast<int>(s.results.size()) != g.data().rounds || w.seat != -1)
                return Violation{what, "the game is over after " + std::to_string(s.results.size()) + " rounds"};
            return std::nullopt;
        case Phase::Tricks: break;
    }
    if (s.round.number != static_cast<int>(s.results.size()) + 1)
        return Violation{what, "round " + std::to_string(s.round.number) + " in play after " +
                                   std::to_string(s.results.size()) + " rounds scored"};
    if (w.seat < 0 || w.seat >= s.seating.size()) return Violation{what, "no player is asked: " + w.what};
    if (g.verbs_now().empty() || w.examples.empty()) return Violation{what, "nothing is accepted now: " + w.what};
    if (s.round.entry == Entry::Requests) {
        const bool all_typed = std::all_of(s.round.requests.begin(), s.round.requests.end(), [](const auto& t) { return t.has_value(); });
        if (all_typed) {
            // Team Mode: every number typed, the Round card's question waits for a team not yet answered.
            const auto team = static_cast<std::size_t>(s.seating.side_of(w.seat));
            if (!s.seating.teams() || !rule_of(g.data(), s).team_question() ||
                (team < s.round.team_facts.size() && s.round.team_facts[team]))
                return Violation{what, "every number of round " + std::to_string(s.round.number) +
                                           " is typed, yet the prompt asks for " + w.what};
        } else if (s.round.requests[static_cast<std::size_t>(w.seat)]) {
            return Violation{what, s.seating.name(w.seat) + "'s requests are asked for again" + in_round(s)};
        }
    } else if (const auto wait = rule_of(g.data(), s).pending(g.data(), s)) {
        // A Round card's own entry comes first (a card laid out, the pile
        // handed on, a face-down lead turned up, the hidden, gifted or kept
        // cards): it is asked of its player, not of the trick's next one.
        if (w.seat != wait->seat)
            return Violation{what, "the prompt asks " + s.seating.name(w.seat) + ", " + round_card_of(g.data(), s).name +
                                       " waits for " + wait->what};
    } else if (w.seat != s.round.current.to_play()) {
        return Violation{what, "the prompt asks " + s.seating.name(w.seat) + ", the trick waits for " +
                                   s.seating.name(s.round.current.to_play())};
    }
    return std::nullopt;
}

std::optional<Violation> check_event(const RandomGame& game, std::size_t& checked) {
    const Game& g = game.referee().game();
    if (!game.bad_offer().empty()) return Violation{"Enter offers only the entry the facts force", game.bad_offer()};
    if (auto v = check_cards(g, game.model())) return v;
    if (auto v = check_tricks(g)) return v;
    if (auto v = check_totals(g)) return v;
    for (; checked < g.state().results.size(); ++checked) {
        const auto& typed = game.typed();
        if (auto v = check_round(g, checked, checked < typed.size() ? typed[checked] : std::vector<int>{})) return v;
    }
    return check_one_entry(g);
}

}  // namespace zref::rp::sim
