// The cards a player may lay now, worked out from the real hand and the
// public table: an Object into any Chest, a card that brings a Type down with
// the Type card from hand, and each effect on the players it can work on.
// Each option, once chosen, moves the real cards as the line will.
#include <algorithm>

#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/sim/random_game.h"

namespace zref::znp::sim {

namespace {

// Each id once, in the order held.
std::vector<std::string> sim_distinct(const std::vector<std::string>& ids) {
    std::vector<std::string> out;
    for (const auto& id : ids)
        if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
    return out;
}

// The Types a remove-type card can take from a player: those it lists, and
// with "opposite-pair" either Type of a pair the player is both of.
std::vector<std::string> sim_removable(const GameData& book, const CardInfo& k, bool combined, const PlayerState& p) {
    const auto removes = k.removes_in(combined);
    const bool pair = std::find(removes.begin(), removes.end(), kOppositePair) != removes.end();
    std::vector<std::string> out;
    for (const auto& t : p.types) {
        const std::string opp = book.opposite(t);
        const bool listed = std::find(removes.begin(), removes.end(), t) != removes.end();
        if (listed || (pair && !opp.empty() && holds_type(p, opp))) out.push_back(t);
    }
    return out;
}

}  // namespace

std::vector<Option> RandomGame::hand_options(int me) {
    std::vector<Option> out;
    const GameData& book = ref_.game().book();
    const int n = config_.players;
    for (const auto& id : sim_distinct(hands_[static_cast<std::size_t>(me)])) {
        const CardInfo* k = book.card(id);
        if (!k || k->kind == CardKind::type || k->kind == CardKind::end_game) continue;
        if (k->kind == CardKind::object) {
            out.push_back({3, [this, me, id] {
                               take_from_hand(me, id);
                               ++cov_.objects_played;
                               return "play " + id;
                           }});
            out.push_back({2, [this, me, id, n] {
                               take_from_hand(me, id);
                               ++cov_.objects_played;
                               ++cov_.objects_to_others;
                               return "play " + id + " " + name((me + 1 + pick(n - 1)) % n);
                           }});
        }
        if (k->usable()) use_options(me, id, false, out);
    }
    return out;
}

std::vector<Option> RandomGame::chest_options(int me) {
    std::vector<Option> out;
    const GameData& book = ref_.game().book();
    for (const auto& id : sim_distinct(pub(me).chest)) {
        const CardInfo* k = book.card(id);
        if (k && k->usable()) use_options(me, id, true, out);
    }
    return out;
}

// The Type it brings down (the Type card from hand) and, apart, its effect.
void RandomGame::use_options(int me, const std::string& id, bool from_chest, std::vector<Option>& out) {
    const CardInfo& k = *ref_.game().book().card(id);
    const std::string head = from_chest ? "use chest " + id : "use " + id;
    const bool plain_become = k.effect == Effect::none || k.effect == Effect::moves;
    if (plain_become)
        for (const auto& t : k.becomes_in(config_.combined)) {
            if (!holds(me, t) || holds_type(pub(me), t)) continue;
            const bool moves = k.effect == Effect::moves;
            out.push_back({4, [this, me, id, t, head, from_chest, moves] {
                               if (!from_chest) take_from_hand(me, id);
                               take_from_hand(me, t);
                               discards_.push_back(id);
                               ++cov_.types_gained;
                               ++cov_.used[id];
                               if (from_chest) ++cov_.chest_uses;
                               const int n = config_.players;
                               return head + " " + t + (moves && chance(50) ? " " + name((me + 1 + pick(n - 1)) % n) : "");
                           }});
        }
    effect_options(me, k, head, from_chest, out);
}

void RandomGame::effect_options(int me, const CardInfo& k, const std::string& head, bool from_chest, std::vector<Option>& out) {
    const GameData& book = ref_.game().book();
    const int n = config_.players;
    const std::string id = k.id;
    // The card leaves the hand or the Chest for the discards.
    const auto spend = [this, me, id, from_chest] {
        if (!from_chest) take_from_hand(me, id);
        discards_.push_back(id);
        ++cov_.used[id];
        if (from_chest) ++cov_.chest_uses;
    };
    switch (k.effect) {
        case Effect::none: return;
        case Effect::moves:
            out.push_back({2, [this, spend, head, me, n] {
                               spend();
                               return head + (chance(50) ? " " + name((me + 1 + pick(n - 1)) % n) : std::string());
                           }});
            return;
        case Effect::draw: {
            const int draws = k.draws;
            out.push_back({2, [this, spend, head, me, draws] {
                               spend();
                               cov_.card_draws += draws;
                               return head + (draw_real(me, draws) ? " end-game" : "");
                           }});
            return;
        }
        case Effect::reset:
            if (ref_.game().state().turn > kResetCap) return;
            // The discards go onto the pile before the Reset itself is discarded.
            out.push_back({1, [this, me, id, head, from_chest] {
                               if (!from_chest) take_from_hand(me, id);
                               rng_.shuffle(discards_);
                               pile_.insert(pile_.end(), discards_.begin(), discards_.end());
                               discards_.clear();
                               discards_.push_back(id);
                               ++cov_.used[id];
                               ++cov_.resets;
                               return head;
                           }});
            return;
        case Effect::remove_type:
            for (int p = 0; p < n; ++p)
                for (const auto& t : sim_removable(book, k, config_.combined, pub(p)))
                    out.push_back({p == me ? 1 : 2, [this, spend, head, p, t] {
                                       spend();
                                       discards_.push_back(t);
                                       ++cov_.types_lost;
                                       return head + " " + name(p) + " " + t;
                                   }});
            return;
        case Effect::discard_object:
            for (int p = 0; p < n; ++p) {
                if (pub(p).chest.empty()) continue;
                out.push_back({p == me ? 1 : 2, [this, spend, head, p] {
                                   const auto& chest = pub(p).chest;
                                   const std::string obj = chest[static_cast<std::size_t>(pick(static_cast<int>(chest.size())))];
                                   spend();
                                   discards_.push_back(obj);
                                   ++cov_.butterfingers;
                                   return head + " " + name(p) + " " + obj;
                               }});
            }
            return;
        case Effect::steal_object: {
            const auto needs = k.steal_needs_in(config_.combined);
            const bool can = needs.empty() || std::any_of(needs.begin(), needs.end(), [&](const std::string& t) {
                                 return holds_type(pub(me), t);
                             });
            if (!can) return;
            for (int p = 0; p < n; ++p) {
                if (p == me || pub(p).chest.empty()) continue;
                out.push_back({2, [this, spend, head, p] {
                                   const auto& chest = pub(p).chest;
                                   const std::string obj = chest[static_cast<std::size_t>(pick(static_cast<int>(chest.size())))];
                                   spend();
                                   ++cov_.steals;
                                   return head + " " + name(p) + " " + obj;
                               }});
            }
            return;
        }
        case Effect::give_object: {
            std::vector<std::string> mine = pub(me).chest;
            if (from_chest) mine.erase(std::find(mine.begin(), mine.end(), id));  // not the card being used
            if (mine.empty()) return;
            for (int p = 0; p < n; ++p) {
                if (p == me) continue;
                out.push_back({1, [this, spend, head, p, mine] {
                                   const std::string obj = mine[static_cast<std::size_t>(pick(static_cast<int>(mine.size())))];
                                   spend();
                                   ++cov_.gifts;
                                   return head + " " + name(p) + " " + obj;
                               }});
            }
            return;
        }
    }
}

}  // namespace zref::znp::sim
