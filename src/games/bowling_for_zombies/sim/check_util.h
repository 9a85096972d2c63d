// Small helpers the checks share: a round read the same way whether it is
// finished (in the results) or still being played (the round in the state).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "games/bowling_for_zombies/state.h"

namespace zref::bfz::sim {

inline std::string str(long n) { return std::to_string(n); }

// The round in the state is still being played, not yet in the results
// (after the last round it stays in the state, finished).
inline bool round_open(const GameState& s) {
    return s.phase != Phase::Setup && s.phase != Phase::GameOver && s.round.number > static_cast<int>(s.results.size());
}

// What one necromancer did in one round: finished or open.
struct SeatInRound {
    std::optional<Reveal> reveal;
    Fate fate = Fate::Out;
    const std::vector<std::string>* events = nullptr;
};

// Every round on record, finished ones first, then the open one.
inline int rounds_on_record(const GameState& s) { return static_cast<int>(s.results.size()) + (round_open(s) ? 1 : 0); }

// Round `number` (1-based, up to rounds_on_record) for `seat`.
inline SeatInRound seat_in_round(const GameState& s, int number, int seat) {
    const auto k = static_cast<std::size_t>(seat);
    if (number <= static_cast<int>(s.results.size())) {
        const SeatRound& sr = s.results[static_cast<std::size_t>(number - 1)].seats[k];
        return {sr.reveal, sr.fate, &sr.events};
    }
    return {s.round.reveals[k], s.round.fate[k], &s.round.events[k]};
}

// The phantom's flip in round `number`, if it flipped.
inline std::optional<int> phantom_in_round(const GameState& s, int number) {
    if (number <= static_cast<int>(s.results.size())) return s.results[static_cast<std::size_t>(number - 1)].phantom;
    return s.round.phantom;
}

// Whether a round's event spends Body Part `p` (resolve.cc writes these; a
// Body Part bluffed or returned is not spent).
inline bool spends(const std::string& event, Part p) {
    auto starts = [&](const char* prefix) { return event.rfind(prefix, 0) == 0; };
    switch (p) {
        case Part::Head:
            return starts("Head used");
        case Part::Hand:
            return starts("Hand used");
        case Part::Leg:
            return starts("Leg to ") || starts("Leg on ") || starts("Leg used");
        case Part::None:
            break;
    }
    return false;
}

}  // namespace zref::bfz::sim
