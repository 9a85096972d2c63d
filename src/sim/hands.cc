#include "sim/hands.h"

#include <algorithm>

namespace zref::sim {

void deal_hands(const zp::GameState& s, Rng& rng, Hands& hands, std::vector<Card>& deck) {
    // The deck in the codec's order (suit by suit, each by value: CardCodec::
    // deck_into), which its suit count and highest value fix. When the deck
    // held has that size (most rounds deal the deck of the round before), it
    // is put back in order in place, without deck_into's append per card.
    const std::size_t suits = s.codec.suit_count();
    const int values = s.codec.max_value();
    if (values <= 0 || deck.size() != suits * static_cast<std::size_t>(values)) {
        s.codec.deck_into(deck);
    } else {
        Card* at = deck.data();
        for (std::size_t suit = 0; suit < suits; ++suit)
            for (int v = 1; v <= values; ++v)
                *at++ = Card{static_cast<std::uint8_t>(suit), static_cast<std::uint8_t>(v)};
    }
    rng.shuffle(deck);
    const auto seats = static_cast<std::size_t>(s.seating.size());
    hands.resize(seats);
    for (auto& hand : hands) {
        hand.cards.clear();
        hand.aside.clear();
        hand.held.reset();
        hand.cards.reserve(deck.size() / seats + 8);  // room for the cards a round's passes and powers bring
    }
    std::size_t seat = 0;  // round the table, without a division per card
    for (Card c : deck) {
        hands[seat].cards.push_back(c);
        if (++seat == seats) seat = 0;
    }
}

// A discard or a card given (Fester Feast, Red Riding Hood); a card played
// is taken out where it is (RandomTable::Candidate). The search reads every
// card without an early exit (std::find's exit was a mispredicted branch),
// and the later cards move down in one memmove. A single branch-free pass that also moved
// the cards was slower: each card waited for the one before it.
bool take_out(std::vector<Card>& cards, Card card) {
    const std::size_t n = cards.size();
    std::size_t at = n;
    for (std::size_t i = n; i-- > 0;) at = cards[i] == card ? i : at;  // the first copy
    if (at == n) return false;
    for (std::size_t i = at; i + 1 < n; ++i) cards[i] = cards[i + 1];
    cards.pop_back();
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
