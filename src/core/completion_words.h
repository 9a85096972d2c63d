// What every game's tab completion shares: filtering candidates by the
// typed prefix, number ranges, and the session's own commands.
#pragma once
#include <string>
#include <vector>

namespace zref {

// The words of `pool` that start with `prefix` (case-insensitive), sorted as
// read (k1 k2 ... k10, numbers by value), without duplicates: the last step
// of every game's completion.
std::vector<std::string> starting_with(const std::vector<std::string>& pool, const std::string& prefix);
// "lo" .. "hi".
std::vector<std::string> numbers_from(int lo, int hi);

// The session's own commands, never sent to the referee.
const std::vector<std::string>& meta_commands();

}  // namespace zref
