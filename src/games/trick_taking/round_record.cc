#include "games/trick_taking/round_record.h"

#include <algorithm>

namespace zref::tt {

void RoundRecord::reset_record(int seats, const CardCodec& codec) {
    const auto n = static_cast<std::size_t>(seats);
    played.assign(codec.suit_count() * static_cast<std::size_t>(codec.max_value()), false);  // the deck's size
    princes_broken = false;
    void_since.assign(n, InlineVector<std::uint16_t, kMaxSuits>(codec.suit_count(), 0));
    only_princes_claim.assign(n, 0);
}

void RoundRecord::forget_hand(int seat) {
    const auto si = static_cast<std::size_t>(seat);
    std::fill(void_since[si].begin(), void_since[si].end(), 0);
    only_princes_claim[si] = 0;
}

std::string played_twice(const CardCodec& codec, Card c, std::string_view where) {
    return codec.name(c) + " was already played " + std::string(where) + ": each card is played once a round";
}

std::string revoke_warning(const Seating& seating, const CardCodec& codec, int seat, Card c, int void_trick, int trick_no) {
    return "possible revoke: " + seating.name(seat) + " showed no " + codec.suit_name(c.suit) + " in trick " +
           std::to_string(void_trick) + " and now plays " + codec.name(c) + " in trick " + std::to_string(trick_no) +
           ". The table decides: 'undo' takes the card back, anything else keeps it";
}

}  // namespace zref::tt
