// Reading a SheetModel as its renderers do: places and winners from the
// ranking, what each player shows, a row's values with their labels.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/sheet_model.h"

namespace zref::sheet_read {

using Escape = std::string (*)(std::string_view);

// Each player's place (1-based, shared within a group), 0 when unranked.
std::vector<int> places_of(const SheetModel& m);
// The first group of the ranking once the game is over; else none.
std::vector<int> winners_of(const SheetModel& m);
bool is_in(const std::vector<int>& players, std::size_t p);
// The players' names, escaped, joined with ", ".
std::string names_of(const SheetModel& m, const std::vector<int>& players, Escape escape);
// `row[i]`, or empty past its end (a row the game left short).
const std::string& at_or_empty(const std::vector<std::string>& row, std::size_t i);
// What player `p` shows now, by field (empty when nothing).
const std::vector<std::string>& shown_of(const SheetModel& m, std::size_t p);
// The fields some player shows now: the ranking's columns.
std::vector<std::size_t> shown_fields(const SheetModel& m);
// A field's label, or its name when it has none (a column head).
std::string heading(const SheetField& f);
// The non-empty values, each after its field's label, escaped and joined
// with " · "; the value at `bold` between `bold_open` and `bold_close`.
std::string labelled(const std::vector<SheetField>& fields, const std::vector<std::string>& values, Escape escape,
                     std::size_t bold = SIZE_MAX, std::string_view bold_open = {}, std::string_view bold_close = {});

}  // namespace zref::sheet_read
