#include "games/zombie_ninja_pirates/sim/invariants.h"

#include <algorithm>
#include <map>

#include "games/zombie_ninja_pirates/sim/score_check.h"

namespace zref::znp::sim {

namespace {

using Found = std::optional<Violation>;

// The engine's own count, then its counts against the real cards.
Found sim_counts(const RandomGame& game) {
    const Game& g = game.referee().game();
    const GameState& s = g.state();
    if (auto ok = g.conserved(); !ok) return Violation{"every card of the deck in one place", ok.error()};
    if (!game.dealt() || !s.deck) return std::nullopt;
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        const int real = static_cast<int>(game.hands()[i].size());
        if (s.players[i].hand != real)
            return Violation{"each hand as large as the real one", s.players[i].name + " holds " + std::to_string(real) +
                                                                       " cards; zref counts " + std::to_string(s.players[i].hand)};
    }
    const auto same = [](const char* what, int real, int counted) -> Found {
        if (real == counted) return std::nullopt;
        return Violation{"the pile, the discards and the END GAMEs counted as they are",
                         std::string(what) + ": " + std::to_string(real) + " real, zref counts " + std::to_string(counted)};
    };
    if (auto v = same("the draw pile", static_cast<int>(game.pile().size()), s.pile)) return v;
    if (auto v = same("the discards", static_cast<int>(game.discards().size()), s.discards)) return v;
    return same("END GAMEs set aside", game.set_aside(), s.end_games_drawn);
}

// Every card by name: the real hands, pile and discards, the END GAMEs set
// aside, and the Types and Chests as the engine lays them.
Found sim_by_name(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    if (!game.dealt()) return std::nullopt;
    std::map<std::string, int> count;
    for (const auto& id : game.deck().cards) ++count[id];
    count[kEndGameId] += game.deck().end_games;
    const auto out = [&](const std::vector<std::string>& ids) {
        for (const auto& id : ids) --count[id];
    };
    for (const auto& h : game.hands()) out(h);
    out(game.pile());
    out(game.discards());
    count[kEndGameId] -= game.set_aside();
    for (const auto& p : s.players) {
        out(p.types);
        out(p.chest);
    }
    for (const auto& entry : count)
        if (entry.second != 0)
            return Violation{"every card of the deck in one place",
                             entry.first + ": " + std::to_string(entry.second > 0 ? entry.second : -entry.second) +
                                 (entry.second > 0 ? " missing" : " too many") + " (hands, Types, Chests, discards, pile)"};
    return std::nullopt;
}

Found sim_types(const RandomGame& game) {
    const Game& g = game.referee().game();
    const GameState& s = g.state();
    for (const auto& p : s.players)
        for (std::size_t i = 0; i < p.types.size(); ++i) {
            const TypeInfo* t = g.book().type(p.types[i]);
            if (!t || (t->combined_only && !s.combined))
                return Violation{"only the table's Types come down", p.name + " is a " + p.types[i]};
            if (std::count(p.types.begin(), p.types.end(), p.types[i]) > 1)
                return Violation{"no player is two of a Type", p.name + " is " + p.types[i] + " twice"};
        }
    return std::nullopt;
}

Found sim_receipts(const RandomGame& game) {
    const Game& g = game.referee().game();
    const GameState& s = g.state();
    if (s.players.empty()) return std::nullopt;
    const auto receipts = g.receipts();
    for (std::size_t i = 0; i < receipts.size(); ++i) {
        const Receipt& r = receipts[i];
        if (r.total != r.sum_of_lines())
            return Violation{"each Chest's score is the sum of its receipt",
                             r.player + ": total " + std::to_string(r.total) + ", lines " + std::to_string(r.sum_of_lines())};
        if (!r.complete) return Violation{"each Chest can be scored", r.player + "'s receipt has an Object without points"};
        const int mine = sim_chest_score(game.deck(), s.players[i], g.data().points_per_type);
        if (r.total != mine)
            return Violation{"each Chest scores as the simulator scores it",
                             r.player + ": zref " + std::to_string(r.total) + ", simulator " + std::to_string(mine)};
    }
    return std::nullopt;
}

// After a line that ended a turn: the next player as the simulator reckons
// (the lightning round's order, the game over after its drawer's turn).
Found sim_turn_order(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    const int next = game.expected_next();
    if (next == -1) {
        if (s.phase == Phase::Over) return Violation{"the game ends after the END GAME's drawer plays last", "it ended mid-turn"};
        return std::nullopt;
    }
    if (next == -2) {
        if (s.phase != Phase::Over) return Violation{"the game ends after the END GAME's drawer plays last", "the game goes on"};
        if (game.lightning_turns() != static_cast<int>(s.players.size()))
            return Violation{"one lightning turn each", std::to_string(game.lightning_turns()) + " lightning turns for " +
                                                            std::to_string(s.players.size()) + " players"};
        return std::nullopt;
    }
    if (s.phase != Phase::Turn || s.current != next || (s.step == Step::Lightning) != s.lightning)
        return Violation{"the turn passes clockwise, the lightning round from the END GAME's drawer",
                         "expected " + s.seating.name(next) + " to play next; zref is at " + game.referee().game().where()};
    return std::nullopt;
}

}  // namespace

std::optional<Violation> check_event(const RandomGame& game) {
    if (!game.forbidden_accepted().empty()) return Violation{"a line the rules forbid is refused", game.forbidden_accepted()};
    for (auto check : {sim_counts, sim_by_name, sim_types, sim_receipts, sim_turn_order})
        if (auto v = check(game)) return v;
    return std::nullopt;
}

}  // namespace zref::znp::sim
