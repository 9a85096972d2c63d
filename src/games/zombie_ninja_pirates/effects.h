// What a used card does, from the fixed list zref referees: a Type taken
// from a player, an Object discarded, stolen or given, the discards put back
// on the pile. Drawing and typed moves are the turn's (play.cc, moves.cc).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "core/ruling.h"
#include "games/zombie_ninja_pirates/game.h"

namespace zref::znp {

// What follows the card in a `use` line, sorted by what each word names.
struct UseArgs {
    std::optional<int> target;
    std::optional<std::string> type;
    std::optional<std::string> object_word;
    bool end_game = false;
};

// The words after the card in a `use` line, from `from` on.
Result<UseArgs> read_use_args(const GameState& s, const GameData& b, const Command& c, std::size_t from);

// Applies the card's effect for `user`; adds the journal's words (the player
// and what was taken) and the ruling's words. Refused naming what is missing.
Status apply_effect(GameState& s, const GameData& b, const CardInfo& k, int user, const UseArgs& args,
                    std::vector<std::string>& words, std::string& said, Ruling& r);

}  // namespace zref::znp
