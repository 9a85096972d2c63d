// A Zombie Princess game as its list of accepted commands: the shared
// Referee of core/referee.h over this module's rules engine.
#pragma once
#include "core/referee.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

using Referee = zref::Referee<Game>;
using zref::EditResult;
using zref::HistoryEntry;

}  // namespace zref::zp
