// Shared by the tests that check a question at every moment of random
// games (refuses_first_test.cc, prince_lead_query_test.cc): a Game that
// follows a self-played table's journal entry by entry.
#pragma once
#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>

#include "games/zombie_princess/game.h"
#include "games/zombie_princess/sim/random_table.h"
#include "games/zombie_princess/sim/simulate.h"
#include "support.h"

namespace zref::test {

// Plays a random game on each table config_of(0 .. games-1) and calls at(g)
// between every two entries, `g` being a Game that has followed the table's
// journal so far.
template <class ConfigOf, class At>
void at_every_moment(int games, ConfigOf&& config_of, At&& at) {
    for (int game = 0; game < games; ++game) {
        sim::RandomTable t(data(), config_of(game));
        REQUIRE(t.setup());
        zp::Game g(data());
        std::size_t followed = 0;
        while (!t.over()) {
            for (; followed < t.journal().size(); ++followed) REQUIRE(g.apply(t.journal().line(followed)));
            at(g);
            REQUIRE(t.step());
        }
    }
}

// 3 to 6 players, Teams on every other lap of 4 and 6.
inline sim::TableConfig mixed_table(std::uint64_t seed, int game) {
    const int players = 3 + game % 4;
    const bool teams = game / 4 % 2 == 0 && (players == 4 || players == 6);
    return sim::table_for(data(), players, teams, seed, game);
}

}  // namespace zref::test
