// A battle: the attacker names a treasure and lays battle cards face down;
// the defender, not knowing them, defends with one battle card or not at all.
// No defence: the attacker takes the treasure, whatever its points (even 0).
// Otherwise the attacker takes it only with more attack than defence; a tie
// stays with the defender. A teamwork card (The Showgirls) adds its points to
// another battle card and cannot battle alone; otherwise one card is laid.
// Blurtini takes one point off the opponent's attack or defence, never below
// zero, and several may be played. The Protective Potion helps its holder
// only when they defend with a battle card. A Bloody Battle is fought for all
// the defender's treasures, and an attacker who loses it (ties included)
// gives all theirs to the defender. Against a Stronghold or Effigy a won
// battle discards that card instead of taking a treasure (the winner picks
// which when both stand). Numbers the rulebook does not give are inputs.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/ruling.h"
#include "games/zombie_paella/protection_kind.h"

namespace zref::paella {

struct BattleCard {
    std::string name;
    int attack = 0;
    int defence = 0;
    bool teamwork = false;  // adds to another card; never alone
};

enum class Side { attacker, defender };

// A card that changes the opponent's points when the cards are turned over.
struct Modifier {
    std::string name;
    Side played_by = Side::attacker;
    int delta = 0;  // added to the opponent's attack (or defence)
};

// Blurtini: one point off the opponent's total.
Modifier blurtini(Side played_by);

enum class Stake {
    one_treasure,  // an ordinary battle for a named treasure
    all_treasures  // a Bloody Battle
};

struct BattleInput {
    Stake stake = Stake::one_treasure;
    std::string treasure;                 // the treasure named (one_treasure)
    std::vector<BattleCard> attack;       // laid face down by the attacker
    std::optional<BattleCard> defence;    // none: the defender did not defend
    std::vector<Modifier> modifiers;      // Blurtini and the like, in the order played
    // The defender holds the Protective Potion: its bonus to their defence,
    // as the table reads the card (the rulebook does not print it).
    std::optional<int> potion_bonus;
    int attacker_treasures = 0;                    // how many the attacker has (a Bloody Battle needs one)
    std::vector<Protection> defender_protections;  // standing in front of the defender's collection
    std::optional<Protection> winner_removes;      // the winner's pick when both stand
};

enum class BattleEffect {
    attacker_takes_treasure,     // the named treasure changes collection
    protection_discarded,        // a Stronghold or Effigy goes instead
    attacker_takes_all,          // a won Bloody Battle
    defender_takes_all,          // a lost Bloody Battle
    defender_keeps               // an ordinary battle lost
};

struct BattleOutcome {
    bool attacker_wins = false;
    int attack = 0;                  // after every modifier
    std::optional<int> defence;      // after every modifier; none without a defence
    BattleEffect effect = BattleEffect::defender_keeps;
    std::optional<Protection> discarded;
    std::vector<Reason> reasons;
};

// The attacker's face-down cards as a legal attack: at least one card, one
// card that is not teamwork at most (any number of teamwork cards may join),
// and never a teamwork card alone. Refused with the rule in the message.
Status check_attack_cards(const std::vector<BattleCard>& cards);

// The battle's outcome, or a refusal (an illegal attack, a Bloody Battle
// without treasures or against a Stronghold or Effigy, a missing pick).
Result<BattleOutcome> resolve_battle(const BattleInput& in);

}  // namespace zref::paella
