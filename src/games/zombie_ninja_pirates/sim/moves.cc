// The moves of a card zref cannot read (Bite, Smoke Bomb, Curse), typed from
// the fixed list at random among those the public table and the real hands
// allow, then `done`: Objects taken, given or discarded, a Type lost, hand
// cards passed or dropped, cards drawn.
#include <algorithm>

#include "games/zombie_ninja_pirates/sim/random_game.h"

namespace zref::znp::sim {

namespace {

constexpr int kMostMoves = 3;

std::string sim_any(const std::vector<std::string>& v, int k) { return v[static_cast<std::size_t>(k)]; }

}  // namespace

std::string RandomGame::moves_line() {
    const GameState& s = ref_.game().state();
    const int actor = s.moves_actor;
    const int n = config_.players;
    if (moves_typed_ >= kMostMoves || chance(35)) {
        moves_typed_ = 0;
        return "done";
    }
    std::vector<Option> moves;
    for (int p = 0; p < n; ++p) {
        const auto chest = pub(p).chest;
        const auto types = pub(p).types;
        if (!chest.empty()) {
            if (p != actor)
                moves.push_back({2, [this, p, chest] { return "take " + name(p) + " " + sim_any(chest, pick(static_cast<int>(chest.size()))); }});
            moves.push_back({1, [this, p, chest] {
                                 const std::string obj = sim_any(chest, pick(static_cast<int>(chest.size())));
                                 discards_.push_back(obj);
                                 return "trash " + name(p) + " " + obj;
                             }});
        }
        if (!types.empty())
            moves.push_back({1, [this, p, types] {
                                 const std::string t = sim_any(types, pick(static_cast<int>(types.size())));
                                 discards_.push_back(t);
                                 ++cov_.types_lost;
                                 return "lose " + name(p) + " " + t;
                             }});
        const int held = static_cast<int>(hands_[static_cast<std::size_t>(p)].size());
        if (held > 0) {
            moves.push_back({2, [this, p, held, n] {
                                 const int to = (p + 1 + pick(n - 1)) % n;
                                 const int k = 1 + pick(std::min(2, held));
                                 for (auto& card : lose_random(p, k)) hands_[static_cast<std::size_t>(to)].push_back(std::move(card));
                                 return "pass " + name(p) + " " + name(to) + " " + std::to_string(k);
                             }});
            moves.push_back({1, [this, p, held] {
                                 const int k = 1 + pick(std::min(2, held));
                                 for (auto& card : lose_random(p, k)) discards_.push_back(std::move(card));
                                 return "drop " + name(p) + " " + std::to_string(k);
                             }});
        }
    }
    const auto mine = pub(actor).chest;
    if (!mine.empty())
        moves.push_back({2, [this, actor, mine, n] {
                             return "give " + name((actor + 1 + pick(n - 1)) % n) + " " + sim_any(mine, pick(static_cast<int>(mine.size())));
                         }});
    if (!pile_.empty())
        moves.push_back({1, [this, n] {
                             const int seat = pick(n);
                             const int k = 1 + pick(std::min(2, static_cast<int>(pile_.size())));
                             const bool end_game = draw_real(seat, k);
                             return "draw " + name(seat) + " " + std::to_string(k) + (end_game ? " end-game" : "");
                         }});
    if (moves.empty()) {
        moves_typed_ = 0;
        return "done";
    }
    ++moves_typed_;
    ++cov_.moves;
    return choose(moves);
}

}  // namespace zref::znp::sim
