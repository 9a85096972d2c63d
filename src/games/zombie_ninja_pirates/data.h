// Zombie Ninja Pirates' data (games/zombie-ninja-pirates.toml) as plain
// values: the Types and their opposite pairs, the turn's numbers for the
// plain and the combined game, every card the rulebook names with what it
// states, our interpretations and the rules topics. Points the rulebook does
// not print are absent (std::nullopt): the table describes them. Each card
// says which fields the rulebook states (`known`) and which follow (`derived`).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules_text.h"

namespace zref::znp {

enum class CardKind { type, action, object, end_game };
// What using a card does, from the fixed list zref referees.
enum class Effect { none, remove_type, discard_object, steal_object, give_object, draw, reset, moves };

std::string_view kind_name(CardKind kind);
std::optional<CardKind> parse_kind(std::string_view word);
std::string_view effect_name(Effect effect);
std::optional<Effect> parse_effect(std::string_view word);

// The word in a `removes` list for "either Type of a pair the target is both of".
inline constexpr std::string_view kOppositePair = "opposite-pair";

struct TypeInfo {
    std::string id;
    std::string name;
    bool combined_only = false;
};

// What an Object counts for one Type: points, or unknown until the table says.
struct TypeScore {
    std::string type;
    std::optional<int> points;
};

struct CardInfo {
    std::string id;
    std::string name;
    CardKind kind = CardKind::action;
    std::vector<TypeScore> scores;                 // objects
    std::vector<std::string> combined_scores_for;  // more Types it counts for when combined, same points
    std::vector<std::string> becomes;
    std::optional<std::vector<std::string>> combined_becomes;
    Effect effect = Effect::none;
    int draws = 0;  // Effect::draw
    std::vector<std::string> removes;
    std::optional<std::vector<std::string>> combined_removes;
    std::vector<std::string> steal_needs;
    std::optional<std::vector<std::string>> combined_steal_needs;
    bool combined_only = false;
    std::string text;
    std::vector<std::string> known;    // fields the rulebook states
    std::vector<std::string> derived;  // fields that follow from it
    std::vector<std::string> notes;

    bool states(std::string_view field) const;
    bool derives(std::string_view field) const;
    bool from_rulebook(std::string_view field) const { return states(field) || derives(field); }

    // The lists in force at a table, plain or combined.
    std::vector<std::string> becomes_in(bool combined) const;
    std::vector<std::string> removes_in(bool combined) const;
    std::vector<std::string> steal_needs_in(bool combined) const;
    std::vector<TypeScore> scores_in(bool combined) const;
    bool usable() const { return effect != Effect::none || !becomes.empty() || combined_becomes.has_value(); }
};

// Topics and readings in our words, as every game's data holds them.
using zref::Interpretation;
using zref::ReadingChoice;
using zref::Topic;

struct GameData {
    std::string id;
    std::string name;
    int min_players = 3;
    int max_players = 6;
    int hand_size = 5;
    int points_per_type = 5;
    int end_game_cards = 1;
    int most_discards = 2;
    int plays_from_hand = 1;
    int uses_from_chest = 1;

    std::string combined_name;
    int combined_min_players = 2;
    int combined_max_players = 10;
    int combined_hand_size = 7;
    int combined_end_game_cards = 2;
    int combined_plays_after_first = 2;

    std::vector<TypeInfo> types;
    std::vector<std::pair<std::string, std::string>> opposites;
    std::vector<CardInfo> cards;
    std::vector<Interpretation> interpretations;
    std::vector<ReadingChoice> choices;  // the readings a table may switch
    std::vector<Topic> topics;

    const CardInfo* card(std::string_view id_or_name) const;
    // The value of reading `id` in force: the table's, else our default; "" when it has no values.
    std::string reading(std::string_view id) const {
        const ReadingChoice* c = find_choice(choices, id);
        return c ? c->value : std::string();
    }
    const TypeInfo* type(std::string_view id_or_name) const;
    // The Type opposite `type`, or "" when it has none.
    std::string opposite(std::string_view type) const;
    std::string type_name(std::string_view id) const;
};

}  // namespace zref::znp
