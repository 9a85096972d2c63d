// One end-of-round receipt ("zref score") from the facts a table would
// dispute: bid, counted tricks, skulls held, zero bids, the payment for missed
// tricks, Princess skulls and what the Round card needs. The six scoring
// steps are the engine's own score_side; the Round card's step 4 and the
// Princesses' step 1 come from their units (RoundRule::round_card_skulls,
// PrincessPower::skulls) asked about a round scored by trick counts. The
// scoring readings (dorothy-zero-bid, goldilocks-zero-bid,
// team-zero-bid-tricks) are the table's, as a game set up with them rules.
// Pure: no I/O. Errors name the `zref score` option they concern.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/scoring.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

struct ScoreInput {
    int players = 4;  // sets the deck and the zero-bid skulls
    bool teams = false;
    char round_card = 'a';
    std::optional<int> bid;       // Teams: the partners' non-zero bids added up
    bool zero = false;            // Individuals: a zero bid; Teams: one partner bid zero and took no trick
    std::vector<int> zero_tricks;  // Teams: per partner who bid zero, the tricks that partner took
    std::optional<int> tricks;    // counted, after the Frog decision
    std::optional<int> skulls;    // held before scoring
    std::optional<bool> pay;      // pay skulls for missed tricks (step 3)
    std::optional<int> princess_skulls;   // step 1 as the table counts it
    std::vector<std::string> princesses;  // or the side's Princesses...
    std::vector<std::string> used;        // ...and whose power was used this round
    std::optional<int> villagers;         // Rapunzel used: the Villagers in her trick
    std::optional<int> own_tricks, own_bid;  // Teams: Goldilocks's or Swan Maiden's own
    std::optional<int> card_skulls;       // Round cards whose skulls depend on captured cards
    bool hourglass_leader = false;        // the side leads the Hourglass Leader line
    bool hourglass_last = false;          // t: the side has the lowest Hourglass line
    std::optional<int> last_shared;       // t: sides sharing the lowest line
    std::optional<int> pile;              // t: skulls the other sides put on the card
    bool stake = false;                   // h: the side staked its skulls while bidding
    std::vector<std::string> readings;    // the table's 'reading ID VALUE' setup lines (reading_lines)
};

struct ScoreOutput {
    zp::Receipt receipt;
    zp::ScoringParams params;
    std::string side;                // "Player" or "Team"
    std::string table;               // "4 players, Individuals; Round card q (Skull Smashers)"
    std::vector<std::string> notes;  // what the table might still do (pay to make the bid)
    std::vector<std::string> readings;  // "Table reading ID: VALUE" for each scoring reading off its default
};

Result<ScoreOutput> score_one_side(const zp::GameData& data, const ScoreInput& in);
// The receipt in the layout of a game's receipts (render_receipts), then the notes.
std::string render_one_receipt(const ScoreOutput& out);

}  // namespace zref::zp
