#include "games/zombie_paella/setup.h"

#include <algorithm>

#include "games/zombie_paella/sections.h"
#include "games/zombie_paella/win.h"

namespace zref::paella {

SetupCheck needs_redeal(const PublicState& dealt, const GameData& data) {
    SetupCheck out;
    const int players = static_cast<int>(dealt.players.size());
    for (const auto& p : dealt.players) {
        const int worth = ingredient_worth(p, data, players);
        if (worth < data.redeal_at_ingredients) continue;
        out.yes = true;
        out.reasons.push_back({p.name + " was dealt " + std::to_string(worth) + " ingredients: " +
                                   std::to_string(data.redeal_at_ingredients) + " or more, so all cards are dealt again",
                               std::string(sec::Setup)});
    }
    return out;
}

SetupCheck takes_saffron(const PublicState& state, const GameData& data, int seat) {
    if (state.saffron_holder || seat < 0 || seat >= static_cast<int>(state.players.size())) return {};
    const auto& p = state.players[seat];
    if (p.hand_size < data.saffron_claim_hand_size) return {};
    return {true,
            {{p.name + " is the first to hold " + std::to_string(data.saffron_claim_hand_size) +
                  " cards and adds Saffron to their collection",
              std::string(sec::FaqSaffron)}}};
}

std::vector<int> first_player_candidates(const PublicState& dealt, const GameData& data) {
    const int players = static_cast<int>(dealt.players.size());
    std::vector<int> seats;
    for (int i = 0; i < players; ++i) seats.push_back(i);
    // Fewest treasures, then fewest ingredients: keep the seats level on both.
    const auto key = [&](int i) {
        return std::pair{dealt.players[i].treasure_count(), ingredient_worth(dealt.players[i], data, players)};
    };
    if (seats.empty()) return seats;
    const auto best = key(*std::min_element(seats.begin(), seats.end(), [&](int a, int b) { return key(a) < key(b); }));
    std::erase_if(seats, [&](int i) { return key(i) != best; });
    return seats;
}

}  // namespace zref::paella
