// The score sheet in every form people want to look at: the terminal table
// and JSON for programs are Zombie Princess's own; CSV, Markdown and HTML
// come from the game-neutral sheet model (zp_sheet_model.h). Pure functions
// from the game state to a string; the caller decides where it goes (`zref
// sheet`, `zref replay`, the session's `sheet` and the end of every round).
#pragma once
#include <string>
#include <string_view>

#include "core/sheet_format.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/sheet.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

// The sheet in `format` (Text is the table and the standings chart).
// `data` names the Round cards and Princesses; `source` (a journal's file
// name, may be empty) is named at the foot of the HTML page.
std::string render_sheet(SheetFormat format, const zp::GameState& s, const zp::GameData& data,
                         std::string_view source = {});

// The terminal table: per round and side bid, tricks, points, skulls and the
// running total; the Hourglass line, skulls, and at the end the final scores.
std::string render_sheet_text(const zp::GameState& s);
// Keys game, mode, sides, rounds, hourglass, totals, winners, over (the
// transcript tests and `zref replay --format json` read them).
std::string render_sheet_json(const zp::GameState& s);
// The standings as one bar of █ per side, scaled to the leader: points plus
// one per two skulls (the Hourglass and final reckoning), with points and
// skulls. Empty before a round is scored.
std::string render_standings_chart(const zp::GameState& s);

}  // namespace zref::zp
