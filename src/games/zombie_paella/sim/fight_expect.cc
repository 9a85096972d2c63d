// The battle's outcome as the simulator works it out from the real cards
// laid, before the line that settles it is typed: the attack's points
// against the defence's, the Protective Potion's point for a holder who
// defends, Blurtinis a point off the opponent each (never below zero), a tie
// to the defender; then what moves: the treasure, a Stronghold or Effigy
// instead, or every treasure of the Bloody Battle's loser.
#include <algorithm>

#include "games/zombie_paella/protection_kind.h"
#include "games/zombie_paella/sim/random_game.h"

namespace zref::paella::sim {

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
    for (const auto& id : attack_ids_) attack += book.card(id)->attack.value_or(0);
    const auto& defender = s.table.players[static_cast<std::size_t>(b.defender)];
    if (defence_id_.empty()) {
        e.attacker_wins = true;
        e.score = std::to_string(attack) + " vs no defence";
    } else {
        int defence = book.card(defence_id_)->defence.value_or(0);
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
