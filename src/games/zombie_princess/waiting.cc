// What the referee is waiting for: the verbs accepted now, who must act and
// the prompt with examples, for the session's prompt, completion and `help`.
#include <algorithm>
#include <optional>

#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"

namespace zref::zp {


std::vector<std::string> Game::verbs_now() const {
    std::vector<std::string> out = routes().in_phase(s_.phase);
    if (s_.phase != Phase::Setup && s_.phase != Phase::ChoosePrincess && s_.phase != Phase::GameOver)
        for (const auto& v : rule_of(s_).verbs()) {
            const bool pending = !s_.round.pending.empty() && s_.round.pending.front().verb == v.verb;
            if (pending || std::find(v.phases.begin(), v.phases.end(), s_.phase) != v.phases.end()) out.emplace_back(v.verb);
        }
    return out;
}

int Game::to_act_outside_tricks() const {
    const auto& seating = s_.seating;
    switch (s_.phase) {
        case Phase::ChoosePrincess:
            for (int i = 0; i < seating.size(); ++i)
                if (s_.princess_of[static_cast<std::size_t>(i)].empty()) return i;
            return -1;
        case Phase::Declare: return s_.round.pending.empty() ? -1 : s_.round.pending.front().seat;
        case Phase::Bidding: return s_.round.next_bidder;
        case Phase::Tricks: return to_act();  // read inline (game.h)
        case Phase::FrogDecision: return s_.round.frog_seat;
        case Phase::Payment:
            for (std::size_t side = 0; side < s_.round.pays.size(); ++side)
                if (!s_.round.pays[side]) return seating.members(static_cast<int>(side)).front();
            return -1;
        case Phase::NextStart: return seating.members(s_.next_decider_side).front();
        case Phase::Setup:
        case Phase::GameOver: return -1;
    }
    return -1;
}

Waiting Game::waiting() const {
    Waiting w;
    w.phase = s_.phase;
    w.seat = to_act();
    const auto& seating = s_.seating;
    switch (s_.phase) {
        case Phase::Setup:
            w.what = "setting up the table: players, mode, rounds, frog, seed, start, princesses, powers, strictness, then begin";
            w.examples = {"players Ana Ben Cai Dee", "mode individuals", "rounds a b c d", "begin"};
            break;
        case Phase::ChoosePrincess: {
            std::vector<std::string> missing;
            for (int i = 0; i < seating.size(); ++i)
                if (s_.princess_of[static_cast<std::size_t>(i)].empty()) missing.push_back(seating.name(i));
            w.what = "each player chooses a Princess (still to choose: " + join(missing, ", ") + ")";
            if (!missing.empty()) {
                const auto& offers = s_.princess_offers[static_cast<std::size_t>(w.seat)];
                const std::string princess = offers.empty() ? std::string("dorothy") : offers.front();
                w.examples.push_back(quote_if_needed(missing.front()) + " " + princess);
                w.examples.push_back("princess " + quote_if_needed(missing.front()) + " " + princess);
            }
            break;
        }
        case Phase::Declare: {
            const auto& pending = s_.round.pending;
            std::vector<std::string> names;
            for (const auto& p : pending) names.push_back(seating.name(p.seat));
            // An entry without names (anonymous discards) says its count in its ask, not whose it is.
            const bool named = pending.empty() || rule_of(s_).entry_names_player(s_, pending.front().verb);
            w.what = pending.empty() ? "nothing"
                     : named         ? pending.front().ask + " (still to enter: " + join(names, ", ") + ")"
                                     : pending.front().ask;
            for (const auto& v : rule_of(s_).verbs())
                if (!pending.empty() && v.verb == pending.front().verb)
                    w.examples.emplace_back(named ? std::string(v.usage) : std::string(v.verb) + " CARD");
            break;
        }
        case Phase::Bidding:
            w.what = seating.name(w.seat) + " to bid (0-" + std::to_string(max_tricks(s_)) + ")";
            w.examples = {"2", "bid " + quote_if_needed(seating.name(w.seat)) + " 2"};
            break;
        case Phase::Tricks: {
            if (s_.round.by_counts) {
                std::vector<std::string> missing;
                for (int i = 0; i < seating.size(); ++i)
                    if (s_.round.typed_tricks[static_cast<std::size_t>(i)] < 0) missing.push_back(seating.name(i));
                std::vector<std::string> princes;  // sides in the lead still to say (t)
                for (int side : rule_of(s_).sides_typing_princes(s_))
                    if (s_.round.typed_princes[static_cast<std::size_t>(side)] < 0)
                        princes.push_back(seating.name(seating.members(side).front()));  // a member names the side
                if (!missing.empty()) {
                    w.what = "tricks won this round (still to type: " + join(missing, ", ") + ")";
                    w.examples = {quote_if_needed(missing.front()) + " 3", "tricks " + quote_if_needed(missing.front()) + " 3",
                                  "tricks " + quote_if_needed(missing.front()) + " 2 frog"};
                    int first = 0;  // the first player still to type, whom the examples name
                    while (s_.round.typed_tricks[static_cast<std::size_t>(first)] >= 0) ++first;
                    if (auto word = counts_power_word(s_, first))
                        w.examples.push_back("tricks " + quote_if_needed(missing.front()) + " 2 " + word->id +
                                             (word->takes_number ? " 2" : ""));
                } else {
                    w.what = "tricks in which a side in the lead played a Prince (still to type: " + join(princes, ", ") + ")";
                }
                if (!princes.empty()) w.examples.push_back("prince-tricks " + quote_if_needed(princes.front()) + " 2");
                break;
            }
            int trick = static_cast<int>(s_.round.tricks.size()) + 1;
            w.what = seating.name(w.seat) + (s_.round.current.plays.empty() ? " to lead trick " : " to play to trick ") +
                     std::to_string(trick);
            if (auto total = rule_of(s_).expected_tricks(s_); total && rule_of(s_).laps() == 1)
                w.what += " of " + std::to_string(*total);
            w.examples = {"k7", "play " + quote_if_needed(seating.name(w.seat)) + " knight 7"};
            if (trick == 1 && s_.round.current.plays.empty())
                w.examples.push_back("tricks " + quote_if_needed(seating.name(0)) + " 3   (score by trick counts)");
            break;
        }
        case Phase::FrogDecision:
            w.what = seating.name(w.seat) + " decides whether the Frog trick counts (count or drop)";
            w.examples = {"count", "drop"};
            break;
        case Phase::Payment:
            for (std::size_t side = 0; side < s_.round.pays.size(); ++side)
                if (!s_.round.pays[side]) {
                    w.what = seating.side_name(static_cast<int>(side)) +
                             " decides whether to pay skulls for missed tricks (yes or no)";
                    break;
                }
            w.examples = {"yes", "no"};
            break;
        case Phase::NextStart:
            w.what = seating.side_name(s_.next_decider_side) + " (lowest score) chooses to go first or last in round " +
                     std::to_string(s_.results.size() + 1);
            w.examples = {"first", "last", "start " + quote_if_needed(seating.name(w.seat)) + " first"};
            break;
        case Phase::GameOver:
            w.what = "the game is over: nothing more to enter (undo still works)";
            break;
    }
    return w;
}

}  // namespace zref::zp
