// Tab completion for a Rebel Princess line: the verbs accepted now, the
// players, the cards still in the round, the Round cards and readings.
#include "core/completion_words.h"
#include "core/text.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::rp {

std::vector<std::string> rp_completion_candidates(const Game& g, const std::string& before, const std::string& prefix) {
    const auto& s = g.state();
    const auto words = split_names(before);
    std::vector<std::string> pool;
    const auto cards_out = [&] {
        std::vector<std::string> out;
        if (s.phase != Phase::Tricks) return out;
        for (auto c : g.codec().deck())
            if (!s.round.was_played(g.codec(), c)) out.push_back(g.codec().code(c));
        return out;
    };
    if (words.empty()) {
        pool = g.verbs_now();
        for (const auto& m : meta_commands()) pool.push_back(m);
        if (s.phase == Phase::Tricks && s.round.entry != Entry::Requests)
            for (auto& c : cards_out()) pool.push_back(c);
        return starting_with(pool, prefix);
    }
    const std::string verb = lower(words.front());
    if (verb == "play" && words.size() == 1) pool = s.seating.names();
    else if (verb == "play" && words.size() == 2) pool = cards_out();
    else if (verb == "play" && words.size() == 3) pool = {"only-princes"};
    else if (verb == "requests" && words.size() == 1) pool = s.seating.names();
    else if (verb == "requests" && words.size() == 2) pool = numbers_from(0, 20);
    else if (verb == "rounds" || verb == "passes") {
        for (const auto& c : g.data().round_cards) pool.push_back(c.id);
        pool.push_back("random");
    } else if (verb == "sets") pool = g.data().set_ids();
    else if (verb == "start") pool = s.setup.players;
    else if (verb == "princesses") pool = {"none"};
    else if (verb == "reading" && words.size() == 1) {
        for (const auto& r : g.data().readings) pool.push_back(r.id);
    } else if (verb == "reading" && words.size() == 2) {
        if (const auto* r = g.data().reading(words[1]))
            for (const auto& v : r->values) pool.push_back(v.id);
    } else if (s.seating.find(words.front()) && words.size() == 1) {
        pool = cards_out();
    }
    return starting_with(pool, prefix);
}

}  // namespace zref::rp
