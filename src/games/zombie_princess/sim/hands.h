// The cards each simulated player holds. The referee never knows hands; the
// simulator does, so it can play only cards a player really has and check
// that every card of the deck is in exactly one place.
#pragma once
#include <optional>
#include <vector>

#include "games/trick_taking/card.h"
#include "core/rng.h"
#include "games/zombie_princess/state.h"

namespace zref::sim {

struct SeatHand {
    std::vector<tt::Card> cards;   // in hand, playable now
    std::vector<tt::Card> aside;   // face down for later (Grave New World, Divide and Conquer)
    std::optional<tt::Card> held;  // Dead Last: kept (in `cards`) for the last trick
    int size() const { return static_cast<int>(cards.size() + aside.size()); }
};
using Hands = std::vector<SeatHand>;

// Shuffles the whole deck of this player count in `deck` and deals it evenly
// into `hands`, reusing both lists' buffers (self-play deals every round).
// `spare`, when given, holds hands whose lists' buffers are reused for the
// seats `hands` lacks, and takes the hands of seats it has too many of.
void deal_hands(const zp::GameState& s, Rng& rng, Hands& hands, std::vector<tt::Card>& deck, Hands* spare = nullptr);

// Room kept in every dealt hand's list: remove_at moves a fixed
// kFixedMove cards, so a hand of at most that many has twice the room.
constexpr std::size_t kFixedMove = 16;
constexpr std::size_t kHandRoom = 2 * kFixedMove;

// Removes the card at `at`, the later ones moved down (the hand keeps its
// order). See its definition for why a fixed number of cards is moved.
void remove_at(std::vector<tt::Card>& cards, std::size_t at);
// Removes one copy of `card`; false when it is not there.
bool take_out(std::vector<tt::Card>& cards, tt::Card card);
// A random card of `cards` other than `keep`, removed; nullopt when none.
std::optional<tt::Card> take_random(std::vector<tt::Card>& cards, Rng& rng, std::optional<tt::Card> keep = std::nullopt);
// Moves `n` random cards (never the held one) from one seat's hand to another's.
void move_random(Hands& hands, int from, int to, int n, Rng& rng);

}  // namespace zref::sim
