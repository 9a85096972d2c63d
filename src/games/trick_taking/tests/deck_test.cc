// A game's deck at setup: codecs kept and shared, and player names that
// cannot be mistaken for a card or a command.
#include <catch2/catch.hpp>

#include <string_view>

#include "games/trick_taking/deck.h"
#include "games/trick_taking/tests/tables.h"

namespace zref::tt::test {

TEST_CASE("Setup: a deck's codec is built once per suits, values and Frog, and shared", "[trick_taking][deck]") {
    const auto suits = rebel_princess_deck().suits();
    const CardCodec& a = cached_codec(suits, 1, 10, Card{2, 8});
    const CardCodec* first = &a;
    CHECK(&cached_codec(suits, 1, 10, Card{2, 8}) == first);  // the same asked again: the kept one
    const CardCodec& three = cached_codec(suits, 2, 10, Card{2, 8});
    CHECK(three.min_value() == 2);
    CHECK(three.deck().size() == 36);
    CHECK(cached_codec(suits, 1, 10, std::nullopt).frog() == std::nullopt);
}

TEST_CASE("Setup: a player name is refused when empty, a game's word, a number or a card of the deck",
          "[trick_taking][deck]") {
    constexpr std::string_view reserved[] = {"undo", "frog"};
    const CardCodec codec = rebel_princess_deck();
    CHECK(check_player_name("Ana", codec, reserved).ok());
    CHECK(check_player_name("", codec, reserved).error() == "a player name cannot be empty");
    CHECK(check_player_name("UNDO", codec, reserved).error() == "'UNDO' is a word zref uses; choose another player name");
    CHECK(check_player_name("42", codec, reserved).error() == "'42' is a number; a player name must start with a letter");
    CHECK(check_player_name("q7", codec, reserved).error() == "'q7' reads as a card; choose another player name");
    CHECK(check_player_name("q11", codec, reserved).ok());  // no Queen 11 in a 1-10 deck
}

TEST_CASE("Setup: the whole deck is dealt out, so a hand is the deck's size over the players", "[trick_taking][deck]") {
    CHECK(hand_size(rebel_princess_deck(2), 3) == 12);  // 4 suits of 2-10
    CHECK(hand_size(rebel_princess_deck(), 4) == 10);   // 4 suits of 1-10
    CHECK(hand_size(rebel_princess_deck(), 5) == 8);
    CHECK(hand_size(zombie_princess_deck(), 4) == 10);
}

}  // namespace zref::tt::test
