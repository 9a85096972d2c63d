// Rebel Princess's words at the table: the prompt, a scored round's
// receipts, a trick's `why`, the status and the text score sheet.
#pragma once
#include <string>

#include "core/style.h"
#include "games/rebel_princess/game.h"

namespace zref::rp {

std::string render_prompt(const Game& g, const Style& style);
// One line per player: "Ana 3 (2 Princes x 1, ...)" for a scored round.
std::string render_short_receipts(const Game& g, const RoundResult& result);
// Every line of every player's receipt for round `number` (1-based).
std::string render_receipt(const Game& g, int number);
// Trick `n` of the round in play (or of the last round, once it is scored).
std::string render_trick_why(const Game& g, int n);
std::string render_status(const Game& g);
std::string render_sheet_text(const Game& g);
std::string render_sheet_json(const Game& g);
// "Ana (12)", or "Ana (12), Ben (12)" for a shared win.
std::string winners_text(const Game& g);

}  // namespace zref::rp
