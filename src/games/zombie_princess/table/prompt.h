// The prompt: where the table stands (round, Round card, trick, whose turn,
// the led suit and the cards already on the table), in colour when wanted.
#pragma once
#include <string>

#include "core/style.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

std::string render_prompt(const zp::Game& g, const Style& style);

}  // namespace zref::zp
