// What a run of self-play exercised, counted from each finished game's
// state: the variants, the Body Parts' fates, the rarer turns of a
// resolution, Black Jack's stands and the phantom hand's two modes. Printed
// as a few lines so a run shows it reached them.
#pragma once
#include <array>
#include <map>
#include <string>
#include <vector>

#include "games/bowling_for_zombies/sim/random_game.h"

namespace zref::bfz::sim {

struct Coverage {
    std::map<std::string, int> games_per_variant;  // variant id -> games
    long rounds = 0;
    // Per Body Part (Head, Leg, Hand): played on top, bluffed below, spent, returned unused.
    std::array<std::array<long, 4>, 3> parts{};
    long spent_for_nothing = 0;  // a Body Part on top of a zombie that found no card, or a Leg with no card to join
    long head_took_two = 0;
    long ripped_groups = 0;                        // equal zombies, per round and value
    long three_or_more = 0;                        // of which three or more zombies
    long all_ripped = 0;                           // rounds where every zombie was ripped
    long gutter_balls = 0;                         // zombies that bowled and found the lane empty
    long stands = 0, early_ends = 0, over_21 = 0;  // Black Jack
    int phantom_dealt = 0, phantom_typed = 0;      // two-player games
    long shared_wins = 0, ties_broken = 0;
    long refused = 0;  // candidates the engine refused before accepting another

    void add(const Coverage& other);
};

Coverage coverage_of(const RandomGame& game);
std::vector<std::string> coverage_lines(const Coverage& c);

}  // namespace zref::bfz::sim
