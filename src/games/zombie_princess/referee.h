// A game as its list of accepted commands. State is a fold over that list,
// so undo is "replay all but the last" and nothing typed is ever lost.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "games/zombie_princess/game.h"

namespace zref::zp {

class Referee {
public:
    explicit Referee(const GameData& data);

    // Applies a line; on success it joins the history in its canonical form.
    Result<Ruling> apply(std::string_view line);
    // Steps back one accepted command; fails when there is none.
    Result<std::string> undo();

    const Game& game() const { return *game_; }
    const std::vector<std::string>& history() const { return history_; }

private:
    const GameData* data_;
    std::unique_ptr<Game> game_;
    std::vector<std::string> history_;
};

}  // namespace zref::zp
