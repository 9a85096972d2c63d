// The checks that compare the table after a line with the table before it
// and with what the simulator expected: the battle's outcome, the Great
// Flood's turn of the collections, the turn passed to the left, Saffron to a
// hand of ten, and no win left unnoticed.
#include "games/zombie_paella/sim/invariants.h"

namespace zref::paella::sim {

namespace {

using Found = std::optional<Violation>;

bool same_collection(const PlayerState& a, const PlayerState& b) {
    return a.ingredients == b.ingredients && a.discardables == b.discardables && a.permanents == b.permanents;
}

Found expect(bool ok, const std::string& invariant, const std::string& detail) {
    if (ok) return std::nullopt;
    return Violation{invariant, detail};
}

}  // namespace

std::optional<Violation> check_fight(const RandomGame& game) {
    if (!game.fight_expected()) return std::nullopt;
    const ExpectedFight& e = *game.fight_expected();
    const GameState& s = game.referee().game().state();
    const auto& a0 = game.before().players[static_cast<std::size_t>(e.attacker)];
    const auto& d0 = game.before().players[static_cast<std::size_t>(e.defender)];
    const auto& a1 = s.table.players[static_cast<std::size_t>(e.attacker)];
    const auto& d1 = s.table.players[static_cast<std::size_t>(e.defender)];
    const std::string inv = "a battle settled as its cards say";
    const std::string at = a0.name + " against " + d0.name + " (" + e.score + "): ";
    const bool unchanged = same_collection(a0, a1) && same_collection(d0, d1);
    if (e.pick_awaited)
        return expect(s.phase == Phase::Turn && s.await == Await::Remove && unchanged && d1.in_front == d0.in_front, inv,
                      at + "won against a Stronghold and an Effigy, the winner should pick which goes");
    if (!e.attacker_wins && !e.bloody) return expect(unchanged, inv, at + "the defender should keep " + e.treasure);
    if (e.bloody) {
        const auto& winner1 = e.attacker_wins ? a1 : d1;
        const auto& loser1 = e.attacker_wins ? d1 : a1;
        return expect(loser1.treasure_count() == 0 && winner1.treasure_count() == a0.treasure_count() + d0.treasure_count(), inv,
                      at + "a Bloody Battle " + (e.attacker_wins ? "won" : "lost") + " should move every treasure of " +
                          (e.attacker_wins ? d0.name : a0.name));
    }
    if (!e.removed.empty())
        return expect(unchanged && !d1.has_in_front(e.removed) && d0.has_in_front(e.removed), inv,
                      at + "the won battle should discard " + e.removed + " instead of taking " + e.treasure);
    return expect(a1.holds(e.treasure) && !d1.holds(e.treasure), inv, at + "the attacker should take " + e.treasure);
}

std::optional<Violation> check_flood(const RandomGame& game) {
    if (!game.flood_expected()) return std::nullopt;
    const auto& before = game.before().players;
    const auto& now = game.referee().game().state().table.players;
    const std::size_t n = now.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (!same_collection(before[i], now[(i + 1) % n]))
            return Violation{"The Great Flood moves every collection one seat clockwise",
                             before[i].name + "'s collection did not go to " + now[(i + 1) % n].name};
        if (before[i].in_front != now[i].in_front)
            return Violation{"The Great Flood leaves what stands in front", before[i].name + "'s Stronghold or Effigy moved"};
    }
    return std::nullopt;
}

std::optional<Violation> check_turn_order(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    const int n = static_cast<int>(s.table.players.size());
    if (s.turn < game.before_turn() || s.turn > game.before_turn() + 1)
        return Violation{"one turn at a time", "turn " + std::to_string(game.before_turn()) + " became " + std::to_string(s.turn)};
    if (game.before_turn() >= 1 && s.turn == game.before_turn() + 1 && s.current != (game.before_current() + 1) % n)
        return Violation{"play passes to the left", s.table.players[static_cast<std::size_t>(game.before_current())].name +
                                                        "'s turn was followed by " +
                                                        s.table.players[static_cast<std::size_t>(s.current)].name + "'s"};
    return std::nullopt;
}

std::optional<Violation> check_saffron_claim(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    if (game.before().saffron_holder || !s.table.saffron_holder) return std::nullopt;
    const auto& p = s.table.players[static_cast<std::size_t>(*s.table.saffron_holder)];
    const int claim = game.referee().game().data().saffron_claim_hand_size;
    return expect(p.hand_size >= claim, "Saffron goes to the first hand of ten",
                  p.name + " took Saffron holding " + std::to_string(p.hand_size) + " cards");
}

// While play goes on, nobody has five ingredients (Saffron two with four or
// more players, every other ingredient one) and the pile is not empty.
std::optional<Violation> check_no_missed_win(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    if (s.phase != Phase::Turn || s.await == Await::Winner) return std::nullopt;
    const GameData& data = game.referee().game().data();
    const int players = static_cast<int>(s.table.players.size());
    if (s.table.draw_pile == 0) return Violation{"the game ends when the pile runs out", "the pile is empty and play goes on"};
    for (const auto& p : s.table.players) {
        int worth = 0;
        for (const auto& id : p.ingredients) worth += id == data.saffron_id && players >= data.saffron_more_players_from ? 2 : 1;
        if (worth >= data.ingredients_to_win)
            return Violation{"five ingredients win at once", p.name + " has " + std::to_string(worth) + " and play goes on"};
    }
    return std::nullopt;
}

}  // namespace zref::paella::sim
