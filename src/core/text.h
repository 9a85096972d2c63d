// Small text helpers shared by parsers and by "did you mean" suggestions.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace zref {

std::string lower(std::string_view s);
bool iequals(std::string_view a, std::string_view b);
bool starts_with_ci(std::string_view s, std::string_view prefix);
std::string join(const std::vector<std::string>& parts, std::string_view sep);
// Levenshtein distance, for suggesting the closest accepted word.
std::size_t edit_distance(std::string_view a, std::string_view b);
// The candidate closest to `word` if it is close enough to be a likely typo.
std::string closest(std::string_view word, const std::vector<std::string>& candidates);
// " (did you mean 'x'?)" or "" when nothing is close.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace zref
