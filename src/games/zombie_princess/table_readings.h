// The questions the rules ask of the table's readings (readings.h), one
// named predicate per reading, so a rule says what it asks and not an index.
#pragma once
#include "games/zombie_princess/readings.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

inline std::uint8_t reading_value(const GameState& s, ReadingId id) { return s.readings[static_cast<std::size_t>(id)]; }

// dorothy-zero-bid = breaks: a trick she put under Dorothy was still taken, so a zero bid fails.
inline bool dorothy_trick_breaks_zero_bid(const GameState& s) { return reading_value(s, ReadingId::DorothyZeroBid) == 1; }

// goldilocks-zero-bid = no-match: 0 tricks on a bid of 0 earns Goldilocks nothing.
inline bool goldilocks_zero_on_zero_matches(const GameState& s) {
    return reading_value(s, ReadingId::GoldilocksZeroBid) == 0;
}

// team-zero-bid-tricks = apart: a failed zero bidder's tricks do not help the team's bid; each is an over-trick.
inline bool failed_zero_bid_tricks_kept_apart(const GameState& s) {
    return reading_value(s, ReadingId::TeamZeroBidTricks) == 1;
}

// next-start-tie = left-of-previous: on a tie the seat left of the previous decider decides, tied or not.
inline bool next_start_tie_left_of_previous(const GameState& s) { return reading_value(s, ReadingId::NextStartTie) == 1; }

// view-to-a-kill-teams = one-per-team: a trailing team takes one view, by either partner.
inline bool one_view_per_team(const GameState& s) { return reading_value(s, ReadingId::ViewToAKillTeams) == 1; }

// lowest-score = with-skulls: the next start's lowest score adds 1 point per 2 skulls, as the final score does.
inline bool lowest_score_with_skulls(const GameState& s) { return reading_value(s, ReadingId::LowestScore) == 1; }

// view-to-a-kill-timing = before-bidding: card p's views are taken before the bids, not after them.
inline bool view_before_bidding(const GameState& s) { return reading_value(s, ReadingId::ViewToAKillTiming) == 1; }

// ghoulfriends-order = two-per-turn: under z each player plays both cards on their turn, before the next player.
inline bool ghoulfriends_two_per_turn(const GameState& s) {
    return reading_value(s, ReadingId::GhoulfriendsOrder) == 1;
}

// fester-feast-discards = anonymous: the discards are typed as cards, nobody named (they are shuffled).
inline bool fester_discards_anonymous(const GameState& s) {
    return reading_value(s, ReadingId::FesterFeastDiscards) == 1;
}

// secret-suit-record = until-revealed: a suit shown in secret is not typed (nor journaled) until revealed.
inline bool secret_suit_kept_out(const GameState& s) { return reading_value(s, ReadingId::SecretSuitRecord) == 1; }

}  // namespace zref::zp
