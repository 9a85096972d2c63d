// Zombie Ninja Pirates' board for the room (`--board FILE`): whose turn and
// step, each player's points, Types and Chest, hand sizes, the pile and the
// END GAME, in the shared board model (core/board_page.h).
#pragma once
#include "core/board_page.h"
#include "games/zombie_ninja_pirates/referee.h"

namespace zref::znp {

// Read from the status and the sheet; nothing is ruled here. Rows best
// first by points, Types, then Objects.
BoardModel znp_board(const Referee& ref);

}  // namespace zref::znp
