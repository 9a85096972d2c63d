// The game's data as loaded from games/zombie-princess.toml: suits, deck
// sizes, scoring constants, Round cards, Princesses, rules topics and our
// interpretations. Pure data; the store layer fills it.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules_text.h"
#include "games/trick_taking/passes.h"
#include "games/zombie_princess/trick_taking.h"

namespace zref::zp {

using tt::PassDirection;

struct RoundCardInfo {
    char letter = 'a';
    std::string name;
    bool hourglass = false;
    int pass_count = -1;  // cards to pass; -1 unknown ("as printed on your card"), -2 half the hand
    PassDirection pass_direction = PassDirection::Unknown;
    std::string effect;
    std::vector<std::string> interpretations;
};

struct PrincessInfo {
    std::string id;
    std::string name;
    std::string power;
    bool always_active = false;
    bool teams_only = false;
    bool skull_icon = true;
    std::vector<std::string> aliases;
    std::string effect;
    std::vector<std::string> interpretations;
};

// A rule reading a table may switch (readings.h): what it is about (a
// topic id, a Round card letter or a Princess id), the question, each value
// with its text, and the value a fair referee would pick.
struct ReadingInfo {
    struct Value {
        std::string id, text;
    };
    std::string id;
    std::string about;
    std::string question;
    std::vector<Value> values;  // in readings.h's order
    std::string default_value;
    std::uint8_t default_index = 0;  // default_value's place in values
};

using zref::Interpretation;
using zref::Topic;

struct GameData {
    std::string id = "zombie-princess";
    std::string name = "Zombie Princess";
    int rounds = 4;
    int starting_skulls = 2;
    int min_players = 3;
    int max_players = 6;
    std::vector<SuitInfo> suits;
    std::map<int, int> max_value;  // player count -> highest card value
    Card frog{1, 8};
    std::string frog_note;
    std::map<int, int> zero_bid_skulls_individuals;  // player count -> skulls
    int zero_bid_skulls_teams = 5;
    int missed_trick_cost_individuals = 3;
    int missed_trick_cost_teams = 4;
    int over_trick_cost_individuals = 1;
    int over_trick_cost_teams = 2;
    std::vector<Topic> topics;
    std::vector<Interpretation> interpretations;
    std::vector<RoundCardInfo> round_cards;
    std::vector<PrincessInfo> princesses;
    std::vector<ReadingInfo> readings;  // in readings.h's order, one per ReadingId

    const RoundCardInfo* round_card(char letter) const;
    // A Princess by id, name or alias (case-insensitive).
    const PrincessInfo* princess(std::string_view word) const;
    const Interpretation* interpretation(std::string_view id) const;
    const Topic* topic(std::string_view id) const;
    const ReadingInfo* reading(std::string_view id) const;
    std::vector<std::string> princess_words() const;
};

}  // namespace zref::zp
