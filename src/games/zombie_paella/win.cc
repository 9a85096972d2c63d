#include "games/zombie_paella/win.h"

#include <algorithm>

#include "games/zombie_paella/sections.h"

namespace zref::paella {

namespace {


std::string names(const PublicState& state, const std::vector<int>& seats) {
    std::string out;
    for (std::size_t i = 0; i < seats.size(); ++i)
        out += (i == 0 ? "" : i + 1 == seats.size() ? " and " : ", ") + state.players[seats[i]].name;
    return out;
}

}  // namespace

int ingredient_worth(const PlayerState& player, const GameData& data, int players) {
    int worth = 0;
    for (const auto& id : player.ingredients) {
        if (id == data.saffron_id) {
            worth += data.saffron_worth_for(players);
            continue;
        }
        const CardInfo* info = data.card(id);
        worth += info && info->worth ? *info->worth : 1;  // ingredients the rulebook does not name count one
    }
    return worth;
}

int ingredient_cards_in_play(const PublicState& state) {
    int cards = 0;
    for (const auto& p : state.players) cards += static_cast<int>(p.ingredients.size());
    return cards;
}

SwampRatCheck swamp_rat_active(const PublicState& state, const GameData& data) {
    const int cards = ingredient_cards_in_play(state);
    const bool active = cards >= data.swamp_rat_active_from;
    return {active, Reason{std::to_string(cards) + " ingredient cards lie in the collections: the Swamp Rat " +
                               (active ? "is awake" : "does nothing before " + std::to_string(data.swamp_rat_active_from)) +
                               " (cards are counted, not Saffron's worth)",
                           std::string(sec::FaqSwampRat)}};
}

WinCheck check_win(const PublicState& state, const GameData& data) {
    WinCheck out;
    const int players = static_cast<int>(state.players.size());
    std::vector<int> winners;
    for (int i = 0; i < players; ++i) {
        const int worth = ingredient_worth(state.players[i], data, players);
        if (worth < data.ingredients_to_win) continue;
        winners.push_back(i);
        out.reasons.push_back({state.players[i].name + " has " + std::to_string(worth) + " ingredients in " +
                                   std::to_string(state.players[i].ingredients.size()) + " cards: " +
                                   std::to_string(data.ingredients_to_win) + " win at once",
                               std::string(sec::EndOfGame)});
    }
    std::optional<int> apastalypse;
    for (int i = 0; i < players; ++i)
        if (state.players[i].holds(std::string(kApastalypseId))) apastalypse = i;
    if (state.draw_pile == 0) {
        if (apastalypse) {
            if (std::find(winners.begin(), winners.end(), *apastalypse) == winners.end()) winners.push_back(*apastalypse);
            out.reasons.push_back({"the draw pile has run out: " + state.players[*apastalypse].name +
                                       ", holding the Apastalypse, wins",
                                   std::string(sec::EndOfGame)});
        } else if (winners.empty()) {
            out.game_over = true;
            out.reasons.push_back({"the draw pile has run out and no collection holds the Apastalypse: the rulebook names "
                                   "no winner, the table decides (our reading: pile-out-no-apastalypse)",
                                   std::string(sec::FaqApastalypse)});
            return out;
        }
    }
    if (winners.empty()) return out;
    out.game_over = true;
    if (winners.size() == 1) {
        out.winner = winners.front();
        return out;
    }
    if (apastalypse && std::find(winners.begin(), winners.end(), *apastalypse) != winners.end()) {
        out.winner = *apastalypse;
        out.reasons.push_back({names(state, winners) + " win at once: " + state.players[*apastalypse].name +
                                   " holds the Apastalypse and wins",
                               std::string(sec::FaqApastalypse)});
        return out;
    }
    // Our reading swamp-rat-ties: the Rat settles ties always, or (a table's choice) only once awake.
    const bool rat_counts = data.reading("swamp-rat-ties") != "when-awake" || swamp_rat_active(state, data).active;
    std::vector<int> without_rat;
    for (int seat : winners)
        if (!rat_counts || !state.players[seat].holds(data.swamp_rat_id)) without_rat.push_back(seat);
    if (without_rat.size() == 1 && winners.size() > 1) {
        out.winner = without_rat.front();
        out.reasons.push_back({names(state, winners) + " win at once: " + state.players[*out.winner].name +
                                   " has no Swamp Rat and wins over its holder (our reading: swamp-rat-ties)",
                               std::string(sec::FaqSwampRat)});
        return out;
    }
    out.level = without_rat.empty() ? winners : without_rat;
    out.reasons.push_back({names(state, out.level) + " win at once and the rulebook does not separate them: the table decides (our reading: tie-order)",
                           std::string(sec::FaqApastalypse)});
    return out;
}

}  // namespace zref::paella
