// Zombie Princess's score sheet in the game-neutral model, which prints it
// as CSV, Markdown and HTML (`zref sheet --format csv|markdown|html`).
#pragma once
#include "core/sheet_model.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

// Per round and side the bid, tricks, points, skulls and running total, with
// the Round card once revealed; the round in play; the Hourglass Leader line;
// what each side shows now (points and skulls, the final score at the end),
// the standings, the running totals and the skulls as charts.
SheetModel zp_sheet_model(const GameState& s, const GameData& data);

}  // namespace zref::zp
