// A reading the table may switch, in words: for `zref rules` (its question,
// each value with its text, the default) and for a game's `status` (the
// value the table chose).
#pragma once
#include <string>
#include <vector>

#include "games/zombie_princess/data.h"

namespace zref::zp {

// "  Table reading ID: QUESTION\n    VALUE (default): TEXT\n ... how to choose".
std::string reading_text(const ReadingInfo& info);
// The readings filed under `about` (a topic id, Round card letter or Princess id).
std::vector<const ReadingInfo*> readings_about(const GameData& data, std::string_view about);

}  // namespace zref::zp
