// Everything zref prints about a game: rulings, receipts and status. The
// score sheet in every format is in sheet_export.h. Pure formatting into
// strings; the caller writes them.
#pragma once
#include <string>
#include <vector>

#include "games/zombie_princess/table/sheet_export.h"  // render_sheet_text, render_sheet_json and the other sheet formats
#include "core/ruling.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/sheet.h"

namespace zref::zp {

// The ruling; when it scored a round, that round's receipts and the sheet
// are shown where they belong among its notices.
std::string render_ruling(const Ruling& r, const zp::GameState& s);
// The reasons of a ruling; where one rests on a Round card, our readings of
// that card follow.
std::string render_why(const Ruling& r, const zp::Game& g);
std::string render_trick_why(const zp::GameState& s, int trick_number);
std::string render_receipts(const zp::GameState& s, const zp::RoundResult& round);
// A line per side (bid, tricks, points, skulls), shown when a round is
// scored; the full receipts are one command away ('receipt').
std::string render_receipt_summary(const zp::GameState& s, const zp::RoundResult& round);
// One side's itemised receipt, steps 1-6 (shared by `zref score`).
std::string render_receipt(const std::string& side, const zp::Receipt& rc);
std::string render_status(const zp::Game& g);
// Per seat, the tricks counted so far in the round being played (a trick under
// Dorothy or voided by the Round card counts none); `status` and the board show them.
std::vector<int> tricks_so_far(const zp::GameState& s);

}  // namespace zref::zp
