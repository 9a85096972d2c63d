// The combined game with Vampire Werewolf Fairies: more players, seven
// cards, two END GAMEs, one or two cards from hand after the first, and the
// cards that work alike across both decks.
#include <catch2/catch.hpp>

#include <string>

#include "games/zombie_ninja_pirates/sections.h"
#include "znp_support.h"

using namespace zref::test::znp;
namespace sec = zref::znp::sec;

namespace {

Referee combined(int players) {
    Referee ref(data());
    std::string line = "players";
    const char* names[] = {"Ana", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo"};
    for (int i = 0; i < players; ++i) line += std::string(" ") + names[i];
    enter(ref, {"game zombie-ninja-pirates", "combined on", "deck 200", line, "start Ana"});
    return ref;
}

}  // namespace

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: seven-card hands for 2 to 10", "[zombie_ninja_pirates][combined]") {
    auto ref = combined(7);
    for (int i = 0; i < 7; ++i) CHECK(seat(ref, i).hand == 7);
    CHECK(ref.game().state().pile == 200 - 49);
    enter(ref, {"play brains", "discard 2", "draw"});
    CHECK(seat(ref, 0).hand == 7);
    CHECK(conserved(ref));
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: after the first END GAME, one or two cards from hand", "[zombie_ninja_pirates][combined]") {
    auto ref = combined(3);
    enter(ref, {"play brains"});
    refused(ref, "play brains", "two only after the first END GAME");
    auto r = accepted(ref, "draw end-game");
    CHECK(cites(r, sec::Combined));
    CHECK_FALSE(ref.game().state().lightning);
    CHECK(seat(ref, 0).hand == 7);
    enter(ref, {"play brains", "play brains"});
    refused(ref, "play brains", "the most allowed");
    enter(ref, {"draw"});
    // One card is still enough, and still only one Object from the Chest.
    enter(ref, {"play dojo", "use chest dojo ninja"});
    refused(ref, "play brains", "before the Object used from the Chest");
    enter(ref, {"draw"});
    // The second END GAME starts the lightning round.
    enter(ref, {"play brains", "draw end-game"});
    CHECK(ref.game().state().lightning);
    CHECK(ref.game().state().end_games_drawn == 2);
    enter(ref, {"end", "end"});
    refused(ref, "redraw end-game", "not accepted now");
    enter(ref, {"end"});
    CHECK(ref.game().state().phase == Phase::Over);
    CHECK(conserved(ref));
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: Boat makes a Pirate, Ninja or Witch", "[zombie_ninja_pirates][combined]") {
    auto t = GENERATE(as<std::string>{}, "pirate", "ninja", "witch");
    auto ref = combined(3);
    enter(ref, {"use boat " + t});
    CHECK(seat(ref, 0).types == std::vector<std::string>{t});
    auto other = combined(3);
    refused(other, "use boat fairy", "not a Fairy");
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: Bite makes a Zombie, Vampire or Werewolf, and steals for a Zombie or Vampire", "[zombie_ninja_pirates][combined]") {
    auto t = GENERATE(as<std::string>{}, "zombie", "vampire", "werewolf");
    auto ref = combined(3);
    auto r = accepted(ref, "use bite " + t + " Ben");
    CHECK(seat(ref, 0).types == std::vector<std::string>{t});
    const bool steals = t != "werewolf";
    CHECK(r.warnings.empty() == steals);
    enter(ref, {"done"});
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: Cure and Witch's Brew take a Zombie or a Vampire, one of the two", "[zombie_ninja_pirates][combined]") {
    auto card = GENERATE(as<std::string>{}, "cure", "witchs-brew");
    auto ref = combined(3);
    enter(ref, {"use bite zombie", "done", "draw", "redraw", "redraw", "use bite vampire", "done", "draw", "redraw", "redraw"});
    REQUIRE(seat(ref, 0).types == std::vector<std::string>{"zombie", "vampire"});
    refused(ref, "use " + card + " Ana", "name it");
    enter(ref, {"use " + card + " Ana vampire"});
    CHECK(seat(ref, 0).types == std::vector<std::string>{"zombie"});
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: Cure and Witch's Brew count for a Mad Scientist or a Witch", "[zombie_ninja_pirates][combined]") {
    auto ref = combined(3);
    refused(ref, "play cure", "card cure mad-scientist POINTS");
    enter(ref, {"card cure mad-scientist 3", "card witchs-brew mad-scientist 3 witch 3", "use boat witch", "draw", "play cure Ana",
                "draw", "play witchs-brew Ana", "draw"});
    CHECK(ref.game().receipt(0).total == 5 + 3 + 3);
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: Internal Conflict on any opposite pair", "[zombie_ninja_pirates][combined]") {
    auto ref = combined(3);
    enter(ref, {"use bite vampire", "done", "draw", "redraw", "redraw", "use bite werewolf", "done", "draw", "redraw", "redraw"});
    auto r = accepted(ref, "use internal-conflict Ana werewolf");
    CHECK(seat(ref, 0).types == std::vector<std::string>{"vampire"});
    CHECK(cites(r, sec::Combined));
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: Reset is best left out", "[zombie_ninja_pirates][combined]") {
    auto ref = combined(3);
    auto r = accepted(ref, "use reset");
    REQUIRE(r.warnings.size() == 1);
    CHECK_THAT(r.warnings[0], Catch::Contains("without Reset"));
}
