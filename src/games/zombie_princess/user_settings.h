// The user's settings as they bear on Zombie Princess: the names must fit
// the table, the Frog must be a card of the deck, [pass] letters must be
// Round cards, whose pass counts the settings then print on, and [readings]
// must name readings and their values.
#pragma once
#include "core/result.h"
#include "core/user_settings.h"
#include "games/zombie_princess/data.h"

namespace zref::zp {

// Checks the settings against `data` and writes the [pass] settings onto its
// Round cards, so pass reminders and `zref rules LETTER` show them. Errors
// name FILE:LINE and the key.
Status apply_user_settings(const UserSettings& config, GameData& data);

}  // namespace zref::zp
