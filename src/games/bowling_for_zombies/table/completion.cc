// Tab completion for Bowling for Zombies!!! lines: what the referee could
// accept at the cursor, from what is still in the Lane deck, on the table
// and in each necromancer's hand.
#include <algorithm>

#include "games/bowling_for_zombies/table/bfz_table.h"
#include "core/completion_words.h"
#include "core/command.h"
#include "core/text.h"

namespace zref::bfz {


namespace {

std::vector<std::string> names(const GameState& s) {
    std::vector<std::string> out;
    for (const auto& n : s.seating.names()) out.push_back(quote_if_needed(n));
    return out;
}

std::vector<std::string> values(const std::vector<int>& pins) {
    std::vector<std::string> out;
    for (int p : pins) out.push_back(std::to_string(p));
    return out;
}

// Pins values with a copy still in the draw pile.
std::vector<std::string> lanes_in_deck(const GameState& s) {
    std::vector<std::string> out;
    for (std::size_t v = 0; v < s.lane_deck.size(); ++v)
        if (s.lane_deck[v] > 0) out.push_back(std::to_string(v));
    return out;
}

std::vector<std::string> zombies_in_hand(const GameState& s, int seat) {
    std::vector<std::string> out;
    if (seat < 0 || seat >= s.seating.size()) return out;
    const auto& used = s.necros[static_cast<std::size_t>(seat)].zombie_used;
    for (std::size_t v = 0; v < used.size(); ++v)
        if (!used[v]) out.push_back(std::to_string(v));
    return out;
}

std::vector<std::string> parts_in_hand(const GameState& s, int seat) {
    std::vector<std::string> out;
    if (seat < 0 || seat >= s.seating.size()) return out;
    const Necromancer& n = s.necros[static_cast<std::size_t>(seat)];
    if (n.head) out.push_back("head");
    if (n.leg) out.push_back("leg");
    if (n.hand) out.push_back("hand");
    return out;
}

// The phantom hand's Zombies not yet flipped (the table types them).
std::vector<std::string> phantom_left(const GameState& s) {
    std::vector<std::string> out;
    for (std::size_t v = 0; v < s.phantom_used.size(); ++v)
        if (!s.phantom_used[v]) out.push_back(std::to_string(v));
    return out;
}

// What the one the referee waits for may type without a verb.
std::vector<std::string> shorthand(const Game& g, int seat) {
    const auto& s = g.state();
    switch (s.phase) {
        case Phase::Lanes: return lanes_in_deck(s);
        case Phase::Reveal: return seat >= 0 ? zombies_in_hand(s, seat) : phantom_left(s);
        case Phase::Resolve: {
            const Decision d = g.waiting().decision;
            if (d == Decision::Take) return values(s.round.table);
            if (d == Decision::Leg) return names(s);
            if (d == Decision::Combine) return {"sum", "difference"};
            if (d == Decision::Place) return {"hundreds", "tens", "units"};
            return {};
        }
        default: return {};
    }
}

std::vector<std::string> after_verb(const bfz::Referee& ref, const std::vector<std::string>& words) {
    const Game& g = ref.game();
    const auto& s = g.state();
    const std::string verb = lower(words.front());
    const std::size_t n = words.size();  // words before the one being typed
    int seat = -1;
    if (n >= 2)
        if (auto found = s.seating.find(words[1])) seat = *found;
    if (verb == "why") return n == 1 ? numbers_from(1, static_cast<int>(s.results.size())) : std::vector<std::string>{};
    if (verb == "edit")
        return n == 1 ? numbers_from(std::max(1, static_cast<int>(ref.entries().size()) - 9),
                                     static_cast<int>(ref.entries().size()))
                      : std::vector<std::string>{};
    if (verb == "variant") return n == 1 ? g.data().variant_ids() : std::vector<std::string>{};
    if (verb == "lanes") return lanes_in_deck(s);
    if (verb == "phantom")
        return s.phase == Phase::Setup ? std::vector<std::string>{"deal", "typed"} : phantom_left(s);
    if (n == 1 && (verb == "play" || verb == "stand" || verb == "take" || verb == "leg" || verb == "combine" ||
                   verb == "place"))
        return names(s);
    if (verb == "play") {
        if (n == 2) return zombies_in_hand(s, seat);
        if (n == 3) return parts_in_hand(s, seat);
        if (n == 4) return {"above", "below"};
        return {};
    }
    if (verb == "take") {
        auto out = values(s.round.table);
        if (n == 3) out.push_back("remove");
        if (n == 4 && lower(words[3]) == "remove") out.push_back("none");
        return out;
    }
    if (verb == "leg") return n == 2 ? names(s) : std::vector<std::string>{};
    if (verb == "combine") return {"sum", "difference"};
    if (verb == "place") return {"hundreds", "tens", "units"};
    return {};
}

}  // namespace

std::vector<std::string> bfz_completion_candidates(const bfz::Referee& ref, const std::string& line_before,
                                                   const std::string& prefix) {
    const Game& g = ref.game();
    const auto& s = g.state();
    auto tokens = tokenize(line_before);
    const std::vector<std::string> words = tokens ? *tokens : std::vector<std::string>{};
    std::vector<std::string> pool;
    const auto& meta = meta_commands();
    if (words.empty()) {
        pool = meta;
        for (const auto& v : g.verbs_now()) pool.push_back(v);
        if (s.phase != Phase::Setup) {
            for (const auto& name : names(s)) pool.push_back(name);
            for (const auto& w : shorthand(g, g.waiting().seat)) pool.push_back(w);
        }
    } else if (words.size() == 1 && s.phase != Phase::Setup && s.seating.find(words.front()) &&
               std::find(meta.begin(), meta.end(), lower(words.front())) == meta.end()) {
        pool = shorthand(g, *s.seating.find(words.front()));  // "Ana <TAB>": what Ana may type
    } else {
        pool = after_verb(ref, words);
    }
    return starting_with(pool, prefix);
}

}  // namespace zref::bfz
