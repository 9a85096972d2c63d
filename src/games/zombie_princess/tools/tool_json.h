// The one-shot tools' answers as JSON (`zref trick --format json`, `zref
// score --format json`), with the field names the replayed sheet uses
// (name, bid, tricks, points, skulls, paid), for a program that settles
// disputes or keeps its own records.
#pragma once
#include <string>

#include "core/result.h"
#include "games/zombie_princess/one_trick.h"
#include "games/zombie_princess/tools/score_one_side.h"

namespace zref::zp {

// --format: "text" (the default) or "json"; refused otherwise, naming both.
Result<bool> wants_json(const std::string& format);

// The trick: the table, the cards in play order, the winner, what it counts
// for, the reasons with their rulebook sections, warnings, what follows and
// what was assumed.
std::string one_trick_json(const OneTrickResult& r, const GameData& data, char letter, const std::string& counts);

// The receipt: the side's numbers, each scoring step and the notes.
std::string one_receipt_json(const ScoreOutput& out);

}  // namespace zref::zp
