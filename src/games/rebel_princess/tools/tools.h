// Rebel Princess's one-shot tools: `zref rebel-princess-trick` rules on one
// trick typed on the command line, `zref rebel-princess-score` scores a round
// from the cards each player took, to settle a dispute without a whole game.
#pragma once
#include "core/game_module.h"

namespace zref::rp {

Tool trick_tool();
Tool score_tool();

}  // namespace zref::rp
