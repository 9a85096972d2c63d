// Bowling for Zombies!!!'s score board for the room (`--board FILE`): the
// standings, the Lane cards on the table, what each necromancer played this
// round and still holds, in the shared board model (core/board_page.h).
#pragma once
#include "core/board_page.h"
#include "games/bowling_for_zombies/game.h"

namespace zref::bfz {

// Read from the score sheet's standing (sheet.h) and the round in play;
// nothing is ruled here. Rows are the necromancers, best first once a round
// is scored.
BoardModel bfz_board(const bfz::Game& g);

}  // namespace zref::bfz
