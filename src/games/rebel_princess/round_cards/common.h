// What several Round cards share: finding a suit by its id in the data, and
// wording a verdict under the card's own name.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "games/rebel_princess/round_rule.h"

namespace zref::rp {

// The suit whose id in the data is `id` ("queens", "fairies", "pets").
std::uint8_t suit_by_id(const GameData& data, std::string_view id);

// The Round card's name: the section its reasons name.
const std::string& card_section(const TrickView& v);
// "Ana's Queen 7".
std::string played(const TrickView& v, const tt::Play& p);
// "Ana's Queen 7 cannot win: WHY", under the card's section.
Reason cannot_win(const TrickView& v, const tt::Play& p, std::string_view why);

// The highest (or, under `ranking`, lowest) card of the led suit takes the
// trick, reasoned as the basic rule does but under the card's section, with
// `why` added to the first reason: for a card that falls back on that rule.
tt::TrickVerdict led_suit_verdict(const TrickView& v, tt::Ranking ranking, std::string_view why, bool explain);

}  // namespace zref::rp
