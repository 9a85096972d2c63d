// The score sheet in every form people want to look at: the terminal table,
// CSV for a spreadsheet, a Markdown table to paste, JSON for programs and a
// printable HTML score pad with charts. Pure functions from the game state to
// a string; the caller decides where it goes (`zref sheet`, `zref replay`,
// the session's `sheet` and the end of every round).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
// RFC 4180: a header row, one row per round per side, then Hourglass rows
// (the Leader line, never added) and, when the game is over, final rows.
// Records end in CRLF; a field with a comma, quote, CR or LF is quoted.
std::string render_sheet_csv(const zp::GameState& s, const zp::GameData& data);
// A GitHub table, one row per round and one column per side, then the
// standings.
std::string render_sheet_markdown(const zp::GameState& s, const zp::GameData& data);
// One self-contained page (inline CSS and SVG, nothing fetched) that prints
// on one A4 sheet: the table, the running totals as lines, skulls as bars,
// the Hourglass line and the standings.
std::string render_sheet_html(const zp::GameState& s, const zp::GameData& data, std::string_view source = {});

// The standings as one bar of █ per side, scaled to the leader: points plus
// one per two skulls (the Hourglass and final reckoning), with points and
// skulls. Empty before a round is scored.
std::string render_standings_chart(const zp::GameState& s);

}  // namespace zref::zp
