// The current player's action, picked at random among those the rules allow
// from the real hand and the public table: Alms, a discard, a battle, a
// special card, `end` once an action is spent, or an instant card played by
// another player. Past the turn cap only Alms, so the pile runs out.
#include <algorithm>
#include <functional>

#include "games/zombie_paella/protection_kind.h"
#include "games/zombie_paella/sim/random_game.h"

namespace zref::paella::sim {

namespace {

struct Option {
    int weight = 1;
    std::function<std::string()> line;
};

// Special cards that are not played as an action of their own.
bool played_elsewhere(const std::string& id) {
    return id == "paella-protection" || id == "ultra-paella-protection" || id == "blurtini";
}

}  // namespace

std::string RandomGame::play_line(int seat, const std::string& card) {
    const GameState& s = ref_.game().state();
    take_from_hand(seat, card);
    ++cov_.played[card];
    if (seat != s.current) ++cov_.instants;
    ultra_hand_after_.clear();
    std::string line = "play " + (seat != s.current || chance(10) ? name(seat) + " " : std::string()) + card;
    const int n = config_.players;
    if (card == "bloody-battle") {
        bloody_attacker_ = seat;
        std::vector<int> targets;
        for (int t = 0; t < n; ++t) {
            const auto& p = s.table.players[static_cast<std::size_t>(t)];
            if (t != seat && p.treasure_count() > 0 && p.in_front.empty()) targets.push_back(t);
        }
        return line + " " + name(targets[static_cast<std::size_t>(pick(static_cast<int>(targets.size())))]);
    }
    if (chance(40)) line += " " + name((seat + 1 + pick(n - 1)) % n);  // a target named for the record
    return line;
}

std::string RandomGame::action_line() {
    const GameState& s = ref_.game().state();
    const int me = s.current;
    const auto& mine = s.table.players[static_cast<std::size_t>(me)];
    const int hand = static_cast<int>(hands_[static_cast<std::size_t>(me)].size());
    std::vector<Option> options;
    // A large hand keeps growing more often than not, so hands of ten (and Saffron) come.
    options.push_back({hand >= 6 ? 8 : 2, [this] {
                           ++cov_.alms;
                           return std::string("alms");
                       }});
    if (hand < 3)
        options.push_back({s.turn > kTurnCap ? 2 : 3, [this] {
                               ++cov_.alms_three;
                               return std::string("alms 3");
                           }});
    if (s.turn > kTurnCap) return options[static_cast<std::size_t>(pick(static_cast<int>(options.size())))].line();
    for (const auto& id : mine.discardables)
        options.push_back({4, [this, id] {
                               ++cov_.discards;
                               if (id == "the-holy-grail") return "discard " + id + " " + std::to_string(pick(7));
                               if (id == "spirit-elixir") return "discard " + id + " " + std::to_string(pick(2));
                               return "discard " + id;
                           }});
    std::vector<int> rich;  // others with treasures to battle for
    for (int t = 0; t < config_.players; ++t)
        if (t != me && s.table.players[static_cast<std::size_t>(t)].treasure_count() > 0) rich.push_back(t);
    if (can_attack(me) && !rich.empty())
        options.push_back({6, [this, rich] {
                               ++cov_.battles;
                               const int t = rich[static_cast<std::size_t>(pick(static_cast<int>(rich.size())))];
                               const auto all = ref_.game().state().table.players[static_cast<std::size_t>(t)].treasures();
                               return "battle " + name(t) + " " + all[static_cast<std::size_t>(pick(static_cast<int>(all.size())))];
                           }});
    bool bloody_target = false;
    for (int t : rich) bloody_target = bloody_target || s.table.players[static_cast<std::size_t>(t)].in_front.empty();
    std::vector<std::string> seen;
    for (const auto& id : hands_[static_cast<std::size_t>(me)]) {
        if (deck_->kind(id) != CardKind::special || played_elsewhere(id)) continue;
        if (std::find(seen.begin(), seen.end(), id) != seen.end()) continue;
        seen.push_back(id);
        if (id == "bloody-battle" && !(mine.treasure_count() > 0 && bloody_target && can_attack(me))) continue;
        if ((id == kStrongholdId || id == kEffigyId) && mine.has_in_front(id)) continue;
        options.push_back({4, [this, me, id] { return play_line(me, id); }});
    }
    for (int t = 0; t < config_.players; ++t)
        if (t != me && holds(t, "sudden-siesta")) options.push_back({1, [this, t] { return play_line(t, "sudden-siesta"); }});
    if (s.actions_taken > 0)
        options.push_back({1, [this] {
                               ++cov_.ends;
                               return std::string("end");
                           }});
    int total = 0;
    for (const auto& o : options) total += o.weight;
    int x = pick(total);
    std::size_t i = 0;
    while (x >= options[i].weight) x -= options[i++].weight;
    return options[i].line();
}

}  // namespace zref::paella::sim
