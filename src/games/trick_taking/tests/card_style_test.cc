// Cards and suits coloured for the terminal by suit, and plain without colour.
#include <catch2/catch.hpp>

#include <string>

#include "games/trick_taking/card_style.h"
#include "games/trick_taking/tests/tables.h"

namespace zref::tt::test {

TEST_CASE("Cards are coloured by suit, trumps in bold, and left plain without colour", "[trick_taking][card_style]") {
    const CardCodec codec = zombie_princess_deck();
    const Style plain(false), colour(true);
    CHECK(styled_card(plain, codec, Card{kKnights, 7}) == "k7");
    CHECK(styled_card(colour, codec, Card{kKnights, 7}) == "\x1b[34mk7\x1b[0m");
    CHECK(styled_card(colour, codec, Card{kPrinces, 3}) == "\x1b[1;35mpr3\x1b[0m");
    CHECK(styled_suit(colour, "Villagers led", codec, kVillagers) == "\x1b[32mVillagers led\x1b[0m");
    const std::string ruling = "Ben's Prince 2 wins; Ana's Knights";
    CHECK(highlight_cards(plain, ruling, codec) == ruling);
    CHECK(highlight_cards(colour, ruling, codec) == "Ben's \x1b[1;35mPrince 2\x1b[0m wins; Ana's \x1b[34mKnights\x1b[0m");
}

}  // namespace zref::tt::test
