// What a run of self-play exercised, counted as the lines are typed and from
// each finished game: battles and their outcomes, blocks, the special cards
// played, the typed moves, Saffron, and how the games ended. Printed as a
// few lines so a run shows it reached them.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace zref::paella::sim {

struct Coverage {
    long turns = 0, redeals = 0, start_ties = 0;
    long alms = 0, alms_three = 0, discards = 0, ends = 0;
    long battles = 0, undefended = 0, blurtinis = 0, removes = 0;
    long bloody_battles = 0, blocks_paella = 0, blocks_ultra = 0, blocked = 0;
    long instants = 0;  // instant special cards played by a player whose turn it is not
    long moves = 0;
    std::map<std::string, long> played;  // special cards played, by id
    long saffron_claims = 0;
    long wins_ingredients = 0, wins_apastalypse = 0, wins_table = 0, shared = 0;
    long capped = 0;  // games that reached the turn cap

    void add(const Coverage& other);
};

std::vector<std::string> coverage_lines(const Coverage& c, int games);

}  // namespace zref::paella::sim
