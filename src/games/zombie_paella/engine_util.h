// Small pieces every part of the Zombie Paella engine uses: finding a card
// or a player from a typed word, moving treasures between collections and
// naming cards in rulings.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "games/zombie_paella/game.h"

namespace zref::paella {

bool is_treasure(CardKind kind);

// A card by id, name or unique id prefix, among the book's cards (and of
// `kinds` when given); refused with the closest ids and the way to describe
// a card the rulebook does not name.
Result<const CardInfo*> find_card(const GameData& book, std::string_view word, std::vector<CardKind> kinds = {});

// The card's name for rulings ("King James I"); the id when unknown.
std::string card_name(const GameData& book, const std::string& id);
std::string card_names(const GameData& book, const std::vector<std::string>& ids);

// A player by name or unique prefix.
Result<int> find_player(const GameState& s, std::string_view word);
// Whether `word` names a player exactly (case aside): checked before a card.
bool names_player(const GameState& s, std::string_view word);

// The collection's list the card belongs in by its kind.
std::vector<std::string>& shelf(PlayerState& p, CardKind kind);
void add_treasure(PlayerState& p, const CardInfo& card);
// Takes `id` out of the collection; false when it is not there.
bool remove_treasure(PlayerState& p, const std::string& id);
// A treasure in `owner`'s collection by typed word, refused naming what they hold.
Result<const CardInfo*> owned_treasure(const GameState& s, const GameData& book, int owner, std::string_view word);

// Moves a treasure from one collection to another (Saffron's place follows).
void move_treasure(GameState& s, const GameData& book, int from, int to, const std::string& id);
// A treasure leaves a collection for the cemetery.
void bury_treasure(GameState& s, int from, const std::string& id);
// A card from the table (mid-action) to the cemetery.
void table_to_cemetery(GameState& s, const std::string& id);
// A card the table did not name, in the cemetery (half a hand after an Ultra).
inline constexpr std::string_view kUnnamedCard = "?";

// One action spent of the turn's count.
void spend_action(GameState& s);

// Where the current turn stands, in words: "Ana's action (1 of 2)".
std::string action_count(const GameState& s);

// The player's ingredient worth, with the table's size.
int worth_of(const GameState& s, const GameData& book, int seat);

}  // namespace zref::paella
