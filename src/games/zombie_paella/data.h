// The Zombie Paella's data (games/zombie-paella.toml) as plain values: the
// deck's make-up, the Saffron and setup numbers, every card the rulebook
// names with the numbers it gives, our interpretations and the rules topics.
// A number the rulebook does not give is absent (std::nullopt): the table
// describes that card. Each card says which fields the rulebook states
// (`known`) and which follow from what it states (`derived`).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules_text.h"

namespace zref::paella {

enum class CardKind { ingredient, discardable, permanent, battle, special };

std::string_view kind_name(CardKind kind);
std::optional<CardKind> parse_kind(std::string_view word);

struct CardInfo {
    std::string id;
    std::string name;
    CardKind kind = CardKind::special;
    std::optional<int> attack;    // battle cards
    std::optional<int> defence;   // battle cards
    std::optional<int> strength;  // special cards, 1-9
    std::optional<int> draws;     // discardable treasures
    std::optional<int> worth;     // ingredients
    std::optional<bool> instant;
    std::optional<bool> not_in_two_player;
    bool teamwork = false;
    std::string effect;
    std::vector<std::string> known;    // fields the rulebook states
    std::vector<std::string> derived;  // fields that follow from it
    std::vector<std::string> notes;

    bool states(std::string_view field) const;   // listed in known
    bool derives(std::string_view field) const;  // listed in derived
    // Whether the rulebook gives this card's kind, or it is our reading.
    bool kind_from_rulebook() const { return states("kind") || derives("kind"); }
};

// Topics and readings in our words, as every game's data holds them.
using zref::Interpretation;
using zref::ReadingChoice;
using zref::Topic;

struct GameData {
    std::string id;
    std::string name;
    int min_players = 2;
    int max_players = 5;
    int deal = 7;
    int ingredients_to_win = 5;

    int deck_cards = 108;
    int treasure_cards = 31;
    int battle_cards = 37;
    int special_cards = 40;

    std::string saffron_id;
    int saffron_claim_hand_size = 10;
    int saffron_worth = 1;
    int saffron_worth_with_more_players = 2;
    int saffron_more_players_from = 4;

    int redeal_at_ingredients = 3;

    std::string swamp_rat_id;
    int swamp_rat_active_from = 8;

    std::vector<CardInfo> cards;
    std::vector<Interpretation> interpretations;
    std::vector<ReadingChoice> choices;  // the readings a table may switch
    std::vector<Topic> topics;

    const CardInfo* card(std::string_view id_or_name) const;
    const ReadingChoice* choice(std::string_view id) const;
    // The value of reading `id` in force: the table's, else our default; "" when it has no values.
    std::string reading(std::string_view id) const;
    // Saffron's worth in ingredients at a table of this many players.
    int saffron_worth_for(int players) const;
};

}  // namespace zref::paella
