// Self-play (sim/): random legal games typed line by line from real hidden
// hands through the Referee keep every invariant after every line, replay
// and undo included, and a run's games do not depend on how many threads
// share them.
#include <string>

#include "games/zombie_paella/sim/simulate.h"
#include "paella_support.h"

namespace {

zref::SimulationRequest request(int players, int games, std::uint64_t seed, int threads = 1) {
    zref::SimulationRequest r;
    r.players = players;
    r.games = games;
    r.seed = seed;
    r.threads = threads;
    return r;
}

std::string failures(const zref::SimulationReport& report) {
    std::string why;
    for (const auto& f : report.failures) {
        why += "game " + std::to_string(f.game) + ": " + f.invariant + ": " + f.detail + "\n";
        for (const auto& line : f.journal) why += "  " + line + "\n";
    }
    return why;
}

}  // namespace

TEST_CASE("Self-play: random games for 2, 3 and 5 players keep every invariant", "[zombie_paella][self_play]") {
    const int players = GENERATE(2, 3, 5);
    INFO(players << " players");
    auto report = zref::paella::simulate(zref::test::paella::data(), request(players, 20, 1));
    REQUIRE(report);
    INFO(failures(*report));
    CHECK(report->violations == 0);
    CHECK(report->games == 20);
    CHECK(report->events > 20 * 100);
}

TEST_CASE("Self-play: 0 players varies the table, and the threads change the speed, not the games",
          "[zombie_paella][self_play]") {
    auto one = zref::paella::simulate(zref::test::paella::data(), request(0, 6, 3, 1));
    auto two = zref::paella::simulate(zref::test::paella::data(), request(0, 6, 3, 2));
    REQUIRE(one);
    REQUIRE(two);
    INFO(failures(*one));
    CHECK(one->violations == 0);
    CHECK(one->digest == two->digest);
    CHECK(one->events == two->events);
    CHECK(one->coverage == two->coverage);
}

TEST_CASE("Self-play: the games reach battles, blocks, the Flood, Saffron and both kinds of win",
          "[zombie_paella][self_play]") {
    auto report = zref::paella::simulate(zref::test::paella::data(), request(4, 20, 5));
    REQUIRE(report);
    INFO(failures(*report));
    REQUIRE(report->coverage.size() == 6);
    std::string all;
    for (const auto& line : report->coverage) all += line + "\n";
    INFO(all);
    CHECK_THAT(all, Catch::Matches("(.|\n)*battles: [1-9][0-9]* declared(.|\n)*"));
    CHECK_THAT(all, Catch::Matches("(.|\n)*blocks: [1-9][0-9]* Paella Protections, [1-9][0-9]* Ultras(.|\n)*"));
    CHECK_THAT(all, Catch::Matches("(.|\n)*Saffron claimed: [1-9](.|\n)*"));
    CHECK_THAT(all, Catch::Matches("(.|\n)*wins by ingredients [1-9](.|\n)*"));
    CHECK_THAT(all, Catch::Contains("the-great-flood"));
}

TEST_CASE("Self-play: a player count outside 2 to 5 is refused", "[zombie_paella][self_play]") {
    CHECK_FALSE(zref::paella::simulate(zref::test::paella::data(), request(6, 1, 1)));
}
