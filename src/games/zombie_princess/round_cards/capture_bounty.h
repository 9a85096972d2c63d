// Shared by the Round cards that pay skulls for captured cards (b Ah One and
// Ah Two, and later e Triple Tap, m Ultimate Won Knight): only tricks that
// count pay, so a Frog trick left uncounted (or one under Dorothy) pays nothing.
#pragma once
#include <functional>
#include <string>
#include <string_view>

#include "games/zombie_princess/round_rule.h"

namespace zref::zp {

// Skulls a captured card is worth under the card; 0 for cards it ignores.
using CardBounty = std::function<int(Card, const CardCodec&)>;

// `what` names the cards in the awards' wording ("captured 3s").
std::vector<SkullAward> capture_bounty(const ScoringContext& ctx, const CardBounty& bounty, std::string_view what);

}  // namespace zref::zp
