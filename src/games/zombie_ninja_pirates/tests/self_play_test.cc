// Self-play (sim/): random legal games typed line by line from real hidden
// hands through the Referee keep every invariant after every line, the
// ranking, replay and undo at the end included, plain and combined; and a
// run's games do not depend on how many threads share them.
#include <string>

#include "games/zombie_ninja_pirates/sim/simulate.h"
#include "znp_support.h"

namespace {

zref::SimulationRequest znp_request(int players, int games, std::uint64_t seed, bool combined, int threads = 1) {
    zref::SimulationRequest r;
    r.players = players;
    r.games = games;
    r.seed = seed;
    r.threads = threads;
    if (combined) r.settings["combined"] = "on";
    return r;
}

std::string znp_failures(const zref::SimulationReport& report) {
    std::string why;
    for (const auto& f : report.failures) {
        why += "game " + std::to_string(f.game) + ": " + f.invariant + ": " + f.detail + "\n";
        for (const auto& line : f.journal) why += "  " + line + "\n";
    }
    return why;
}

std::string znp_coverage(const zref::SimulationReport& report) {
    std::string all;
    for (const auto& line : report.coverage) all += line + "\n";
    return all;
}

}  // namespace

// 30 games each at 3 and 5 players plain, 7 and 10 combined (about 2.5 s in
// all): no violation, and the games reach what the checks are for.
TEST_CASE("Self-play: random plain games for 3 and 5 players keep every invariant", "[zombie_ninja_pirates][self_play]") {
    const int players = GENERATE(3, 5);
    INFO(players << " players");
    auto report = zref::znp::simulate(zref::test::znp::data(), znp_request(players, 30, 1, false));
    REQUIRE(report);
    INFO(znp_failures(*report));
    const std::string coverage = znp_coverage(*report);
    INFO(coverage);
    CHECK(report->violations == 0);
    CHECK(report->games == 30);
    CHECK(report->events > 30 * 50);
    CHECK_THAT(coverage, Catch::Matches("(.|\n)*Types: [1-9][0-9]* gained, [1-9][0-9]* lost; Butterfingers [1-9](.|\n)*"));
    CHECK_THAT(coverage, Catch::Matches("(.|\n)*Resets [1-9](.|\n)*typed moves [1-9](.|\n)*"));
    CHECK_THAT(coverage, Catch::Contains("lightning rounds 30,"));
}

TEST_CASE("Self-play: random combined games for 7 and 10 players keep every invariant", "[zombie_ninja_pirates][self_play]") {
    const int players = GENERATE(7, 10);
    INFO(players << " players");
    auto report = zref::znp::simulate(zref::test::znp::data(), znp_request(players, 30, 2, true));
    REQUIRE(report);
    INFO(znp_failures(*report));
    const std::string coverage = znp_coverage(*report);
    INFO(coverage);
    CHECK(report->violations == 0);
    CHECK(report->games == 30);
    CHECK_THAT(coverage, Catch::Contains("END GAMEs: 60 drawn (30 the combined game's first"));
    CHECK_THAT(coverage, Catch::Contains("lightning rounds 30,"));
    CHECK_THAT(coverage, Catch::Matches("(.|\n)*turns with two cards from hand [1-9](.|\n)*"));
    CHECK_THAT(coverage, Catch::Contains("witchs-brew"));
}

TEST_CASE("Self-play: 0 players varies the table, and the threads change the speed, not the games",
          "[zombie_ninja_pirates][self_play]") {
    auto one = zref::znp::simulate(zref::test::znp::data(), znp_request(0, 6, 3, true, 1));
    auto two = zref::znp::simulate(zref::test::znp::data(), znp_request(0, 6, 3, true, 2));
    REQUIRE(one);
    REQUIRE(two);
    INFO(znp_failures(*one));
    CHECK(one->violations == 0);
    CHECK(one->digest == two->digest);
    CHECK(one->events == two->events);
    CHECK(one->coverage == two->coverage);
}

TEST_CASE("Self-play: a player count or a setting the table does not take is refused", "[zombie_ninja_pirates][self_play]") {
    CHECK_FALSE(zref::znp::simulate(zref::test::znp::data(), znp_request(2, 1, 1, false)));
    CHECK_FALSE(zref::znp::simulate(zref::test::znp::data(), znp_request(7, 1, 1, false)));
    CHECK_FALSE(zref::znp::simulate(zref::test::znp::data(), znp_request(11, 1, 1, true)));
    auto mode = znp_request(2, 1, 1, false);
    mode.settings["mode"] = "combined";
    CHECK(zref::znp::simulate(zref::test::znp::data(), mode));
    auto odd = znp_request(3, 1, 1, false);
    odd.settings["teams"] = "on";
    CHECK_FALSE(zref::znp::simulate(zref::test::znp::data(), odd));
}
