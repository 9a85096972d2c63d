// A game's deck as its setup builds it: the codec for a deck size, kept and
// shared (self-play sets up thousands of tables), and the check that a player
// name cannot be read as a card or a word the game uses.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "games/trick_taking/card.h"

namespace zref::tt {

// The codec for these suits, values and Frog, lent: valid until the next
// call on this thread. Building one (every card's code, the folded suit
// words) costs more than the rest of a table's setup, so the few built on
// this thread are kept and returned again when the suits, values and Frog
// are the same (compared by content: a game's data may change between games).
const CardCodec& cached_codec(const std::vector<SuitInfo>& suits, int min_value, int max_value, std::optional<Card> frog);

// The cards each of `players` is dealt when the whole deck goes out: the
// deck's size (its suits times its values, from the lowest), without listing it.
inline int hand_size(const CardCodec& codec, int players) {
    const int values = codec.max_value() - codec.min_value() + 1;
    return players > 0 ? static_cast<int>(codec.suit_count()) * values / players : 0;
}

// Whether `name` can name a player: not empty, not one of the game's own
// `reserved` words, not a number, and not read as a card by `probe` (the deck
// the table plays with).
Status check_player_name(const std::string& name, const CardCodec& probe, std::span<const std::string_view> reserved);

}  // namespace zref::tt
