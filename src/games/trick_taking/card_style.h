// Cards and suits coloured for the terminal through a Style: each suit has
// its colour by its place in the game's suit table (Villagers green, Pets
// yellow, Knights blue, Princes magenta in Zombie Princess), trumps bold.
#pragma once
#include <cstdint>
#include <string>

#include "core/style.h"
#include "games/trick_taking/card.h"

namespace zref::tt {

std::string styled_suit(const Style& style, const std::string& text, const CardCodec& codec, std::uint8_t suit);
std::string styled_card(const Style& style, const CardCodec& codec, Card c);  // "k7" coloured by suit
// Colours every card and suit name ("Knight 7", "Princes") in a ruling.
std::string highlight_cards(const Style& style, const std::string& text, const CardCodec& codec);

}  // namespace zref::tt
