// The Great Flood (strength 6): every player hands their whole collection of
// treasures to the next player clockwise, at once. Stronghold and Effigy stay
// where they stand (they are not treasures) and shield nothing from it, and
// Saffron travels with its collection. Whether anyone then wins is win.h's
// question, asked after the change like any other.
#pragma once
#include <vector>

#include "core/ruling.h"
#include "games/zombie_paella/state.h"

namespace zref::paella {

struct FloodOutcome {
    PublicState state;
    std::vector<Reason> reasons;
};

FloodOutcome great_flood(const PublicState& state);

}  // namespace zref::paella
