// What a run of self-play exercised, counted as the lines are typed and from
// each finished game: Types gained and lost, the effects used, the END GAMEs
// and lightning rounds, and how the winners were decided. Printed as a few
// lines so a run shows it reached them.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace zref::znp::sim {

struct Coverage {
    long turns = 0, redraws = 0, discards = 0, two_card_turns = 0;
    long objects_played = 0, objects_to_others = 0, chest_uses = 0;
    long types_gained = 0, types_lost = 0;  // lost: by a card's effect or a typed move
    long butterfingers = 0, steals = 0, gifts = 0, card_draws = 0, resets = 0;
    long moves = 0;
    long probes = 0;  // lines the rules forbid, typed to be refused
    long end_games = 0, first_end_games = 0, end_games_mid_turn = 0;
    long lightning_rounds = 0, lightning_plays = 0;
    long won_on_points = 0, ties_on_types = 0, ties_on_objects = 0, shared_first = 0;
    std::map<std::string, long> used;  // cards used, by id

    void add(const Coverage& other);
};

std::vector<std::string> coverage_lines(const Coverage& c, int games);

}  // namespace zref::znp::sim
