// What the table types between actions: the defender's blind choice, the
// attack turned over, Blurtinis, blocks and the end of a chain (an Ultra's
// cost paid from the real hand), the moves of a card zref has no rules for,
// and the winner when the rulebook leaves it to the table.
#include <algorithm>

#include "games/zombie_paella/sim/random_game.h"

namespace zref::paella::sim {

std::string RandomGame::defence_line() {
    const int defender = ref_.game().state().battle->defender;
    const auto options = defences(defender);
    blurtinis_attacker_ = blurtinis_defender_ = 0;
    defence_id_.clear();
    if (options.empty() || chance(25)) {
        ++cov_.undefended;
        return "defend none";
    }
    defence_id_ = options[static_cast<std::size_t>(pick(static_cast<int>(options.size())))];
    take_from_hand(defender, defence_id_);
    return "defend " + defence_id_;
}

std::string RandomGame::reveal_line() {
    const int attacker = ref_.game().state().battle->attacker;
    std::string line = "attack";
    attack_ids_ = attack_from_hand(attacker);
    for (const auto& id : attack_ids_) {
        take_from_hand(attacker, id);
        line += " " + id;
    }
    if (defence_id_.empty()) expect_fight("");  // undefended: settled as the attack turns
    return line;
}

std::string RandomGame::modifier_line() {
    const BattleState& b = *ref_.game().state().battle;
    std::vector<int> who;
    for (int seat : {b.attacker, b.defender})
        if (holds(seat, "blurtini")) who.push_back(seat);
    if (who.empty() || chance(60)) {
        expect_fight("");
        return "fight";
    }
    const int seat = who[static_cast<std::size_t>(pick(static_cast<int>(who.size())))];
    take_from_hand(seat, "blurtini");
    ++(seat == b.attacker ? blurtinis_attacker_ : blurtinis_defender_);
    ++cov_.blurtinis;
    return "blurtini " + name(seat);
}

// A block from someone other than the last card's player, when one holds a
// card allowed to block it; otherwise the chain ends.
std::string RandomGame::block_line() {
    const ChainState& c = *ref_.game().state().chain;
    const ChainCard& target = c.cards.back();
    const bool paella_can = target.id == "paella-protection" || (target.strength && *target.strength == 1);
    std::vector<std::pair<int, std::string>> options;
    for (int seat = 0; seat < config_.players; ++seat) {
        if (seat == c.players.back() || seat == bloody_attacker_) continue;
        if (holds(seat, "ultra-paella-protection")) options.emplace_back(seat, "ultra-paella-protection");
        if (paella_can && holds(seat, "paella-protection")) options.emplace_back(seat, "paella-protection");
    }
    if (options.empty() || chance(60)) return no_block_line();
    const auto choice = options[static_cast<std::size_t>(pick(static_cast<int>(options.size())))];
    take_from_hand(choice.first, choice.second);
    const bool ultra = choice.second == "ultra-paella-protection";
    ultra_hand_after_.push_back(ultra ? static_cast<int>(hands_[static_cast<std::size_t>(choice.first)].size()) : -1);
    ++(ultra ? cov_.blocks_ultra : cov_.blocks_paella);
    return "block " + name(choice.first) + " " + choice.second;
}

// The chain settled from its last card back: each card stands unless the
// one after it stands; an Ultra that stands costs half the hand it left.
std::string RandomGame::no_block_line() {
    const ChainState& c = *ref_.game().state().chain;
    const std::size_t n = c.cards.size();
    std::vector<bool> stands(n, true);
    for (std::size_t i = n - 1; i-- > 0;) stands[i] = !stands[i + 1];
    for (std::size_t k = 1; k < n; ++k) {
        const int after = ultra_hand_after_[k - 1];
        if (after < 0 || !stands[k]) continue;
        const int seat = c.players[k];
        lose_random(seat, std::min(after / 2, static_cast<int>(hands_[static_cast<std::size_t>(seat)].size())));
    }
    flood_expected_ = stands[0] && c.cards[0].id == "the-great-flood";
    if (!stands[0]) ++cov_.blocked;
    else if (c.cards[0].id == "bloody-battle") ++cov_.bloody_battles;
    bloody_attacker_ = -1;
    ultra_hand_after_.clear();
    return chance(10) ? "pass" : "no block";
}

std::string RandomGame::winner_line() {
    const GameState& s = ref_.game().state();
    if (chance(50)) return "winner shared";
    if (s.level.empty()) return "winner " + name(pick(config_.players));
    return "winner " + name(s.level[static_cast<std::size_t>(pick(static_cast<int>(s.level.size())))]);
}

}  // namespace zref::paella::sim
