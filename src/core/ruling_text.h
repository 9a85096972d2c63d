// A ruling and its reasons as text, for every game: the game adds what only
// it knows (the receipts and sheet of a scored round, readings a reason
// rests on).
#pragma once
#include <string>

#include "core/ruling.h"

namespace zref {

// Headline, warnings and notices; `scored` (a round's receipts and the
// sheet) goes where the ruling says the round was scored.
std::string ruling_text(const Ruling& r, const std::string& scored);
// "Why (LINE):" and each reason with its rulebook section, then `readings`
// (lines the game adds), then the warnings.
std::string why_text(const Ruling& r, const std::string& readings);

}  // namespace zref
