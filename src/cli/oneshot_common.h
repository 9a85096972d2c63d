// What the one-shot commands (`zref trick`, `zref score`) share: the game
// data, reading lists and Round cards from options, and the one error line.
#pragma once
#include <string>
#include <vector>

#include "core/result.h"
#include "games/zombie_princess/data.h"

namespace zref::cli {

// The built-in game data, or the --data override.
Result<zp::GameData> oneshot_game_data(const std::string& override_path);
// "Ana,Ben,Cai" or "Ana Ben Cai" (spaces separate only when there is no comma).
std::vector<std::string> split_list(const std::string& text);
// A Round card by letter ("g") or name ("Brain Drain"); the error names the option.
Result<char> parse_round_card(const zp::GameData& data, const std::string& word);
// Prints "zref: MESSAGE" on stderr and returns 2, the exit status for bad input.
int oneshot_error(const std::string& message);

}  // namespace zref::cli
