// Winning ("How it works", "End of the game" and the card answers for
// Apastalypse, Swamp Rat, Saffron and Plump Mr. Piggy).
#include "paella_support.h"

#include "games/zombie_paella/sections.h"
#include "games/zombie_paella/win.h"

namespace zref::test::paella {

namespace {

// A table of `players` seats, Ana first; the draw pile is not empty.
PublicState table(int players) {
    PublicState s;
    const char* names[] = {"Ana", "Ben", "Cai", "Dee", "Eva"};
    for (int i = 0; i < players; ++i) s.players.push_back(player(names[i], {}));
    s.draw_pile = 40;
    return s;
}

}  // namespace

TEST_CASE("End of the game: five ingredients win at once", "[zombie_paella][win]") {
    PublicState s = table(3);
    s.players[1].ingredients = {"tomato", "rabbit", "i3", "i4"};
    CHECK_FALSE(check_win(s, data()).game_over);
    s.players[1].ingredients.push_back("i5");
    const auto out = check_win(s, data());
    CHECK(out.game_over);
    CHECK(out.winner == 1);
    CHECK(cites(out.reasons, sec::EndOfGame));
}

TEST_CASE("End of the game: treasures that are not ingredients do not count", "[zombie_paella][win]") {
    PublicState s = table(3);
    s.players[0].ingredients = {"tomato", "rabbit", "i3", "i4"};
    s.players[0].discardables = {"ceremonial-comb"};
    s.players[0].permanents = {"rotting-orange-tree"};
    CHECK_FALSE(check_win(s, data()).game_over);
}

TEST_CASE("Saffron: it counts two ingredients with four or more players, one with fewer", "[zombie_paella][win][saffron]") {
    const int players = GENERATE(2, 3, 4, 5);
    PublicState s = table(players);
    s.players[0].ingredients = {"saffron", "tomato", "rabbit", "i4"};
    s.saffron_holder = 0;
    CHECK(ingredient_worth(s.players[0], data(), players) == (players >= 4 ? 5 : 4));
    const auto out = check_win(s, data());
    CHECK(out.game_over == (players >= 4));
}

TEST_CASE("End of the game: the draw pile running out makes the Apastalypse's holder win", "[zombie_paella][win][apastalypse]") {
    PublicState s = table(3);
    s.players[2].permanents = {"apastalypse"};
    s.draw_pile = 1;
    CHECK_FALSE(check_win(s, data()).game_over);
    s.draw_pile = 0;
    const auto out = check_win(s, data());
    CHECK(out.game_over);
    CHECK(out.winner == 2);
}

TEST_CASE("FAQ Apastalypse: the pile out with no Apastalypse in play leaves the winner to the table", "[zombie_paella][win][apastalypse]") {
    PublicState s = table(3);
    s.draw_pile = 0;
    const auto out = check_win(s, data());
    CHECK(out.game_over);
    CHECK_FALSE(out.winner);
    CHECK(mentions(out.reasons, "the table decides"));
}

TEST_CASE("FAQ Apastalypse: among simultaneous winners its holder wins", "[zombie_paella][win][apastalypse]") {
    PublicState s = table(4);
    s.players[0].ingredients = {"a", "b", "c", "d", "e"};
    s.players[3].ingredients = {"f", "g", "h", "i", "j"};
    s.players[3].permanents = {"apastalypse"};
    s.players[0].permanents = {"swamp-rat"};
    auto out = check_win(s, data());
    CHECK(out.winner == 3);
    CHECK(cites(out.reasons, sec::FaqApastalypse));

    // The last card drawn while another reaches five: the holder wins too.
    s.players[3].ingredients.clear();
    s.draw_pile = 0;
    out = check_win(s, data());
    CHECK(out.winner == 3);
}

TEST_CASE("FAQ Swamp Rat: of two simultaneous winners, the one without the Swamp Rat wins", "[zombie_paella][win][swamp_rat]") {
    PublicState s = table(3);
    s.players[0].ingredients = {"a", "b", "c", "d", "e"};
    s.players[1].ingredients = {"f", "g", "h", "i", "j"};
    s.players[0].permanents = {"swamp-rat"};
    const auto out = check_win(s, data());
    CHECK(out.winner == 1);
    CHECK(cites(out.reasons, sec::FaqSwampRat));
}

TEST_CASE("End of the game: simultaneous winners the rulebook cannot separate are left to the table", "[zombie_paella][win]") {
    PublicState s = table(3);
    s.players[0].ingredients = {"a", "b", "c", "d", "e"};
    s.players[2].ingredients = {"f", "g", "h", "i", "j"};
    const auto out = check_win(s, data());
    CHECK(out.game_over);
    CHECK_FALSE(out.winner);
    CHECK(out.level == std::vector<int>{0, 2});
}

TEST_CASE("FAQ Swamp Rat: it wakes at eight ingredient cards, not eight ingredients", "[zombie_paella][win][swamp_rat]") {
    PublicState s = table(4);
    s.players[0].ingredients = {"saffron", "tomato", "rabbit"};  // worth 4 with four players
    s.saffron_holder = 0;
    s.players[1].ingredients = {"a", "b", "c", "d"};
    // Eight ingredients in worth, seven cards: asleep.
    CHECK(ingredient_worth(s.players[0], data(), 4) + ingredient_worth(s.players[1], data(), 4) == 8);
    CHECK_FALSE(swamp_rat_active(s, data()).active);
    s.players[2].ingredients = {"e"};
    const auto awake = swamp_rat_active(s, data());
    CHECK(awake.active);
    CHECK(awake.reason.section == sec::FaqSwampRat);
}

}  // namespace zref::test::paella
