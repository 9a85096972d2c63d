// A trick as the table plays it ("Playing a Trick"): who leads, who plays in
// which order, and the cards played so far. Clockwise from the leader, every
// seat that can play adds its cards on its turn, each lap round the table.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/inline_vector.h"
#include "core/seats.h"
#include "games/trick_taking/card.h"
#include "games/trick_taking/limits.h"

namespace zref::tt {

// Where a game's rulebook states the rules the core rules on: each reason the
// core gives names one of these sections.
struct RuleSections {
    std::string_view trick;    // following suit, the highest card of the led suit (Zombie Princess: "Playing a Trick")
    std::string_view princes;  // the Princes: their trump, breaking out, the claim ("The Privileged Princes")
};

// A power that changed how one card was played (a Princess's, in the Princess
// games). A play keeps which one, for the record; the core never uses it.
class PlayPower {
public:
    virtual ~PlayPower() = default;
    virtual std::string_view id() const = 0;  // a literal: "pea-princess"
};

// One card played to a trick. Sixteen bytes: a trick holds up to twelve, and
// a finished trick is moved into the round's list, so a smaller play is less
// to move for every trick.
struct Play {
    const PlayPower* power = nullptr;  // the power applied to this play, if any
    int seat = 0;
    Card card;
    std::int8_t bonus = 0;    // added to the value for this trick (Zombie Princess's Pea Princess: 5)
    bool proves_void = true;  // false when a power lets the player ignore suit
};
static_assert(sizeof(Play) <= 16);

// A card's value in its trick: the printed value plus any power's bonus.
inline int strength(const Play& p) { return p.card.value + p.bonus; }

// A trick's plays: at most kMaxLaps per seat.
using Plays = InlineVector<Play, kMaxLaps * kMaxSeats>;

struct Trick {
    int leader = 0;
    InlineVector<int, kMaxLaps * kMaxSeats> order;  // seats in the order they play, once per card (a seat twice when it adds two)
    Plays plays;
    int winner = 0;

    // The seat whose card comes next.
    int to_play() const { return order.at(plays.size()); }
    // Whether the next card played is the trick's last: it is then settled.
    bool next_card_ends() const { return plays.size() + 1 >= order.size(); }
    // Empty again for the next trick, led by `next_leader` (its order is set
    // by seat_players). Reset field by field: assigning a new Trick would
    // write both inline lists' whole room for every trick.
    void restart(int next_leader) {
        leader = next_leader;
        order.clear();
        plays.clear();
        winner = 0;
    }
};

// Fixes who plays to `t` and in which order: clockwise from its leader, each
// seat for which `can_play(seat)` is true (a card left, still in the round)
// adds `cards_each` cards, `per_turn` of them in a row on each of its turns
// (so the order goes round cards_each / per_turn times). A leader who cannot
// play passes the lead to the next seat on the left who can, and t.leader
// says who leads. A template, so the game's own test of a seat is made in
// place (this runs for every trick).
template <class CanPlay>
void seat_players(Trick& t, const Seating& seating, int cards_each, int per_turn, CanPlay&& can_play) {
    const int n = seating.size();
    int leader = t.leader;
    for (int k = 0; k < n && !can_play(leader); ++k) leader = seating.left(leader);
    t.leader = leader;
    t.order.clear();
    for (int lap = 0; lap < cards_each / per_turn; ++lap)
        for (int k = 0, seat = leader; k < n; ++k, seat = seating.left(seat))
            if (can_play(seat))
                for (int c = 0; c < per_turn; ++c) t.order.push_back(seat);
}

// `seat` plays last in `t` (Rebel Princess 2's Swan Maiden): its turns still
// to come move to the end of the order, everyone else's keeping theirs; if
// it was to lead, the next seat in the order leads instead.
inline void play_last(Trick& t, int seat) {
    const auto from = t.order.begin() + static_cast<std::ptrdiff_t>(t.plays.size());
    std::stable_partition(from, t.order.end(), [seat](int s) { return s != seat; });
    if (t.plays.empty() && !t.order.empty()) t.leader = t.order.front();
}

// Why a card by `seat` is refused when it is another seat's turn: "it is
// Cai's turn to play to trick 3, not Ben's".
std::string turn_refusal(const Seating& seating, const Trick& t, int trick_no, int seat);

}  // namespace zref::tt
