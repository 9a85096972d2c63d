// Issue 31's property ("Scoring"): a round scored by counts gives the same
// receipts as the same round played card by card. For each round of a
// finished game the journal is replayed up to the moment play opens (bids and
// the Round card's entries before trick 1 kept), the counts entry a table
// would type for that round (counts_entry.h) is typed instead of the cards,
// then the card-by-card game's Frog and payment answers; every number of each
// side's receipt, and the skulls and points after the round, must agree.
// Wording is not compared: counts cannot know a trick's number.
#pragma once
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "games/zombie_princess/data.h"
#include "games/zombie_princess/sim/counts_entry.h"
#include "games/zombie_princess/sim/invariants.h"

namespace zref::sim {

// Categories (CountsEntry::categories) a check may leave out: a round leaning
// on one is skipped, not failed. A category matches an entry equal to it or
// to its part before ':' ("power-word" leaves out every "power-word:<id>").
// Self-play leaves out nothing: counts can express every round.
inline const std::vector<std::string> kCountsLeftOut = {};

struct CountsMismatch {
    int round = 0;
    char card = 'a';
    std::vector<std::string> categories;  // the entry's (CountsEntry::categories)
    std::string powers;                   // "Dorothy (Ben), Scheherazade (Ana)": every power used this round
    std::string detail;                   // what differs, the lines typed, both receipts
};

struct CountsTally {
    int rounds = 0;   // rounds the game finished
    int checked = 0;  // of them, compared
    std::map<std::string, int> skipped;  // left out, by the first skipped category of each
    std::vector<CountsMismatch> mismatches;
};

struct CountsOptions {
    std::vector<std::string> skip = kCountsLeftOut;
    bool stop_at_first = true;  // self-play reports one violation per game
    // Changes the derived entry before it is typed: a test spoils it to see
    // the check fail.
    std::function<void(CountsEntry&)> edit_entry;
};

// Every round of the game `journal` plays, compared (see above).
CountsTally compare_counts_with_cards(const zp::GameData& data, const std::vector<std::string>& journal,
                                      const CountsOptions& options = {});
// The first mismatch as a violation; `tally`, when given, receives the rounds' figures.
std::optional<Violation> check_counts_vs_cards(const zp::GameData& data, const std::vector<std::string>& journal,
                                               CountsTally* tally = nullptr, const CountsOptions& options = {});

}  // namespace zref::sim
