#include "games/zombie_paella/state.h"

#include <algorithm>

namespace zref::paella {

std::vector<std::string> PlayerState::treasures() const {
    std::vector<std::string> all = ingredients;
    all.insert(all.end(), discardables.begin(), discardables.end());
    all.insert(all.end(), permanents.begin(), permanents.end());
    return all;
}

int PlayerState::treasure_count() const {
    return static_cast<int>(ingredients.size() + discardables.size() + permanents.size());
}

bool PlayerState::holds(const std::string& card_id) const {
    const auto all = treasures();
    return std::find(all.begin(), all.end(), card_id) != all.end();
}

bool PlayerState::has_in_front(const std::string& card_id) const {
    return std::find(in_front.begin(), in_front.end(), card_id) != in_front.end();
}

Status check_conservation(const PublicState& state, int deck_cards, const std::string& saffron_id) {
    int hands = 0, collections = 0, fronts = 0;
    for (std::size_t i = 0; i < state.players.size(); ++i) {
        const auto& p = state.players[i];
        if (p.hand_size < 0) return fail(p.name + " holds " + std::to_string(p.hand_size) + " cards: a hand cannot be negative");
        hands += p.hand_size;
        collections += p.treasure_count();
        fronts += static_cast<int>(p.in_front.size());
        // Saffron's place is named twice (holder and collection): they must agree.
        const bool has_saffron = p.holds(saffron_id);
        const bool is_holder = state.saffron_holder && *state.saffron_holder == static_cast<int>(i);
        if (has_saffron != is_holder)
            return fail(is_holder ? "Saffron is said to be " + p.name + "'s but is not in their collection"
                                  : p.name + "'s collection has Saffron but Saffron's place says otherwise");
    }
    if (state.saffron_holder && (*state.saffron_holder < 0 || *state.saffron_holder >= static_cast<int>(state.players.size())))
        return fail("Saffron's holder is not a seat at this table");
    const int middle = state.saffron_holder ? 0 : 1;
    const int pile = state.draw_pile, cemetery = static_cast<int>(state.cemetery.size());
    const int total = hands + collections + fronts + pile + cemetery + state.in_play + middle;
    if (total != deck_cards)
        return fail("the cards add up to " + std::to_string(total) + ", not the deck's " + std::to_string(deck_cards) +
                    ": hands " + std::to_string(hands) + ", collections " + std::to_string(collections) +
                    ", in front " + std::to_string(fronts) + ", draw pile " + std::to_string(pile) + ", cemetery " +
                    std::to_string(cemetery) + ", on the table " + std::to_string(state.in_play) + ", Saffron in the middle " +
                    std::to_string(middle));
    return Ok{};
}

}  // namespace zref::paella
