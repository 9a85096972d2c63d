// The moves of a card zref has no rules for (Kleptobat, the Holy Grail's
// other powers, the invented cards), typed from the fixed list at random
// among those the public table and the real hands allow, then `done`.
// Treasures behind another player's Defensive Stronghold are left alone: it
// shields them from the actor's special card.
#include <algorithm>
#include <functional>

#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/protection_kind.h"
#include "games/zombie_paella/sim/random_game.h"

namespace zref::paella::sim {

namespace {

constexpr int kMovesPerCard = 3;

template <class T>
const T& any_of_list(const std::vector<T>& v, int k) {
    return v[static_cast<std::size_t>(k)];
}

}  // namespace

std::string RandomGame::effect_line() {
    const GameState& s = ref_.game().state();
    const int actor = s.effect_actor;
    const int n = config_.players;
    if (effect_moves_ >= kMovesPerCard || chance(35)) {
        effect_moves_ = 0;
        return "done";
    }
    std::vector<std::function<std::string()>> moves;
    const auto open = [&](int owner) {
        return owner == actor || !s.table.players[static_cast<std::size_t>(owner)].has_in_front(std::string(kStrongholdId));
    };
    for (int owner = 0; owner < n; ++owner) {
        const auto all = s.table.players[static_cast<std::size_t>(owner)].treasures();
        if (all.empty() || !open(owner)) continue;
        if (owner != actor)
            moves.push_back([this, owner, all] { return "take " + name(owner) + " " + any_of_list(all, pick(static_cast<int>(all.size()))); });
        std::vector<std::string> buryable;
        for (const auto& id : all)
            if (id != data_->saffron_id) buryable.push_back(id);
        if (!buryable.empty())
            moves.push_back([this, owner, buryable] {
                return "bury " + name(owner) + " " + any_of_list(buryable, pick(static_cast<int>(buryable.size())));
            });
    }
    const auto mine = s.table.players[static_cast<std::size_t>(actor)].treasures();
    if (!mine.empty())
        moves.push_back([this, actor, mine, n] {
            return "give " + name((actor + 1 + pick(n - 1)) % n) + " " + any_of_list(mine, pick(static_cast<int>(mine.size())));
        });
    for (int seat = 0; seat < n; ++seat) {
        const int held = static_cast<int>(hands_[static_cast<std::size_t>(seat)].size());
        if (held == 0) continue;
        moves.push_back([this, seat, held] {
            const int k = 1 + pick(std::min(2, held));
            lose_random(seat, k);
            return "drop " + name(seat) + " " + std::to_string(k);
        });
        moves.push_back([this, seat, held, n] {
            const int to = (seat + 1 + pick(n - 1)) % n;
            const int k = 1 + pick(std::min(2, held));
            for (const auto& id : lose_random(seat, k)) hands_[static_cast<std::size_t>(to)].push_back(id);
            return "pass " + name(seat) + " " + name(to) + " " + std::to_string(k);
        });
    }
    std::vector<std::string> buried;
    for (const auto& id : s.table.cemetery)
        if (id != kUnnamedCard) buried.push_back(id);
    if (!buried.empty())
        moves.push_back([this, actor, buried] {
            const std::string id = any_of_list(buried, pick(static_cast<int>(buried.size())));
            if (!deck_->is_treasure(id)) hands_[static_cast<std::size_t>(actor)].push_back(id);
            return "recover " + id;
        });
    if (!pile_.empty())
        moves.push_back([this, n] {
            const int seat = pick(n);
            const std::string items = draw_items(seat, 1 + pick(std::min(2, static_cast<int>(pile_.size()))), 0);
            return "draw " + name(seat) + " " + items;
        });
    if (moves.empty()) return "done";
    ++effect_moves_;
    ++cov_.moves;
    return moves[static_cast<std::size_t>(pick(static_cast<int>(moves.size())))]();
}

}  // namespace zref::paella::sim
