// The battle's outcome as the simulator works it out from the real cards
// laid, before the line that settles it is typed: the attack's points
// against the defence's, the Protective Potion's point for a holder who
// defends, Plump Mr. Piggy its player's ingredients by worth (Saffron two
// with four or more players), Blurtinis a point off the opponent each (never
// below zero), a tie to the defender; then what moves: the treasure, a Stronghold or Effigy
// instead, or every treasure of the Bloody Battle's loser.
#include <algorithm>

#include "games/zombie_paella/protection_kind.h"
#include "games/zombie_paella/sim/random_game.h"

namespace zref::paella::sim {

namespace {

int ingredient_worth_of(const GameState& s, const GameData& data, int seat) {
    const int players = static_cast<int>(s.table.players.size());
    int worth = 0;
    for (const auto& id : s.table.players[static_cast<std::size_t>(seat)].ingredients)
        worth += id == data.saffron_id && players >= data.saffron_more_players_from ? 2 : 1;
    return worth;
}

}  // namespace

void RandomGame::expect_fight(const std::string& pick) {
    const GameState& s = ref_.game().state();
    const BattleState& b = *s.battle;
    const GameData& book = ref_.game().book();
    ExpectedFight e;
    e.attacker = b.attacker;
    e.defender = b.defender;
    e.bloody = b.stake == Stake::all_treasures;
    e.treasure = b.treasure;
    int attack = 0;
    for (const auto& id : attack_ids_)
        attack += book.card(id)->attack.value_or(0) + (id == "plump-mr-piggy" ? ingredient_worth_of(s, *data_, b.attacker) : 0);
    const auto& defender = s.table.players[static_cast<std::size_t>(b.defender)];
    if (defence_id_.empty()) {
        e.attacker_wins = true;
        e.score = std::to_string(attack) + " vs no defence";
    } else {
        int defence = book.card(defence_id_)->defence.value_or(0) +
                      (defence_id_ == "plump-mr-piggy" ? ingredient_worth_of(s, *data_, b.defender) : 0);
        if (defender.holds("protective-potion")) defence += book.card("protective-potion")->defence.value_or(0);
        attack = std::max(0, attack - blurtinis_defender_);
        defence = std::max(0, defence - blurtinis_attacker_);
        e.attacker_wins = attack > defence;
        e.score = std::to_string(attack) + " vs " + std::to_string(defence);
    }
    if (e.attacker_wins && !e.bloody && !defender.in_front.empty()) {
        if (!pick.empty()) e.removed = std::string(pick == "stronghold" ? kStrongholdId : kEffigyId);
        else if (defender.in_front.size() == 1) e.removed = defender.in_front.front();
        else e.pick_awaited = true;
    }
    fight_expected_ = e;
}

}  // namespace zref::paella::sim
