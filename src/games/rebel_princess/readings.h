// Our readings where the sources leave room (games/rebel-princess.toml,
// [[readings]]): the value in force at a table, the default unless its
// setup typed `reading ID VALUE`.
#pragma once
#include <string>
#include <string_view>

#include "games/rebel_princess/data.h"
#include "games/rebel_princess/state.h"

namespace zref::rp {

// The value of reading `id` at this table: the typed one, else the data's default.
std::string reading_value(const GameData& data, const TableSetup& setup, std::string_view id);
inline bool reading_is(const GameData& data, const TableSetup& setup, std::string_view id, std::string_view value) {
    return reading_value(data, setup, id) == value;
}
// " (our reading: ID = VALUE)", for a reason that rests on a reading.
std::string reading_note(const GameData& data, const TableSetup& setup, std::string_view id);

// Whether Rebel of the Ball is played at this table: the reading, or by
// default whether the table plays with the Deluxe box.
bool rebel_of_the_ball_on(const GameData& data, const TableSetup& setup);

}  // namespace zref::rp
