// Zombie Princess's score board for the room (`--board FILE`): the
// standings, this round's bids and tricks, the Round card and the Hourglass
// Leader, in the shared board model (core/board_page.h).
#pragma once
#include "core/board_page.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

// Read from the score sheet (sheet.h) and the round in play; nothing is
// ruled here. Rows are the sides, best first once a round is scored.
BoardModel zp_board(const zp::Game& g);

}  // namespace zref::zp
