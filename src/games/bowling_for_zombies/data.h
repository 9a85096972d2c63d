// Bowling for Zombies!!!: the game's data as loaded from
// games/bowling-for-zombies.toml (the store layer fills it): player counts,
// the Lane deck, the Body Parts' numbers, the variants with their round
// counts, the rules topics and our readings where the rulebook leaves room.
// Pure data; every text in it is in our own words.
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules_text.h"

namespace zref::bfz {

enum class Variant { Standard, HighLow, Poker, Blackjack };

struct VariantInfo {
    Variant variant = Variant::Standard;
    std::string id;    // "standard", "high-low", "poker", "blackjack"
    std::string name;  // "High and Low"
    int rounds = 10;
    std::vector<std::string> aliases;  // other words accepted by `variant`
    std::string text;                  // a summary in our words
};

using zref::Interpretation;
using zref::Topic;

struct GameData {
    std::string id = "bowling-for-zombies";
    std::string name = "Bowling for Zombies!!!";
    int min_players = 2;
    // One necromancer per set of Zombie cards; the rulebook does not say how
    // many sets the box holds, so the toml states it (zombie_sets).
    int max_players = 5;
    int highest_zombie = 9;                // Zombies run 0..highest_zombie
    std::map<int, int> lane_counts;        // pins -> copies in the Lane deck
    int head_max_sum = 9;                  // two Lanes taken with a Head add up to at most this
    int leg_value = -1;                    // a Leg in a score pile
    int phantom_players = 2;               // the phantom hand joins a table of this many
    std::vector<VariantInfo> variants;
    std::vector<Topic> topics;
    std::vector<Interpretation> interpretations;

    int lane_deck_size() const;
    const VariantInfo* variant(Variant v) const;
    // By id, name or alias, case-insensitive.
    const VariantInfo* variant(std::string_view word) const;
    std::vector<std::string> variant_ids() const;
    const Interpretation* interpretation(std::string_view id) const;
    const Topic* topic(std::string_view id) const;
};

}  // namespace zref::bfz
