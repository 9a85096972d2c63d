#include "games/zombie_ninja_pirates/sim/coverage.h"

#include <fmt/format.h>

namespace zref::znp::sim {

void Coverage::add(const Coverage& o) {
    turns += o.turns;
    redraws += o.redraws;
    discards += o.discards;
    two_card_turns += o.two_card_turns;
    objects_played += o.objects_played;
    objects_to_others += o.objects_to_others;
    chest_uses += o.chest_uses;
    types_gained += o.types_gained;
    types_lost += o.types_lost;
    butterfingers += o.butterfingers;
    steals += o.steals;
    gifts += o.gifts;
    card_draws += o.card_draws;
    resets += o.resets;
    moves += o.moves;
    probes += o.probes;
    end_games += o.end_games;
    first_end_games += o.first_end_games;
    end_games_mid_turn += o.end_games_mid_turn;
    lightning_rounds += o.lightning_rounds;
    lightning_plays += o.lightning_plays;
    won_on_points += o.won_on_points;
    ties_on_types += o.ties_on_types;
    ties_on_objects += o.ties_on_objects;
    shared_first += o.shared_first;
    for (const auto& entry : o.used) used[entry.first] += entry.second;
}

std::vector<std::string> coverage_lines(const Coverage& c, int games) {
    std::vector<std::string> used;
    for (const auto& entry : c.used) used.push_back(fmt::format("{} {}", entry.first, entry.second));
    return {
        fmt::format("turns: {} in {} games; redraws {}, discards {}, turns with two cards from hand {}", c.turns, games, c.redraws,
                    c.discards, c.two_card_turns),
        fmt::format("Objects: {} played ({} into another's Chest), {} used from the Chest", c.objects_played, c.objects_to_others,
                    c.chest_uses),
        fmt::format("Types: {} gained, {} lost; Butterfingers {}, steals {}, gifts {}, cards drawn by a card {}, Resets {}, "
                    "typed moves {}",
                    c.types_gained, c.types_lost, c.butterfingers, c.steals, c.gifts, c.card_draws, c.resets, c.moves),
        fmt::format("END GAMEs: {} drawn ({} the combined game's first, {} during a turn); lightning rounds {}, cards laid in "
                    "them {}",
                    c.end_games, c.first_end_games, c.end_games_mid_turn, c.lightning_rounds, c.lightning_plays),
        fmt::format("winners: on points {}, ties broken by Types {}, by Objects {}, first place shared {}; forbidden lines "
                    "refused {}",
                    c.won_on_points, c.ties_on_types, c.ties_on_objects, c.shared_first, c.probes),
        "cards used: " + fmt::format("{}", fmt::join(used, ", ")),
    };
}

}  // namespace zref::znp::sim
