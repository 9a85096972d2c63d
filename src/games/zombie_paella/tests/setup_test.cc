// Setting up and starting ("Setting up the game", "How to play", "FAQ:
// Saffron").
#include "paella_support.h"

#include "games/zombie_paella/setup.h"

namespace zref::test::paella {

TEST_CASE("Setting up the game: three ingredients dealt to anyone means a new deal", "[zombie_paella][setup]") {
    PublicState s;
    s.players = {player("Ana", {"tomato", "rabbit"}), player("Ben", {})};
    CHECK_FALSE(needs_redeal(s, data()).yes);
    s.players[1].ingredients = {"a", "b", "c"};
    const auto out = needs_redeal(s, data());
    CHECK(out.yes);
    CHECK(mentions(out.reasons, "Ben"));
}

TEST_CASE("FAQ Saffron: the first player to hold ten cards takes it", "[zombie_paella][setup][saffron]") {
    PublicState s;
    s.players = {player("Ana", {}, 9), player("Ben", {}, 10)};
    CHECK_FALSE(takes_saffron(s, data(), 0).yes);
    CHECK(takes_saffron(s, data(), 1).yes);
    s.saffron_holder = 0;  // already taken: it stays an ordinary treasure
    CHECK_FALSE(takes_saffron(s, data(), 1).yes);
}

TEST_CASE("How to play: fewest treasures start, then fewest ingredients", "[zombie_paella][setup]") {
    PublicState s;
    s.players = {player("Ana", {"tomato"}), player("Ben", {}), player("Cai", {})};
    s.players[1].discardables = {"ceremonial-comb"};
    CHECK(first_player_candidates(s, data()) == std::vector<int>{2});
    s.players[2].permanents = {"rotting-orange-tree"};  // one treasure each now, Ben and Cai without ingredients
    CHECK(first_player_candidates(s, data()) == std::vector<int>{1, 2});
}

}  // namespace zref::test::paella
