// t. The High Cost of Living: the Princes' payment, shared by the rule and
// the one-shot score tool (tools/score_one_side.cc).
#pragma once
#include "games/zombie_princess/state.h"

namespace zref::zp {

// `n` skulls onto the card for a side in the lead: its own while it has any,
// the supply's after that. Returns how many were its own.
int put_prince_skulls_on_card(GameState& s, int side, int n);

}  // namespace zref::zp
