// What the one-shot tools (`zref trick`, `zref score`) share: the game data
// as a game would have it, and reading numbers, lists and Round cards from
// their options.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/game_module.h"
#include "core/result.h"
#include "core/user_settings.h"
#include "games/zombie_princess/data.h"

namespace zref::zp {

// The game data with the table's Frog from the user's settings (--frog still wins).
GameData tool_game_data(const GameData& data, const UserSettings& settings);
// "Ana,Ben,Cai" or "Ana Ben Cai" (spaces separate only when there is no comma).
std::vector<std::string> split_list(const std::string& text);
// A Round card by letter ("g") or name ("Brain Drain"); the error names the option.
Result<char> parse_round_card(const GameData& data, const std::string& word);
// For shell completion: the Round card letters and the Princesses' ids.
std::vector<std::string> round_card_letters(const LoadedData& data);
std::vector<std::string> princess_ids(const LoadedData& data);
// A whole number (0 or more); the error names the option.
Result<int> whole_number(const std::string& word, const std::string& option);
// The option's number, or nullopt when it was not given.
Result<std::optional<int>> number_option(const ToolInput& input, const std::string& option);

}  // namespace zref::zp
