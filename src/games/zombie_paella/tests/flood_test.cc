// The Great Flood ("Special card strength" and its card answer).
#include "paella_support.h"

#include "games/zombie_paella/flood.h"
#include "games/zombie_paella/sections.h"
#include "games/zombie_paella/win.h"

namespace zref::test::paella {

TEST_CASE("The Great Flood: every collection moves to the next player clockwise", "[zombie_paella][flood]") {
    PublicState s;
    s.players = {player("Ana", {"tomato"}, 3), player("Ben", {"saffron", "rabbit"}, 4), player("Cai", {}, 5)};
    s.players[2].permanents = {"rotting-orange-tree"};
    s.saffron_holder = 1;
    s.draw_pile = 108 - 12 - 4;  // 12 in hands, 4 in collections (Saffron among them)
    REQUIRE(check_conservation(s, 108, "saffron").ok());
    const auto out = great_flood(s);
    CHECK(out.state.players[0].permanents == std::vector<std::string>{"rotting-orange-tree"});
    CHECK(out.state.players[1].ingredients == std::vector<std::string>{"tomato"});
    CHECK(out.state.players[2].ingredients == std::vector<std::string>{"saffron", "rabbit"});
    CHECK(out.state.saffron_holder == 2);
    CHECK(out.state.players[0].hand_size == 3);  // hands stay
    CHECK(check_conservation(out.state, 108, "saffron").ok());
}

TEST_CASE("FAQ The Great Flood: a Stronghold or Effigy stays put and its treasures go", "[zombie_paella][flood]") {
    PublicState s;
    s.players = {player("Ana", {"tomato"}), player("Ben", {})};
    s.players[0].in_front = {"defensive-stronghold", "enormous-effigy"};
    const auto out = great_flood(s);
    CHECK(out.state.players[0].in_front.size() == 2);
    CHECK(out.state.players[0].ingredients.empty());
    CHECK(out.state.players[1].ingredients == std::vector<std::string>{"tomato"});
    CHECK(cites(out.reasons, sec::FaqGreatFlood));
}

TEST_CASE("FAQ Apastalypse: a Flood that makes two winners at once", "[zombie_paella][flood][win]") {
    PublicState s;
    s.players = {player("Ana", {"a", "b", "c", "d", "e"}), player("Ben", {"f", "g", "h", "i", "j"}), player("Cai", {})};
    s.players[1].permanents = {"swamp-rat"};  // Ben's collection, Swamp Rat included, goes to Cai
    s.draw_pile = 10;
    const auto flooded = great_flood(s).state;
    const auto out = check_win(flooded, data());
    CHECK(out.game_over);
    CHECK(out.winner == 1);  // Ben, now with Ana's five and no Swamp Rat, over Cai
}

TEST_CASE("FAQ Plump Mr. Piggy: ingredients are counted by worth, not by cards", "[zombie_paella][win]") {
    const PlayerState p = player("Ana", {"saffron", "tomato"});
    CHECK(ingredient_worth(p, data(), 5) == 3);
    CHECK(ingredient_worth(p, data(), 3) == 2);
    CHECK(p.ingredients.size() == 2);
}

}  // namespace zref::test::paella
