#include "games/trick_taking/trick.h"

namespace zref::tt {

std::string turn_refusal(const Seating& seating, const Trick& t, int trick_no, int seat) {
    return "it is " + seating.name(t.to_play()) + "'s turn" +
           (t.plays.empty() ? " to lead trick " : " to play to trick ") + std::to_string(trick_no) + ", not " +
           seating.name(seat) + "'s";
}

}  // namespace zref::tt
