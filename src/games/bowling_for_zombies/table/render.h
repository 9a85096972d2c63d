// What zref prints about a Bowling for Zombies!!! game: a round's receipt,
// the score sheet (text and JSON), the status and the prompt. Pure
// formatting into strings; the caller writes them.
#pragma once
#include <string>

#include "core/sheet_model.h"
#include "core/style.h"
#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/sheet.h"

namespace zref::bfz {

// Round N: the Lane cards, then per necromancer what it played, what became
// of it, the cards that joined its pile, its Body Parts, score and total.
std::string render_bfz_receipt(const bfz::GameState& s, const bfz::RoundResult& round);
// One row per round (score and running total per necromancer), then the
// ranking with what each shows and how ties were broken.
std::string render_bfz_sheet_text(const bfz::GameState& s, const bfz::GameData& data);
// Keys game, variant, rounds, necromancers, rounds_played, shown, points,
// ranking, tie_breaks, winners, over, end_reason.
std::string render_bfz_sheet_json(const bfz::GameState& s, const bfz::GameData& data);
// The sheet in the game-neutral model that `sheet --format csv|markdown|html`
// prints: per round and necromancer what was played, its fate, the cards
// gained, Body Parts used, score and total; the ranking with tie-breaks.
SheetModel bfz_sheet_model(const bfz::GameState& s, const bfz::GameData& data);
// The same sheet as the HTML page shows it, like the paper pad: per round
// and necromancer a column of words (what was played and became of it, the
// cards, Body Parts and note), then the round's score (signed where it is
// points) and the running total, each in a column of its own.
SheetModel bfz_sheet_page_model(const bfz::GameState& s, const bfz::GameData& data);
// Round, Lane cards on the table, what is revealed, and per necromancer the
// Zombies and Body Parts left and its score so far.
std::string render_bfz_status(const bfz::Game& g);
// What a necromancer still holds, as `status` and the board show it:
// "0 2 5 9" (or "none") and "Head, Hand" (or "none").
std::string zombies_left(const bfz::Necromancer& n);
std::string parts_left(const bfz::Necromancer& n);
// "R3 lanes> ", "R3 Skuld takes> ".
std::string render_bfz_prompt(const bfz::Game& g, const Style& style);
// The reasons a ruling rests on, with the text of every reading it cites.
std::string render_bfz_why(const Ruling& r, const bfz::GameData& data);
// `why N`: round N's receipt, or what rounds there are.
std::string render_bfz_round_why(const bfz::GameState& s, int n);

}  // namespace zref::bfz
