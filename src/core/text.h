// Small text helpers shared by parsers and by "did you mean" suggestions.
#pragma once
#include <charconv>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zref {

// A blank as the C locale's isspace reads it (space, tab, newline, vertical
// tab, form feed, carriage return), without a libc call per character.
constexpr bool is_ascii_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

std::string lower(std::string_view s);
bool iequals(std::string_view a, std::string_view b);
// a == b, comparing the length and the first letter before the whole word:
// for exact lookups in short lists of names and ids, where most entries differ
// there and only the match then costs a comparison.
inline bool same_word(std::string_view a, std::string_view b) {
    return a.size() == b.size() && (a.empty() || a.front() == b.front()) && a == b;
}
// Whether `word` is one of `choices`, ignoring case (ASCII), without a
// lowered copy: the end-of-round answers ("count", "yes", "first") are
// read this way several times a round.
inline bool iequals_any(std::string_view word, std::initializer_list<std::string_view> choices) {
    for (std::string_view c : choices)
        if (iequals(word, c)) return true;
    return false;
}
bool starts_with_ci(std::string_view s, std::string_view prefix);
// "1 kept entry", "3 kept entries": a count with the word that agrees with it.
inline std::string counted(long long n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}
std::string join(const std::vector<std::string>& parts, std::string_view sep);
// A text from its pieces, written in one buffer: a chain of '+' makes a
// string for every piece, and rulings and receipts write many such texts.
std::string concat(std::initializer_list<std::string_view> pieces);
// A whole number's digits as a piece for concat(), without a std::string.
// Lives until the end of the full expression that makes it, as concat needs.
class Digits {
public:
    explicit Digits(long long value) : size_(static_cast<std::size_t>(std::to_chars(buf_, buf_ + sizeof buf_, value).ptr - buf_)) {}
    operator std::string_view() const { return {buf_, size_}; }  // NOLINT: implicit, so it reads as a piece

private:
    char buf_[24];
    std::size_t size_;
};
// Names typed as a list: "Ana,Ben,Cai", or "Ana Ben Cai" when there is no
// comma; each trimmed, empty ones dropped.
std::vector<std::string> split_names(const std::string& s);
// " Ana 'Bo Bo' Cai": each word after a space, quoted when it needs it.
std::string quoted_list(const std::vector<std::string>& words);
// Edit distance with adjacent swaps (optimal string alignment), for
// suggesting the closest accepted word.
std::size_t edit_distance(std::string_view a, std::string_view b);
// The candidate closest to `word` if it is close enough to be a likely typo.
std::string closest(std::string_view word, const std::vector<std::string>& candidates);
// " (did you mean 'x'?)" or "" when nothing is close.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

// The whole of `word` read as a number of type T (std::from_chars rules: an
// optional '-' for signed types, digits only); nullopt for anything else,
// including an empty word, trailing text or a value out of T's range.
template <class T>
std::optional<T> parse_number(std::string_view word) {
    T v{};
    auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), v);
    if (word.empty() || ec != std::errc{} || end != word.data() + word.size()) return std::nullopt;
    return v;
}

}  // namespace zref
