// The END GAME and the lightning round: shown when drawn, the drawer draws
// back up, one last turn each with the drawer last, then the final count.
#include <catch2/catch.hpp>

#include <string>

#include "games/zombie_ninja_pirates/sections.h"
#include "znp_support.h"

using namespace zref::test::znp;
namespace sec = zref::znp::sec;

TEST_CASE("Playing the Game: END GAME: the drawer draws back up and the lightning round begins", "[zombie_ninja_pirates][end]") {
    auto ref = three_players();
    enter(ref, {"play brains", "discard 1"});
    auto r = accepted(ref, "draw end-game");
    CHECK(cites(r, sec::EndGame));
    const auto& s = ref.game().state();
    CHECK(s.lightning);
    CHECK(s.end_games_drawn == 1);
    CHECK(seat(ref, 0).hand == 5);
    CHECK(s.pile == 45 - 2 - 1);  // two drawn, one of them the END GAME, then one in its place
    CHECK(s.current == 1);
    CHECK(s.step == Step::Lightning);
    CHECK(conserved(ref));
}

TEST_CASE("Playing the Game: END GAME: lightning turns play as many cards as wanted, from hand and Chest", "[zombie_ninja_pirates][end]") {
    auto ref = three_players();
    enter(ref, {"play dojo", "draw", "play boat", "draw", "redraw", "play brains", "draw end-game"});
    // Ben: three cards from hand and both Objects of his Chest.
    enter(ref, {"play brains", "play brains", "use chest boat pirate"});
    refused(ref, "discard 1", "not accepted now");
    refused(ref, "draw", "not accepted now");
    enter(ref, {"end"});
    CHECK(seat(ref, 1).types == std::vector<std::string>{"pirate"});
    CHECK(seat(ref, 1).hand == 5 - 2 - 1);
    enter(ref, {"end"});
    // Ana, the drawer, plays last.
    CHECK(ref.game().state().current == 0);
    enter(ref, {"use chest dojo ninja", "use virus zombie"});
    auto r = accepted(ref, "end");
    CHECK(ref.game().state().phase == Phase::Over);
    CHECK(r.scored_round);
    refused(ref, "play brains", "game is over");
    // Ana: Ninja, Zombie and a Brains; Ben: Pirate and two sideways Brains.
    CHECK(ref.game().receipt(0).total == 12);
    CHECK(ref.game().receipt(1).total == 5);
    CHECK(ref.game().standings().front().seat == 0);
    CHECK(conserved(ref));
}

TEST_CASE("Playing the Game: END GAME: a pile counted down to its END GAME must give it up", "[zombie_ninja_pirates][end]") {
    Referee ref(data());
    enter(ref, {"game zombie-ninja-pirates", "deck 17", "players Ana Ben Cai", "start Ana"});
    CHECK(ref.game().state().pile == 2);
    enter(ref, {"play brains", "draw"});
    enter(ref, {"play brains"});
    refused(ref, "draw", "it comes up in this draw");
    enter(ref, {"draw end-game"});
    CHECK(seat(ref, 1).hand == 4);  // the pile is empty: no card in its place
    CHECK(ref.game().state().lightning);
    CHECK(conserved(ref));
}

TEST_CASE("Playing the Game: END GAME: nothing drawn, no END GAME, and only one in the plain game", "[zombie_ninja_pirates][end]") {
    auto ref = three_players();
    enter(ref, {"use bite zombie Ben", "pass Ana Ben 1", "done", "draw"});
    enter(ref, {"play brains"});
    refused(ref, "draw end-game", "draws no card");
    enter(ref, {"draw", "play brains", "draw end-game", "end", "end"});
    CHECK(ref.game().state().current == 2);
    enter(ref, {"card Telescope action effect draw 1"});
    refused(ref, "use telescope end-game", "out already");
}

TEST_CASE("Playing the Game: END GAME: drawn mid-turn, the turn finishes before the lightning round", "[zombie_ninja_pirates][end]") {
    auto ref = three_players();
    enter(ref, {"card Telescope action effect draw 2", "use telescope end-game"});
    CHECK(seat(ref, 0).hand == 5);
    CHECK_FALSE(ref.game().state().lightning);
    enter(ref, {"discard 2", "draw"});
    CHECK(ref.game().state().lightning);
    CHECK(ref.game().state().current == 1);
    enter(ref, {"end", "end", "end"});
    CHECK(ref.game().state().phase == Phase::Over);
}

TEST_CASE("Playing the Game: END GAME: on a redraw too", "[zombie_ninja_pirates][end]") {
    auto ref = three_players();
    enter(ref, {"redraw end-game"});
    CHECK(seat(ref, 0).hand == 5);
    CHECK(ref.game().state().lightning);
    CHECK(ref.game().state().end_game_drawer == 0);
    CHECK(conserved(ref));
}

TEST_CASE("Playing the Game: ties: most Types, then most Objects, through the engine", "[zombie_ninja_pirates][end]") {
    auto ref = three_players();
    // Ana a Zombie; Ben a Pirate with a sideways Brains: 5 each, one Type each, Ben one Object more.
    enter(ref, {"use virus zombie", "draw", "use boat pirate", "draw", "play brains Ben", "draw"});
    enter(ref, {"play brains Cai", "draw end-game", "end", "end"});
    auto r = accepted(ref, "end");
    const auto st = ref.game().standings();
    CHECK(st[0].seat == 1);
    CHECK(st[0].decided_by == "most Objects");
    CHECK(st[1].seat == 0);
    CHECK(cites(r, sec::Ties));
}

TEST_CASE("Starting the Game: an END GAME high in the pile is flagged, as it went into the lower third", "[zombie_ninja_pirates][end]") {
    auto ref = three_players();
    enter(ref, {"play brains"});
    auto early = accepted(ref, "draw end-game");
    REQUIRE(early.warnings.size() == 1);
    CHECK_THAT(early.warnings[0], Catch::Contains("lower third"));
    // Late in the pile it is as expected; Reset's cards on top do not count.
    Referee late(data());
    enter(late, {"game zombie-ninja-pirates", "deck 40", "players Ana Ben Cai", "start Ana"});
    for (int i = 0; i < 3; ++i) enter(late, {"redraw"});
    enter(late, {"use reset", "discard 2", "draw", "redraw"});
    // Reset's fifteen cards are drawn first: three, then five.
    CHECK(late.game().state().drawn_from_deal == 15);
    CHECK(late.game().state().reset_on_top == 15 - 3 - 5);
    enter(late, {"redraw", "redraw"});
    CHECK(late.game().state().reset_on_top == 0);
    CHECK(late.game().state().drawn_from_deal == 18);
    auto ok = accepted(late, "redraw end-game");
    CHECK(ok.warnings.empty());
    CHECK(conserved(late));
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: the first END GAME is the middle third's", "[zombie_ninja_pirates][end]") {
    Referee ref(data());
    enter(ref, {"game zombie-ninja-pirates", "combined on", "deck 61", "players Ana Ben Cai", "start Ana"});
    CHECK(ref.game().state().pile_at_deal == 40);
    enter(ref, {"redraw", "redraw"});
    auto r = accepted(ref, "redraw end-game");  // 21 of 40 drawn: past a quarter
    CHECK(r.warnings.empty());
    enter(ref, {"play brains"});
    auto second = accepted(ref, "draw end-game");  // the lower third's, 23 of 40 drawn: past half
    CHECK(second.warnings.empty());
    CHECK(ref.game().state().lightning);
}
