// Self-play (sim/): random legal games through rp::Referee keep every
// invariant after every event, replay and undo included, and a run's games
// do not depend on how many threads share them.
#include <algorithm>

#include "games/rebel_princess/sim/simulate.h"
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Self-play: random games for 3 to 6 players keep every invariant", "[rebel_princess][self_play]") {
    const int players = GENERATE(3, 4, 5, 6);
    INFO(players << " players");
    const auto report = zref::rp::sim::run(data(), {players, 12, 7, 1});
    std::string why;
    for (const auto& f : report.failures) why += f.violation.invariant + ": " + f.violation.detail + "\n";
    INFO(why);
    CHECK(report.violations == 0);
    CHECK(report.games == 12);
    CHECK(report.events > 12 * 5 * players);
}

TEST_CASE("Self-play: the threads change the speed, not the games", "[rebel_princess][self_play]") {
    const auto one = zref::rp::sim::run(data(), {4, 8, 3, 1});
    const auto two = zref::rp::sim::run(data(), {4, 8, 3, 2});
    CHECK(one.digest == two.digest);
    CHECK(one.events == two.events);
    CHECK(one.coverage == two.coverage);
}

TEST_CASE("Self-play: a game mixes rounds played card by card with rounds entered by their results",
          "[rebel_princess][self_play]") {
    const auto game = zref::rp::sim::play_checked_game(data(), {4, 11}, 0);
    REQUIRE_FALSE(game.failure);
    CHECK(game.counts.rounds_by_cards + game.counts.rounds_by_results == 5);
    CHECK(game.counts.cards_played.size() == 5);
    const auto run = zref::rp::sim::run(data(), {4, 20, 1, 1});
    CHECK_THAT(run.coverage.front(), Catch::Matches("rounds: [1-9][0-9]* card by card, [1-9][0-9]* entered by their results"));
}

TEST_CASE("Self-play: every Round card is drawn, those with entries of their own too, typed from the hands",
          "[rebel_princess][self_play]") {
    const auto run = zref::rp::sim::run(data(), {4, 60, 5, 1});
    std::string why;
    for (const auto& f : run.failures) why += f.violation.invariant + ": " + f.violation.detail + "\n";
    INFO(why);
    CHECK(run.violations == 0);
    REQUIRE(run.coverage.size() == 5);
    // A card laid out, hidden, in a pile, gifted, kept, or led face down and turned up.
    for (const char* id : {"enchanted-evening", "secret-bid", "poisoned-gift", "wedding-gift", "late-for-a-very-important-date",
                           "wedding-surprise"})
        CHECK_THAT(run.coverage.back(), Catch::Contains(std::string(id) + " "));
    CHECK_THAT(run.coverage[2], Catch::Matches(".*Round card entries typed from the hands: [1-9][0-9]* .*"));
}

TEST_CASE("Self-play: a player with no card below 8 under An Enchanted Evening has the round dealt again",
          "[rebel_princess][self_play]") {
    // Rare with real deals (about one six-player game in several thousand):
    // game 6052 of seed 1's run, found by searching, redeals once.
    const auto game = zref::rp::sim::play_checked_game(data(), {6, zref::rp::sim::game_seed(1, 6052)}, 6052);
    INFO((game.failure ? game.failure->violation.invariant + ": " + game.failure->violation.detail : std::string()));
    CHECK_FALSE(game.failure);
    CHECK(game.counts.redeals == 1);
    CHECK(std::count(game.counts.cards_played.begin(), game.counts.cards_played.end(), "enchanted-evening") >= 1);
}

}  // namespace zref::test::rp
