// The entry a table would type to score a round by counts ('tricks Ana 3
// frog card-skulls 2'), derived from the same round played card by card:
// what the counts-vs-cards check (counts_check.h) types instead of the cards.
#pragma once
#include <span>
#include <string>
#include <vector>

#include "core/result.h"
#include "games/zombie_princess/state.h"

namespace zref::sim {

struct CountsEntry {
    // Powers that changed a bid (Scheherazade, the Ice Princess), their
    // journal lines as typed card by card, in order: typed before 'tricks'.
    std::vector<std::string> power_lines;
    // One 'tricks' line per player, then under card t one 'prince-tricks' line per
    // side in the lead.
    std::vector<std::string> count_lines;
    // What the entry leans on, so a check can leave out what the engine does
    // not take yet: "card-t" (the 'prince-tricks' lines), "power-word:<id>" (a
    // Princess named on a 'tricks' line), "power-line:<id>" (a bid changer).
    std::vector<std::string> categories;
};

// `s` is the card-by-card state once the round's cards are done (scored or
// still asking the Frog and payment questions: the round is still in it);
// `round_lines` the journal lines from the one after play opened through the
// last of the round, from which the powers declared during play are read.
Result<CountsEntry> counts_entry(const zp::GameState& s, std::span<const std::string> round_lines);

}  // namespace zref::sim
