// The rule readings a table may switch: where the rulebook can fairly be
// read two ways, each way is a value of a reading ([[readings]] in the game
// data), the table picks one at setup ('reading ID VALUE', journaled like
// every setup line), and the rules ask the state which one it picked.
//
// The code knows each reading's id and values (it must rule by them); the
// game data gives their texts and the default, and the loader checks the two
// agree. Value 0 is always the shipped default, so a state never set up
// (zero-filled) rules as the shipped game does.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace zref::zp {

enum class ReadingId : std::uint8_t {
    DorothyZeroBid,     // a trick under Dorothy and a zero bid
    GoldilocksZeroBid,  // 0 tricks on a bid of 0 and Goldilocks
    TeamZeroBidTricks,  // a failed zero bidder's tricks and her team's bid
    NextStartTie,       // who decides the next start when the lowest scores tie
    ViewToAKillTeams,   // A View to a Kill (p) in Teams: a view per member or per team
    LowestScore,        // what 'lowest score' counts when the next start is chosen
    ViewToAKillTiming,  // A View to a Kill (p): the view before trick 1 or before bidding
    GhoulfriendsOrder,  // Ghoulfriends (z): two laps, or both cards on each turn
    FesterFeastDiscards,  // Fester Feast (w): discards typed by name or without
    SecretSuitRecord,     // Conspiratorial Corpse Crusade (k): the secretly shown suit typed or kept out
    Count,
};
inline constexpr std::size_t kReadingCount = static_cast<std::size_t>(ReadingId::Count);

struct ReadingSpec {
    std::string_view id;
    std::array<std::string_view, 2> values;  // values[0]: the shipped default
};

// In ReadingId's order.
inline constexpr std::array<ReadingSpec, kReadingCount> kReadingSpecs{{
    {"dorothy-zero-bid", {"keeps", "breaks"}},
    {"goldilocks-zero-bid", {"matches", "no-match"}},
    {"team-zero-bid-tricks", {"count", "apart"}},
    {"next-start-tie", {"first-tied", "left-of-previous"}},
    {"view-to-a-kill-teams", {"each-member", "one-per-team"}},
    {"lowest-score", {"points-only", "with-skulls"}},
    {"view-to-a-kill-timing", {"before-trick-1", "before-bidding"}},
    {"ghoulfriends-order", {"two-laps", "two-per-turn"}},
    {"fester-feast-discards", {"named", "anonymous"}},
    {"secret-suit-record", {"journaled", "until-revealed"}},
}};

// The value chosen for each reading, as an index into its spec's values.
using ReadingValues = std::array<std::uint8_t, kReadingCount>;

inline const ReadingSpec& spec_of(ReadingId id) { return kReadingSpecs[static_cast<std::size_t>(id)]; }
std::optional<ReadingId> find_reading_id(std::string_view id);
// The index of `value` among the reading's values, or nullopt.
std::optional<std::uint8_t> find_reading_value(ReadingId id, std::string_view value);

}  // namespace zref::zp
