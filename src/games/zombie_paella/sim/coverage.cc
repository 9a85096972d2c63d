#include "games/zombie_paella/sim/coverage.h"

#include <fmt/format.h>

namespace zref::paella::sim {

void Coverage::add(const Coverage& o) {
    turns += o.turns;
    redeals += o.redeals;
    start_ties += o.start_ties;
    alms += o.alms;
    alms_three += o.alms_three;
    discards += o.discards;
    ends += o.ends;
    battles += o.battles;
    undefended += o.undefended;
    blurtinis += o.blurtinis;
    removes += o.removes;
    bloody_battles += o.bloody_battles;
    blocks_paella += o.blocks_paella;
    blocks_ultra += o.blocks_ultra;
    blocked += o.blocked;
    instants += o.instants;
    moves += o.moves;
    for (const auto& entry : o.played) played[entry.first] += entry.second;
    saffron_claims += o.saffron_claims;
    wins_ingredients += o.wins_ingredients;
    wins_apastalypse += o.wins_apastalypse;
    wins_table += o.wins_table;
    shared += o.shared;
    capped += o.capped;
}

std::vector<std::string> coverage_lines(const Coverage& c, int games) {
    std::vector<std::string> played;
    for (const auto& entry : c.played) played.push_back(fmt::format("{} {}", entry.first, entry.second));
    return {
        fmt::format("turns: {} in {} games ({} reached the cap of turns); redeals: {}; starts picked by the table: {}", c.turns,
                    games, c.capped, c.redeals, c.start_ties),
        fmt::format("actions: alms {}, alms 3 {}, discards {}, turns ended early {}", c.alms, c.alms_three, c.discards, c.ends),
        fmt::format("battles: {} declared, {} undefended, {} Blurtinis, {} picks of Stronghold or Effigy; Bloody Battles "
                    "fought: {}",
                    c.battles, c.undefended, c.blurtinis, c.removes, c.bloody_battles),
        fmt::format("blocks: {} Paella Protections, {} Ultras, {} cards blocked; instants by another player: {}; typed "
                    "moves: {}",
                    c.blocks_paella, c.blocks_ultra, c.blocked, c.instants, c.moves),
        fmt::format("Saffron claimed: {}; wins by ingredients {}, by the Apastalypse {}, named by the table {}, shared {}",
                    c.saffron_claims, c.wins_ingredients, c.wins_apastalypse, c.wins_table, c.shared),
        "special cards played: " + fmt::format("{}", fmt::join(played, ", ")),
    };
}

}  // namespace zref::paella::sim
