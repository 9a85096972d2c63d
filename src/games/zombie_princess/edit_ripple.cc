// What an edit that ripples asks of the game (core/referee.h): the
// decisions it may have to ask again (the Frog trick, a payment for missed
// tricks, who starts the next round, each naming its asker, so a changed
// asker refuses the old line), and which refused entries only wait for
// their turn (a card or a bid typed in the old order of play).
#include <algorithm>

#include "core/command.h"
#include "core/text.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

bool Game::deciding() const {
    return s_.phase == Phase::FrogDecision || s_.phase == Phase::Payment || s_.phase == Phase::NextStart;
}

bool Game::is_decision(std::string_view line) const {
    const auto words = tokenize(line);
    if (!words || words->empty()) return false;
    const std::string verb = lower(words->front());
    // 'frog p8' and 'start Ana' at setup have one word after the verb.
    return verb == "pay" || ((verb == "frog" || verb == "start") && words->size() == 3);
}

bool Game::waits_for_turn(std::string_view line) const {
    const auto c = parse_command(line);
    if (!c || c->args.size() < 2) return false;
    const auto seat = s_.seating.find(c->args[0]);
    if (!seat) return false;
    const auto& round = s_.round;
    if (c->verb == "bid") return s_.phase == Phase::Bidding && round.bids[static_cast<std::size_t>(*seat)] < 0;
    if (c->verb != "play" || s_.phase != Phase::Tricks || round.by_counts) return false;
    const auto card = s_.codec.parse(c->args[1]);
    if (!card || round.was_played(s_.codec, *card)) return false;
    const auto& t = round.current;
    return std::find(t.order.begin() + static_cast<std::ptrdiff_t>(t.plays.size()), t.order.end(), *seat) != t.order.end();
}

}  // namespace zref::zp
