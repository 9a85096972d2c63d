#include "sim/hands.h"

#include <algorithm>

namespace zref::sim {

Hands deal_hands(const zp::GameState& s, Rng& rng) {
    std::vector<Card> deck = s.codec.deck();
    rng.shuffle(deck);
    const auto seats = static_cast<std::size_t>(s.seating.size());
    Hands hands(seats);
    for (std::size_t i = 0; i < deck.size(); ++i) hands[i % seats].cards.push_back(deck[i]);
    return hands;
}

bool take_out(std::vector<Card>& cards, Card card) {
    auto it = std::find(cards.begin(), cards.end(), card);
    if (it == cards.end()) return false;
    cards.erase(it);
    return true;
}

std::optional<Card> take_random(std::vector<Card>& cards, Rng& rng, std::optional<Card> keep) {
    std::vector<std::size_t> choices;
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (!keep || cards[i] != *keep) choices.push_back(i);
    if (choices.empty()) return std::nullopt;
    const std::size_t at = choices[rng.below(choices.size())];
    Card c = cards[at];
    cards.erase(cards.begin() + static_cast<std::ptrdiff_t>(at));
    return c;
}

void move_random(Hands& hands, int from, int to, int n, Rng& rng) {
    auto& giver = hands[static_cast<std::size_t>(from)];
    for (int i = 0; i < n; ++i)
        if (auto c = take_random(giver.cards, rng, giver.held)) hands[static_cast<std::size_t>(to)].cards.push_back(*c);
}

}  // namespace zref::sim
