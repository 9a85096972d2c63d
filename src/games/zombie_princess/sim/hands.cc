#include "games/zombie_princess/sim/hands.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

namespace zref::sim {

void deal_hands(const zp::GameState& s, Rng& rng, Hands& hands, std::vector<tt::Card>& deck, Hands* spare) {
    // The deck in the codec's order (suit by suit, each by value: CardCodec::
    // deck_into), which its suit count and highest value fix. When the deck
    // held has that size (most rounds deal the deck of the round before), it
    // is put back in order in place, without deck_into's append per card.
    const std::size_t suits = s.codec.suit_count();
    const int values = s.codec.max_value();
    if (values <= 0 || deck.size() != suits * static_cast<std::size_t>(values)) {
        s.codec.deck_into(deck);
    } else {
        tt::Card* at = deck.data();
        for (std::size_t suit = 0; suit < suits; ++suit)
            for (int v = 1; v <= values; ++v)
                *at++ = tt::Card{static_cast<std::uint8_t>(suit), static_cast<std::uint8_t>(v)};
    }
    rng.shuffle(deck);
    const auto seats = static_cast<std::size_t>(s.seating.size());
    if (spare) {
        for (; hands.size() > seats; hands.pop_back()) spare->push_back(std::move(hands.back()));
        for (; hands.size() < seats && !spare->empty(); spare->pop_back()) hands.push_back(std::move(spare->back()));
    }
    hands.resize(seats);
    for (auto& hand : hands) {
        hand.cards.clear();
        hand.aside.clear();
        hand.held.reset();
        hand.cards.reserve(kHandRoom);  // the room remove_at and suit_mask read past a hand's cards
    }
    std::size_t seat = 0;  // round the table, without a division per card
    for (tt::Card c : deck) {
        hands[seat].cards.push_back(c);
        if (++seat == seats) seat = 0;
    }
}

// A card played is taken out of the hand at every card play, and erase's
// memmove of the later cards, whose length changes with every card, was a
// twentieth of self-play's clock time (its branches on the length are
// mispredicted). A list with room for twice kFixedMove cards instead moves
// kFixedMove cards, a fixed copy of a few vector registers with no branch:
// the cards past the end are moved too and mean nothing. Card is two bytes
// with no constructor, so those bytes (allocated, past size()) may be copied.
static_assert(std::is_trivially_copyable_v<tt::Card> && sizeof(tt::Card) == 2);

void remove_at(std::vector<tt::Card>& cards, std::size_t at) {
    if (cards.size() <= kFixedMove && cards.capacity() >= at + 1 + kFixedMove) {
        // Through a buffer of fixed size, which the compiler keeps in
        // registers: memmove itself is a library call that tests the length.
        tt::Card moved[kFixedMove];
        std::memcpy(moved, cards.data() + at + 1, sizeof moved);
        std::memcpy(cards.data() + at, moved, sizeof moved);
        cards.pop_back();
    } else {
        cards.erase(cards.begin() + static_cast<std::ptrdiff_t>(at));
    }
}

// A discard or a card given (Fester Feast, Red Riding Hood); a card played
// is taken out where it is (RandomTable::Candidate). The search has no early
// exit: self-play's hands are short and its branch would be mispredicted.
bool take_out(std::vector<tt::Card>& cards, tt::Card card) {
    const std::size_t n = cards.size();
    std::size_t at = n;
    for (std::size_t i = n; i-- > 0;) at = cards[i] == card ? i : at;  // the first copy
    if (at == n) return false;
    for (std::size_t i = at; i + 1 < n; ++i) cards[i] = cards[i + 1];
    cards.pop_back();
    return true;
}

std::optional<tt::Card> take_random(std::vector<tt::Card>& cards, Rng& rng, std::optional<tt::Card> keep) {
    // The k-th card that may go, counted without a list of them (the same
    // draw as picking from such a list, so seeded games stay the same).
    auto may_go = [&](tt::Card c) { return !keep || c != *keep; };
    const auto n = static_cast<std::size_t>(std::count_if(cards.begin(), cards.end(), may_go));
    if (n == 0) return std::nullopt;
    std::size_t k = rng.below(n);
    for (auto it = cards.begin(); it != cards.end(); ++it)
        if (may_go(*it) && k-- == 0) {
            const tt::Card c = *it;
            remove_at(cards, static_cast<std::size_t>(it - cards.begin()));
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
