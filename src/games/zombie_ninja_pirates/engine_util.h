// Small pieces every part of the Zombie Ninja Pirates engine uses: finding a
// card, a Type or a player from a typed word, and moving cards between hands,
// Types, Chests and the discards.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "games/zombie_ninja_pirates/game.h"

namespace zref::znp {

// A card by id, name or unique id prefix; refused with the closest ids and
// how to describe a card the rulebook does not name.
Result<const CardInfo*> find_card(const GameData& book, std::string_view word);
// A Type by id or name, refused when it is not in play at this table.
Result<std::string> find_type(const GameData& book, bool combined, std::string_view word);
bool is_type_word(const GameData& book, std::string_view word);
Result<int> find_player(const GameState& s, std::string_view word);
bool names_player(const GameState& s, std::string_view word);
// "the END GAME came up" as typed after a draw.
bool is_end_game_word(std::string_view word);

PlayerState& player(GameState& s, int seat);
const PlayerState& player(const GameState& s, int seat);
bool holds_type(const PlayerState& p, std::string_view type);
// An Object in the player's Chest by typed word, refused naming what the Chest holds.
Result<std::string> chest_object(const GameState& s, const GameData& book, int seat, std::string_view word);
bool remove_one(std::vector<std::string>& list, const std::string& id);
std::string card_name(const GameData& book, const std::string& id);
std::string type_list_text(const GameData& book, const std::vector<std::string>& types, std::string_view sep = " or ");

}  // namespace zref::znp
