// Setting up a table reads its lists without copying them (reserved words
// as views, the Princess pool as pointers, the seating from the setup's
// shared list of names): each gives what the plain way gave.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "games/zombie_princess/game.h"
#include "support.h"

using namespace zref;
using zref::test::data;

TEST_CASE("Setup: a word zref uses is refused as a player name, in any case (the list is read as views)", "[setup]") {
    for (std::string word : {"first", "last", "count", "drop", "yes", "no", "frog", "only-princes", "random", "undo",
                             "why", "help", "status", "sheet", "quit", "edit", "history", "HISTORY", "Only-Princes"}) {
        zp::Game g(data());
        auto r = g.apply("players Ana Ben " + word);
        INFO(word);
        REQUIRE_FALSE(r);
        CHECK(r.error().find("is a word zref uses") != std::string::npos);
    }
    // A reserved word's prefix or extension is a name like any other.
    zp::Game g(data());
    CHECK(g.apply("players Firsts Las Helper"));
}

TEST_CASE("Setup: 'princesses deal' deals each seat the seed's shuffle of the Princesses' ids", "[setup][princess]") {
    // The deal as the rulebook's setup says and as zref first wrote it: the
    // ids of the Princesses in the game (Teams-only ones left out for
    // Individuals), shuffled from the seed, two to each seat in seat order
    // (one each for 6 Individuals). With the Round cards typed in, the deal
    // is the seed's first draw.
    const char* names[] = {"Ana", "Ben", "Cai", "Dee", "Eve", "Gus"};
    for (auto [players, teams] : {std::pair{3, false}, {4, false}, {5, false}, {6, false}, {4, true}, {6, true}})
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            zp::Game g(data());
            std::string line = "players";
            for (int i = 0; i < players; ++i) line += std::string(" ") + names[i];
            const std::string mode = std::string("mode ") + (teams ? "teams" : "individuals");
            const std::string seed_line = "seed " + std::to_string(seed);
            for (std::string_view l : {std::string_view(line), std::string_view(mode),
                                       std::string_view("rounds a b c d"), std::string_view(seed_line),
                                       std::string_view("princesses deal"), std::string_view("powers on"),
                                       std::string_view("begin")})
                REQUIRE(g.apply(l));
            std::vector<std::string> pool;
            for (const auto& p : data().princesses)
                if (teams || !p.teams_only) pool.push_back(p.id);
            Rng rng(seed);
            rng.shuffle(pool);
            const std::size_t each = (!teams && players == 6) ? 1 : 2;
            INFO(players << (teams ? " teams, seed " : " individuals, seed ") << seed);
            const auto& offers = g.state().princess_offers;
            REQUIRE(offers.size() == static_cast<std::size_t>(players));
            for (std::size_t seat = 0; seat < offers.size(); ++seat) {
                const std::vector<std::string> dealt(pool.begin() + static_cast<long>(seat * each),
                                                     pool.begin() + static_cast<long>((seat + 1) * each));
                CHECK(offers[seat] == dealt);
                CHECK(g.state().princess_of[seat] == (each == 1 ? dealt.front() : std::string()));
            }
        }
}

TEST_CASE("Setup: begin seats the players from the setup's own list of names, shared, not copied", "[setup][seats]") {
    for (bool teams : {false, true}) {
        zp::Game g(data());
        const std::string mode = std::string("mode ") + (teams ? "teams" : "individuals");
        for (std::string_view l : {std::string_view("players Ana Ben Cai Dee"), std::string_view(mode),
                                   std::string_view("rounds a b c d"), std::string_view("start Ben"),
                                   std::string_view("begin")})
            REQUIRE(g.apply(l));
        const auto& s = g.state();
        CHECK(&s.seating.names() == &s.setup.seats.list());
        CHECK(s.seating.names() == std::vector<std::string>{"Ana", "Ben", "Cai", "Dee"});
        CHECK(s.seating.teams() == teams);
        CHECK(s.seating.side_name(1) == (teams ? "Ben & Dee" : "Ben"));
        CHECK(s.round.start_seat == 1);
    }
    // A seating made from a plain list keeps a list of its own, as before.
    const std::vector<std::string> names{"Ana", "Ben", "Cai"};
    const Seating seating(names, false);
    CHECK(seating.names() == names);
}
