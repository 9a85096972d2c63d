// The steps of a turn as a player takes them: a card from hand (or, now and
// then or for want of one, the whole hand redrawn), a second card from hand
// once the combined game's first END GAME is out, an Object used from the
// Chest, discards, the draw; and the lightning turns, laying cards until the
// player ends.
#include "games/zombie_ninja_pirates/sim/random_game.h"

namespace zref::znp::sim {

std::string RandomGame::hand_step_line() {
    const int me = ref_.game().state().current;
    auto options = hand_options(me);
    if (options.empty() || chance(4)) return redraw_line();
    return choose(options);
}

std::string RandomGame::chest_step_line() {
    const GameState& s = ref_.game().state();
    const int me = s.current;
    if (s.hand_plays < plays_allowed() && chance(50)) {
        auto options = hand_options(me);
        if (!options.empty()) {
            ++cov_.two_card_turns;
            return choose(options);
        }
    }
    if (s.chest_uses < data_->uses_from_chest && chance(60)) {
        auto options = chest_options(me);
        if (!options.empty()) return choose(options);
    }
    if (s.discarded < data_->most_discards && !hands_[static_cast<std::size_t>(me)].empty() && chance(35)) return discard_line();
    return draw_line();
}

std::string RandomGame::lightning_line() {
    const int me = ref_.game().state().current;
    auto options = hand_options(me);
    auto chest = chest_options(me);
    for (auto& o : chest) options.push_back(std::move(o));
    if (options.empty() || chance(25)) {
        turn_ends();
        return "end";
    }
    ++cov_.lightning_plays;
    return choose(options);
}

}  // namespace zref::znp::sim
