// Where the table stands, for the history of a game (core/referee.h).
#include "games/zombie_princess/game.h"

namespace zref::zp {

std::string Game::where() const {
    const auto& s = s_;
    const std::string round = "R" + std::to_string(s.round.number);
    switch (s.phase) {
        case Phase::Setup: return "setup";
        case Phase::ChoosePrincess: return "princesses";
        case Phase::Declare: return round + " entries";
        case Phase::Bidding: return round + " bids";
        case Phase::Tricks: return round + " t" + std::to_string(s.round.tricks.size() + 1);
        case Phase::GameOver: return "game over";
        default: return round + " end";
    }
}

}  // namespace zref::zp
