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

TEST_CASE("FAQ Swamp Rat: the reading swamp-rat-ties, always (our default) or only once awake", "[zombie_paella][win][swamp_rat]") {
    const auto switched = [](std::string value) {
        GameData d = data();
        for (auto& ch : d.choices)
            if (ch.id == "swamp-rat-ties") ch.value = std::move(value);
        return d;
    };
    REQUIRE(data().reading("swamp-rat-ties") == "always");
    // Ana, holding the Swamp Rat, and Ben reach the goal at once.
    const auto table = [](std::vector<std::string> ana, std::vector<std::string> ben) {
        PublicState s;
        s.players = {player("Ana", std::move(ana)), player("Ben", std::move(ben))};
        s.players[0].permanents.push_back("swamp-rat");
        s.draw_pile = 10;
        return s;
    };
    // Ten ingredient cards out: the Rat is awake, and Ben wins either way.
    const PublicState awake = table({"tomato", "rabbit", "a3", "a4", "a5"}, {"b1", "b2", "b3", "b4", "b5"});
    CHECK(check_win(awake, switched("always")).winner == 1);
    CHECK(check_win(awake, switched("when-awake")).winner == 1);
    // A goal of three (a table's house rule): six cards out, the Rat asleep.
    GameData always = switched("always"), when_awake = switched("when-awake");
    always.ingredients_to_win = when_awake.ingredients_to_win = 3;
    const PublicState asleep = table({"tomato", "rabbit", "a3"}, {"b1", "b2", "b3"});
    CHECK(check_win(asleep, always).winner == 1);
    const auto level = check_win(asleep, when_awake);
    CHECK_FALSE(level.winner);
    CHECK(level.level == std::vector<int>{0, 1});
}

}  // namespace zref::test::paella
