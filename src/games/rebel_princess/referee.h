// A Rebel Princess game as its list of accepted commands: the shared
// Referee of core/referee.h over this module's rules engine (undo, edit with
// ripple, replaying journal lines).
#pragma once
#include "core/referee.h"
#include "games/rebel_princess/game.h"

namespace zref::rp {

using Referee = zref::Referee<Game>;

}  // namespace zref::rp
