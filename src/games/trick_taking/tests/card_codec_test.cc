// The card codec ("Components": four suits of numbered cards; "Setup": the
// deck for the player count; "The Frog Prince Returns": the Frog is Pet 8):
// how the table types a card and how zref names it.
#include <catch2/catch.hpp>

#include <string>

#include "games/trick_taking/card.h"
#include "games/trick_taking/tests/tables.h"

namespace zref::tt::test {

TEST_CASE("Components: a card is typed as its suit's code or word and its value, in either order", "[trick_taking][card]") {
    const CardCodec codec = zombie_princess_deck();
    auto [text, suit, value] = GENERATE(table<std::string, int, int>({
        {"k7", kKnights, 7},
        {"K7", kKnights, 7},
        {"knight 7", kKnights, 7},
        {"Knights 7", kKnights, 7},
        {"7 knights", kKnights, 7},
        {"pr3", kPrinces, 3},   // "p" is Pets; Princes are "pr"
        {"p3", kPets, 3},
        {"Prince-10", kPrinces, 10},
        {"v1", kVillagers, 1},
    }));
    CAPTURE(text);
    auto c = codec.parse(text);
    REQUIRE(c);
    CHECK(*c == Card{static_cast<std::uint8_t>(suit), static_cast<std::uint8_t>(value)});
    CHECK(codec.try_parse(text) == *c);
}

TEST_CASE("Setup: a value past the deck's, or a suit it does not have, is refused with what is accepted",
          "[trick_taking][card]") {
    const CardCodec codec = zombie_princess_deck();
    auto [text, message] = GENERATE(table<std::string, std::string>({
        {"knight 11", "no card 'Knight 11': knights run 1-10 in this deck"},
        {"k0", "no card 'Knight 0': knights run 1-10 in this deck"},
        {"z3", "no suit 'z'"},
        {"seven", "'seven' is not a card"},
    }));
    CAPTURE(text);
    auto c = codec.parse(text);
    REQUIRE_FALSE(c);
    CHECK_THAT(c.error(), Catch::StartsWith(message));
    CHECK_FALSE(codec.try_parse(text));
}

TEST_CASE("The Frog Prince Returns: the Frog is typed 'frog' and named as what it is", "[trick_taking][card]") {
    const CardCodec codec = zombie_princess_deck();
    CHECK(*codec.parse("frog") == Card{kPets, 8});
    CHECK(*codec.parse("FROG") == Card{kPets, 8});
    CHECK(codec.is_frog(Card{kPets, 8}));
    CHECK_FALSE(codec.is_frog(Card{kKnights, 8}));
    CHECK(codec.name(Card{kPets, 8}) == "Pet 8 (the Frog)");
    CHECK(codec.code(Card{kPets, 8}) == "p8");
    const CardCodec no_frog({{"villagers", "Villagers", "Villager", {"v"}, false}}, 10, std::nullopt);
    CHECK(no_frog.parse("frog").error() == "this table has no Frog");
}

TEST_CASE("Components: cards are named and coded by suit and value, and the deck runs suit by suit", "[trick_taking][card]") {
    const CardCodec codec = zombie_princess_deck();
    CHECK(codec.name(Card{kKnights, 7}) == "Knight 7");
    CHECK(codec.code(Card{kKnights, 7}) == "k7");
    CHECK(codec.code(Card{kPrinces, 10}) == "pr10");
    CHECK(codec.code_view(Card{kPrinces, 10}) == "pr10");
    CHECK(codec.trump_suit() == kPrinces);
    CHECK(rebel_princess_deck().trump_suit() == rebel_princess_deck().suit_count());  // none
    const std::vector<Card> deck = codec.deck();
    REQUIRE(deck.size() == 40);
    for (std::size_t i = 0; i < deck.size(); ++i) CHECK(card_index(codec, deck[i]) == static_cast<int>(i));
}

TEST_CASE("Components: a deck may start above 1, as Rebel Princess's 3-player deck runs 2-10", "[trick_taking][card]") {
    const CardCodec codec = rebel_princess_deck(2);
    CHECK(codec.min_value() == 2);
    CHECK(codec.parse("q2").value() == Card{0, 2});
    CHECK(codec.parse("q1").error() == "no card 'Queen 1': queens run 2-10 in this deck");
    CHECK(codec.parse("queen 11").error() == "no card 'Queen 11': queens run 2-10 in this deck");
    CHECK_FALSE(codec.try_parse("pr1"));
    CHECK_FALSE(in_deck(codec, Card{3, 1}));
    CHECK(in_deck(codec, Card{3, 2}));
    CHECK(codec.notation_hint().find("with N from 2 to 10") != std::string::npos);
    const std::vector<Card> deck = codec.deck();
    REQUIRE(deck.size() == 36);  // 4 suits of 9 cards: 12 each for 3 players
    CHECK(deck.front() == Card{0, 2});
    CHECK(deck.back() == Card{3, 10});
    // Card indexes count from value 1 in every deck, so per-card lists are laid out alike.
    CHECK(card_index(codec, Card{0, 2}) == 1);
    CHECK(rebel_princess_deck().deck().size() == 40);
}

}  // namespace zref::tt::test
