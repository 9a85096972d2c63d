#include "sim/hands.h"

#include <algorithm>

namespace zref::sim {

void deal_hands(const zp::GameState& s, Rng& rng, Hands& hands) {
    std::vector<Card> deck = s.codec.deck();
    rng.shuffle(deck);
    const auto seats = static_cast<std::size_t>(s.seating.size());
    hands.resize(seats);
    for (auto& hand : hands) {
        hand.cards.clear();
        hand.aside.clear();
        hand.held.reset();
        hand.cards.reserve(deck.size() / seats + 1);
    }
    for (std::size_t i = 0; i < deck.size(); ++i) hands[i % seats].cards.push_back(deck[i]);
}

bool take_out(std::vector<Card>& cards, Card card) {
    auto it = std::find(cards.begin(), cards.end(), card);
    if (it == cards.end()) return false;
    cards.erase(it);
    return true;
}

std::optional<Card> take_random(std::vector<Card>& cards, Rng& rng, std::optional<Card> keep) {
    // The k-th card that may go, counted without a list of them (the same
    // draw as picking from such a list, so seeded games stay the same).
    auto may_go = [&](Card c) { return !keep || c != *keep; };
    const auto n = static_cast<std::size_t>(std::count_if(cards.begin(), cards.end(), may_go));
    if (n == 0) return std::nullopt;
    std::size_t k = rng.below(n);
    for (auto it = cards.begin(); it != cards.end(); ++it)
        if (may_go(*it) && k-- == 0) {
            const Card c = *it;
            cards.erase(it);
            return c;
        }
    return std::nullopt;  // not reached: n cards may go
}

void move_random(Hands& hands, int from, int to, int n, Rng& rng) {
    auto& giver = hands[static_cast<std::size_t>(from)];
    for (int i = 0; i < n; ++i)
        if (auto c = take_random(giver.cards, rng, giver.held)) hands[static_cast<std::size_t>(to)].cards.push_back(*c);
}

}  // namespace zref::sim
