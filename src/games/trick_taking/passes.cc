#include "games/trick_taking/passes.h"

#include <vector>

#include "core/text.h"

namespace zref::tt {

std::string pass_count_text(int count, int hand_size) {
    if (count == kHalfHand)
        return hand_size > 0 ? "half your hand (" + std::to_string(hand_size / 2) + " cards)" : "half your hand";
    return std::to_string(count) + (count == 1 ? " card" : " cards");
}

std::string who_passes(const Seating& seating, PassDirection direction) {
    std::vector<std::string> pairs;
    for (int seat = 0; seat < seating.size(); ++seat) {
        if (seating.teams()) {
            if (seating.partner(seat) > seat) pairs.push_back(seating.name(seat) + " with " + seating.name(seating.partner(seat)));
        } else {
            const int to = direction == PassDirection::Left ? seating.left(seat) : seating.right(seat);
            if (direction == PassDirection::Split)
                pairs.push_back(seating.name(seat) + " to " + seating.name(seating.left(seat)) + " and " +
                                seating.name(seating.right(seat)));
            else
                pairs.push_back(seating.name(seat) + " to " + seating.name(to));
        }
    }
    return join(pairs, ", ");
}

}  // namespace zref::tt
