// The public state's bookkeeping ("Game components": 108 cards; "Setting up
// the game": Saffron in the middle): every card is somewhere, once.
#include "paella_support.h"

namespace zref::test::paella {

namespace {

// Three players just dealt: 21 cards in hands and collections, Saffron in the middle.
PublicState dealt() {
    PublicState s;
    s.players = {player("Ana", {"tomato"}, 6), player("Ben", {}, 7), player("Cai", {"rabbit"}, 5)};
    s.players[2].discardables = {"ceremonial-comb"};
    s.draw_pile = 108 - 1 - 21;
    return s;
}

}  // namespace

TEST_CASE("Game components: 108 cards are conserved after the deal", "[zombie_paella][state]") {
    CHECK(check_conservation(dealt(), 108, "saffron").ok());
}

TEST_CASE("Game components: a card lost or counted twice is refused with the counts", "[zombie_paella][state]") {
    PublicState s = dealt();
    s.cemetery.push_back("king-james-i");  // from nowhere
    const auto out = check_conservation(s, 108, "saffron");
    REQUIRE_FALSE(out.ok());
    CHECK_THAT(out.error(), Catch::Contains("add up to 109, not the deck's 108"));
    CHECK_THAT(out.error(), Catch::Contains("cemetery 1"));
}

TEST_CASE("Saffron: its place must agree with the collections", "[zombie_paella][state][saffron]") {
    PublicState s = dealt();
    s.players[1].ingredients.push_back("saffron");  // taken from the middle
    REQUIRE_FALSE(check_conservation(s, 108, "saffron").ok());
    s.saffron_holder = 1;
    CHECK(check_conservation(s, 108, "saffron").ok());
    s.saffron_holder = 0;
    CHECK_FALSE(check_conservation(s, 108, "saffron").ok());
}

TEST_CASE("Two-player variant: the smaller deck's count is the table's to give", "[zombie_paella][state]") {
    PublicState s = dealt();
    s.players.pop_back();
    s.draw_pile = 90 - 1 - 14;  // Ana and Ben's 14 cards
    CHECK(check_conservation(s, 90, "saffron").ok());
    CHECK_FALSE(check_conservation(s, 108, "saffron").ok());
}

TEST_CASE("Special cards that go into collections: a Stronghold in front and cards mid-battle are counted", "[zombie_paella][state]") {
    PublicState s = dealt();
    s.players[0].hand_size -= 3;
    s.players[0].in_front = {"defensive-stronghold"};
    s.in_play = 2;
    CHECK(check_conservation(s, 108, "saffron").ok());
}

}  // namespace zref::test::paella
