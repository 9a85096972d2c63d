// Rebel Princess: the game's data as loaded from games/rebel-princess.toml
// (built in, or a table's copy given with --data): the deck per player count,
// what the Princes and the Frog cost, the boxes (sets) a table may own, every
// Round card and Princess with the box it comes in, our readings where the
// sources leave room, and the rules topics. Pure data, in our own words.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rules_text.h"
#include "games/trick_taking/card.h"
#include "games/trick_taking/passes.h"

namespace zref::rp {

// A box a table may own: the first edition, the Deluxe edition, Rebel Princess 2.
struct SetInfo {
    std::string id;  // "original", "deluxe", "rp2"
    std::string name;
    std::string text;
};

// A pass as one box prints it on a Round card; unknown when no source gives it.
struct PrintedPass {
    int count = -1;  // -1: unknown
    tt::PassDirection direction = tt::PassDirection::Unknown;
    bool known() const { return count >= 0 && direction != tt::PassDirection::Unknown; }
};

struct RoundCardInfo {
    std::string id;    // "royal-decree": what the journal keeps
    std::string name;  // "Royal Decree"
    std::vector<std::string> sets;
    std::map<std::string, std::string> letters;  // box -> the letter printed in it
    std::map<std::string, PrintedPass> passes;   // box -> the pass printed in it
    bool hourglass = false;   // recommended for the last round (Rebel Princess 2)
    bool teams_only = false;  // a Team Mode card
    std::string effect;
    std::vector<std::string> notes;
};

struct PrincessInfo {
    std::string id;     // "snow-white"
    std::string name;   // "Snow White"
    std::string power;  // "Seven Dwarfs"
    std::vector<std::string> sets;
    bool teams_only = false;
    std::string pair;  // Team Mode villains dealt together: the other one's id
    std::string effect;
    std::vector<std::string> notes;
};

// A question the sources leave open, with the answers a table may choose;
// the first value is our default.
struct ReadingValue {
    std::string id, text;
};
struct ReadingInfo {
    std::string id;     // "poisoned-apple-tie"
    std::string about;  // the card, Princess or topic it concerns
    std::string question;
    std::vector<ReadingValue> values;
    const ReadingValue* value(std::string_view id) const;
};

struct GameData {
    std::string id = "rebel-princess";
    std::string name = "Rebel Princess";
    int rounds = 5;
    int min_players = 3;
    int max_players = 6;
    std::vector<tt::SuitInfo> suits;
    std::map<int, int> min_value;  // players -> lowest value in the deck
    std::map<int, int> max_value;  // players -> highest value
    std::uint8_t princes = 3;      // the suit whose cards are requests
    tt::Card frog{2, 8};
    std::string frog_note;
    int prince_requests = 1;
    int frog_requests = 5;
    int rebel_of_the_ball = -10;
    std::vector<SetInfo> sets;
    std::vector<RoundCardInfo> round_cards;
    std::vector<PrincessInfo> princesses;
    std::vector<ReadingInfo> readings;
    std::vector<Topic> topics;

    const SetInfo* set(std::string_view id) const;
    const RoundCardInfo* round_card(std::string_view id) const;  // by id, any case
    const PrincessInfo* princess(std::string_view word) const;   // by id or name, any case
    const ReadingInfo* reading(std::string_view id) const;
    std::vector<std::string> set_ids() const;
    // The deck for `players`: its codec (shared; see tt::cached_codec).
    const tt::CardCodec& codec(int players) const;
};

// The wording of a printed pass: "3 to the right", "1 to the left and 1 to the right".
std::string pass_text(const PrintedPass& p);
// "3 right", "1 left", "1 left 1 right", "unknown": as the data and `passes` write it.
std::optional<PrintedPass> parse_pass(std::string_view text);
std::string pass_words(const PrintedPass& p);

}  // namespace zref::rp
