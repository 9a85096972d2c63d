// End-of-round scoring ("Scoring", steps 1-6) as a pure function of one
// side's facts, so every step can be tested against the rulebook's arithmetic.
#pragma once
#include <optional>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

struct ScoringParams {
    bool teams = false;
    int zero_bid_skulls = 10;  // per successful zero bid
    int missed_trick_cost = 3;
    int over_trick_cost = 1;
};

struct SideFacts {
    int bid = 0;             // for Teams: sum of the members' non-zero bids
    int tricks = 0;          // counted tricks toward the bid
    int tricks_apart = 0;    // counted tricks kept off the bid (a failed zero bidder's, by reading): each an over-trick
    int zero_bids_made = 0;  // members who bid 0 and counted no trick
    int zero_bids_failed = 0;
    int skulls_before = 0;
    int princess_skulls = 0;  // step 1
    std::string princess_detail;  // empty while powers are off, and in a game not explaining
    bool pays_for_missed = false;
    std::vector<SkullAward> round_card;  // step 4
};

ScoringParams scoring_params(const GameData& data, int players, bool teams, int over_trick_multiplier = 1);

// Skulls the side would pay to reach its bid, when it is short and can afford
// it after steps 1-2; nullopt when there is nothing to offer.
std::optional<int> missed_trick_payment(const SideFacts& f, const ScoringParams& p);

// The side's receipt: every step's number, and with `worded` its detail
// ("bid 3 made with 3 tricks"). Without, the details are left empty: a game
// that is not explaining (FastEntries::set_explaining) scores the same numbers and
// leaves the wording to a replay, as it leaves its rulings' texts.
// Written into `r`, a receipt not yet written (score_round writes each
// side's straight into the round's list, with no receipt moved); or returned.
void write_receipt(Receipt& r, int side, const SideFacts& f, const ScoringParams& p, bool worded = true);
inline Receipt score_side(int side, const SideFacts& f, const ScoringParams& p, bool worded = true) {
    Receipt r;
    write_receipt(r, side, f, p, worded);
    return r;
}

}  // namespace zref::zp
