// The Zombie Paella's board for the room (`--board FILE`): whose turn, each
// collection and hand size, the pile and the cemetery, in the shared board
// model (core/board_page.h).
#pragma once
#include "core/board_page.h"
#include "games/zombie_paella/referee.h"

namespace zref::paella {

// Read from the status and the sheet; nothing is ruled here. Rows in seat
// order while the game runs; the winner first once it is over.
BoardModel paella_board(const Referee& ref);

}  // namespace zref::paella
