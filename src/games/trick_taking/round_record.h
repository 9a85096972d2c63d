// What the referee knows of a round's cards without seeing a hand: which
// cards were played, which suits each player has shown they lack and since
// when, who claimed to hold only Princes, and whether Princes have broken out
// (the checks on the last two are in princes.h). Hands are hidden at a real
// table, so these are what zref can check a play against; a game's state
// holds one per round and its rules call the checks below.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/inline_vector.h"
#include "core/seats.h"
#include "games/trick_taking/card.h"
#include "games/trick_taking/limits.h"

namespace zref::tt {

struct RoundRecord {
    std::vector<char> played;  // per card (card_index): already played this round (char, not bool: copied on every command)
    bool princes_broken = false;
    PerSeat<InlineVector<std::uint16_t, kMaxSuits>> void_since;  // per seat, per suit: trick number (1-based) shown void, 0 if not
    PerSeat<int> only_princes_claim;                             // per seat: trick number of the claim, 0 if none

    // Ready for a new round of `seats` players with `codec`'s deck: nothing
    // played, shown or claimed (`played` keeps its buffer).
    void reset_record(int seats, const CardCodec& codec);

    // ---- each card is played once a round
    bool was_played(const CardCodec& codec, Card c) const {
        return played[static_cast<std::size_t>(card_index(codec, c))] != 0;
    }
    void mark_played(const CardCodec& codec, Card c) { played[static_cast<std::size_t>(card_index(codec, c))] = true; }

    // ---- revokes ("Playing a Trick": follow the led suit when you can)
    // The trick in which `seat` showed they lack `suit`, 0 if they have not:
    // a card of it now means a revoke then, or a hand that changed since.
    int void_since_trick(int seat, std::uint8_t suit) const {
        return void_since[static_cast<std::size_t>(seat)][suit];
    }
    // `seat` played off `suit` in trick `trick_no`: they lack it from then
    // on (the first such trick is kept).
    void note_void(int seat, std::uint8_t suit, int trick_no) {
        auto& since = void_since[static_cast<std::size_t>(seat)][suit];
        if (since == 0) since = static_cast<std::uint16_t>(trick_no);
    }

    // A hand changed unseen (cards exchanged or given by a power): what it
    // showed, its voids and its claim of only Princes, no longer holds.
    void forget_hand(int seat);
};

// "Knight 7 was already played in trick 2 by Ana: each card is played once a
// round"; `where` says where it was seen ("in trick 2 by Ana").
std::string played_twice(const CardCodec& codec, Card c, std::string_view where);

// The warning for a card of a suit its player showed they lack. zref cannot
// see hands, so it flags the play and the table decides.
std::string revoke_warning(const Seating& seating, const CardCodec& codec, int seat, Card c, int void_trick, int trick_no);

}  // namespace zref::tt
