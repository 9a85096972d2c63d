// Tab completion for a Rebel Princess line: the verbs accepted now, the
// players, the cards the referee would accept from the player to play (or a
// number of requests in a round entered by its results), the Round cards and
// readings at setup, and the numbers the session's commands take.
#include <algorithm>

#include "core/command.h"
#include "core/completion_words.h"
#include "core/text.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::rp {

namespace {

std::vector<std::string> seat_names(const GameState& s) {
    std::vector<std::string> out;
    for (const auto& n : s.seating.names()) out.push_back(quote_if_needed(n));
    return out;
}

// The cards `seat` may play now: those a probe copy of the game accepts
// (zref does not see hands, so following suit is the table's to check).
std::vector<std::string> playable_cards(const Game& g, int seat) {
    const auto& s = g.state();
    std::vector<std::string> out;
    if (s.phase != Phase::Tricks || s.round.entry == Entry::Requests || seat < 0) return out;
    const std::string who = quote_if_needed(s.seating.name(seat));
    // A card the Round card wants with its word (Yin and Yang's 'down') is playable too.
    const std::string word(rule_of(g.data(), s).play_word());
    for (auto c : g.codec().deck()) {
        if (s.round.was_played(g.codec(), c)) continue;
        Game probe = g;
        const std::string line = "play " + who + " " + g.codec().code(c);
        if (probe.apply(line) || (!word.empty() && probe.apply(line + " " + word))) out.push_back(g.codec().code(c));
    }
    return out;
}

// The numbers a player's requests may be: 0 to the round's total when the
// Round card fixes it (else to 20), and Rebel of the Ball's score.
std::vector<std::string> request_numbers(const Game& g) {
    const auto& s = g.state();
    const auto total = s.phase == Phase::Tricks ? round_total(g.data(), s, g.codec(), rule_of(g.data(), s)) : std::nullopt;
    auto out = numbers_from(0, total.value_or(20));
    out.push_back(std::to_string(g.data().rebel_of_the_ball));
    return out;
}

// Team Mode: a team's answer to its Round card's question (yes or no, or a count).
std::vector<std::string> team_answers(const Game& g) {
    const auto question = g.state().phase == Phase::Tricks ? rule_of(g.data(), g.state()).team_question() : std::nullopt;
    if (!question) return {};
    return question->yes_no ? std::vector<std::string>{"no", "yes"} : numbers_from(0, 12);
}

// What a bare word may be now: a card of the player to play, requests, or a team's answer.
std::vector<std::string> shorthand_now(const Game& g, int seat) {
    const auto& s = g.state();
    if (s.phase != Phase::Tricks) return {};
    if (s.round.entry == Entry::Requests) {
        const bool all_typed = std::all_of(s.round.requests.begin(), s.round.requests.end(), [](const auto& r) { return r.has_value(); });
        return all_typed ? team_answers(g) : request_numbers(g);
    }
    return playable_cards(g, seat);
}

std::vector<std::string> after_verb(const rp::Referee& ref, const std::vector<std::string>& words) {
    const Game& g = ref.game();
    const auto& s = g.state();
    const std::string verb = lower(words.front());
    const std::size_t n = words.size();  // words before the one being typed
    std::optional<int> seat;
    if (n >= 2)
        if (auto found = s.seating.find(words[1])) seat = *found;
    if (verb == "why") return n == 1 ? numbers_from(1, static_cast<int>(s.round.tricks.size())) : std::vector<std::string>{};
    if (verb == "receipt") return n == 1 ? numbers_from(1, static_cast<int>(s.results.size())) : std::vector<std::string>{};
    if (verb == "edit") {
        if (n != 1) return {};
        const int total = static_cast<int>(ref.entries().size());
        return numbers_from(std::max(1, total - 9), total);  // the latest entries; 'history' lists them all
    }
    if (verb == "play") {
        if (n == 1) return seat_names(s);
        if (n == 2 && seat) return playable_cards(g, *seat);
        if (n == 3) {
            std::vector<std::string> extra{"only-princes"};
            if (s.phase == Phase::Tricks)
                if (const auto word = rule_of(g.data(), s).play_word(); !word.empty()) extra.emplace_back(word);
            return extra;
        }
        return {};
    }
    if (verb == "requests") {
        if (n == 1) return seat_names(s);
        return n == 2 && seat ? request_numbers(g) : std::vector<std::string>{};
    }
    if (verb == "team") {
        if (n == 1) return seat_names(s);
        return n == 2 && seat ? team_answers(g) : std::vector<std::string>{};
    }
    std::vector<std::string> pool;
    if (verb == "rounds" || (verb == "passes" && n == 1)) {
        for (const auto& id : refereed_round_cards())
            if (const auto* card = g.data().round_card(id); s.setup.teams || !card || !card->teams_only)
                pool.push_back(id);  // Team Mode's cards only at a table of teams
        if (verb == "rounds") pool.push_back("random");
    } else if (verb == "passes" && n >= 2) {
        pool = {"0", "1", "2", "3", "left", "right"};
    } else if (verb == "sets") {
        pool = g.data().set_ids();
    } else if (verb == "start" && n == 1) {
        pool = s.setup.players;
        pool.push_back("random");
    } else if (verb == "princesses" && n == 1) {
        pool = {"deal", "enter", "none"};
        if (s.setup.teams) pool.push_back("villains");
    } else if (verb == "mode" && n == 1) {
        pool = {"standard", "teams"};
    } else if (verb == "reading" && n == 1) {
        for (const auto& r : g.data().readings) pool.push_back(r.id);
    } else if (verb == "reading" && n == 2) {
        if (const auto* r = g.data().reading(words[1]))
            for (const auto& v : r->values) pool.push_back(v.id);
    }
    return pool;
}

}  // namespace

std::vector<std::string> rp_completion_candidates(const rp::Referee& ref, const std::string& before,
                                                  const std::string& prefix) {
    const Game& g = ref.game();
    const auto& s = g.state();
    const auto tokens = tokenize(before);
    const std::vector<std::string> words = tokens ? *tokens : std::vector<std::string>{};
    std::vector<std::string> pool;
    const bool meta = !words.empty() && std::find(meta_commands().begin(), meta_commands().end(), lower(words.front())) !=
                                            meta_commands().end();
    if (words.empty()) {
        pool = meta_commands();
        for (const auto& v : g.verbs_now()) pool.push_back(v);
        if (s.phase == Phase::Tricks) {
            for (const auto& name : seat_names(s)) pool.push_back(name);
            for (const auto& w : shorthand_now(g, g.waiting().seat)) pool.push_back(w);
        }
    } else if (s.phase == Phase::Tricks && words.size() == 1 && !meta && s.seating.find(words.front())) {
        pool = shorthand_now(g, *s.seating.find(words.front()));  // "Ben <TAB>": what Ben may type
    } else {
        pool = after_verb(ref, words);
    }
    return starting_with(pool, prefix);
}

}  // namespace zref::rp
