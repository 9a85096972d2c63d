#include "games/zombie_paella/sim/invariants.h"

#include <algorithm>
#include <map>

#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/state.h"

namespace zref::paella::sim {

namespace {

using Found = std::optional<Violation>;

Found conservation(const Game& g) {
    if (!g.state().deck) return std::nullopt;  // two players: the deck's size is not given yet
    if (auto ok = check_conservation(g.state().table, g.deck_cards(), g.data().saffron_id); !ok)
        return Violation{"every card of the deck in one place", ok.error()};
    return std::nullopt;
}

// The engine's hand sizes and pile are the real ones.
Found counts(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    for (std::size_t i = 0; i < s.table.players.size(); ++i) {
        const auto& p = s.table.players[i];
        const auto real = static_cast<int>(game.hands()[i].size());
        if (p.hand_size != real)
            return Violation{"each hand as large as the real one",
                             p.name + " holds " + std::to_string(real) + " cards; zref counts " + std::to_string(p.hand_size)};
    }
    if (s.deck && game.pile_known() && s.table.draw_pile != static_cast<int>(game.pile().size()))
        return Violation{"the draw pile as large as the real one", "the pile holds " + std::to_string(game.pile().size()) +
                                                                      " cards; zref counts " + std::to_string(s.table.draw_pile)};
    return std::nullopt;
}

// Each treasure of the deck once: in a collection, the pile, the cemetery
// or (Saffron) the middle; never in a hand; an ingredient in one collection.
Found treasures(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    if (s.phase == Phase::Setup || (s.phase == Phase::Deal && !game.pile_known())) return std::nullopt;
    std::map<std::string, int> seen;
    for (const auto& p : s.table.players)
        for (const auto& id : p.treasures()) ++seen[id];
    for (const auto& id : game.pile()) ++seen[id];
    for (const auto& id : s.table.cemetery)
        if (id != kUnnamedCard) ++seen[id];
    if (!s.table.saffron_holder) ++seen[game.referee().game().data().saffron_id];
    const auto deck = game.deck().deck_for(static_cast<int>(s.table.players.size()));
    for (const auto& entry : game.deck().kinds) {
        const std::string& id = entry.first;
        if (!game.deck().is_treasure(id)) continue;
        const bool in_deck = std::find(deck.begin(), deck.end(), id) != deck.end() || id == game.referee().game().data().saffron_id;
        const int want = in_deck ? 1 : 0;
        if (seen[id] != want)
            return Violation{"each treasure in one place", id + " is in " + std::to_string(seen[id]) + " places, not " +
                                                               std::to_string(want)};
    }
    for (std::size_t i = 0; i < game.hands().size(); ++i)
        for (const auto& id : game.hands()[i])
            if (game.deck().is_treasure(id))
                return Violation{"treasures never in a hand", id + " is in " + s.table.players[i].name + "'s hand"};
    return std::nullopt;
}

// Saffron: taken once, by a hand of ten, never back to the middle; in the
// middle, no hand holds ten during play.
Found saffron(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    const int claim = game.referee().game().data().saffron_claim_hand_size;
    if (game.saffron_taken() && !s.table.saffron_holder)
        return Violation{"Saffron stays in play once taken", "Saffron is back in the middle"};
    if (s.table.saffron_holder || (s.phase != Phase::Turn && s.phase != Phase::Over)) return std::nullopt;
    for (const auto& p : s.table.players)
        if (p.hand_size >= claim)
            return Violation{"the first hand of ten takes Saffron",
                             p.name + " holds " + std::to_string(p.hand_size) + " cards and Saffron is still in the middle"};
    return std::nullopt;
}

// The cards on the table are the battle's and the chain's, and the await
// agrees with what is under way.
Found table_cards(const GameState& s) {
    int laid = 0;
    const bool fighting = s.await == Await::Defence || s.await == Await::Reveal || s.await == Await::Modifiers ||
                          s.await == Await::Remove;
    if (s.phase == Phase::Turn && fighting != s.battle.has_value())
        return Violation{"a battle exactly while one is fought", "awaiting " + std::to_string(static_cast<int>(s.await))};
    if (s.phase == Phase::Turn && (s.await == Await::Blocks) != s.chain.has_value())
        return Violation{"a block chain exactly while blocks are awaited", "awaiting " + std::to_string(static_cast<int>(s.await))};
    if (s.battle) {
        const auto& b = *s.battle;
        laid += static_cast<int>(b.attack.size() + b.modifier_cards.size()) + (b.defence && !b.defence->empty() ? 1 : 0) +
                (b.via.empty() ? 0 : 1);
    }
    if (s.chain) laid += static_cast<int>(s.chain->cards.size());
    if (laid != s.table.in_play)
        return Violation{"the cards on the table are the battle's and the chain's",
                         std::to_string(laid) + " laid, zref counts " + std::to_string(s.table.in_play)};
    return std::nullopt;
}

Found finished(const GameState& s) {
    if (s.phase != Phase::Over) return std::nullopt;
    if (s.winner.has_value() == s.shared)
        return Violation{"a finished game has one winner or a shared result",
                         s.shared ? "shared with a winner named" : "over with no winner and no shared result"};
    return std::nullopt;
}

}  // namespace

std::optional<Violation> check_event(const RandomGame& game) {
    const Game& g = game.referee().game();
    if (auto v = conservation(g)) return v;
    if (auto v = counts(game)) return v;
    if (auto v = treasures(game)) return v;
    if (auto v = saffron(game)) return v;
    if (auto v = table_cards(g.state())) return v;
    for (auto check : {check_fight, check_flood, check_turn_order, check_saffron_claim, check_no_missed_win})
        if (auto v = check(game)) return v;
    return finished(g.state());
}

}  // namespace zref::paella::sim
