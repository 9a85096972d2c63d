#include "games/trick_taking/card.h"

#include <algorithm>

#include "core/text.h"

namespace zref::tt {

namespace {
// A card's code is its suit's short code (else its singular) and its value.
std::string code_prefix(const SuitInfo& s) { return s.codes.empty() ? lower(s.singular) : s.codes.front(); }
}  // namespace

CardCodec::CardCodec(std::vector<SuitInfo> suits, int min_value, int max_value, std::optional<Card> frog)
    : suits_(std::move(suits)), min_value_(std::max(min_value, 1)), max_value_(max_value), frog_(frog) {
    suit_count_ = suits_.size();
    trump_ = static_cast<std::uint8_t>(suits_.size());
    for (std::size_t i = 0; i < suits_.size(); ++i)
        if (suits_[i].trump) {
            if (trump_ == suits_.size()) trump_ = static_cast<std::uint8_t>(i);
            if (i < 64) trump_mask_ |= std::uint64_t{1} << i;
        }
    std::vector<std::string> codes;
    codes.reserve(suits_.size() * static_cast<std::size_t>(std::max(max_value_, 0)));
    for (const auto& s : suits_) {
        const std::string prefix = code_prefix(s);
        for (int v = 1; v <= max_value_; ++v) codes.push_back(prefix + std::to_string(v));
    }
    codes_ = std::move(codes);
    std::vector<std::string> names;
    names.reserve(codes_.size());
    for (std::size_t s = 0; s < suits_.size(); ++s)
        for (int v = 1; v <= max_value_; ++v) names.push_back(written_name(Card{static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(v)}));
    names_ = std::move(names);
    std::vector<std::pair<std::string, std::uint8_t>> words;
    for (std::size_t i = 0; i < suits_.size(); ++i) {
        const auto& s = suits_[i];
        const auto suit = static_cast<std::uint8_t>(i);
        for (const std::string* w : {&s.id, &s.name, &s.singular}) words.emplace_back(lower(*w), suit);
        for (const auto& c : s.codes) words.emplace_back(lower(c), suit);
    }
    suit_words_ = std::move(words);
}

namespace {
// The "C" locale's classes, inline: a card is parsed for every play.
constexpr bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }
constexpr char fold(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Reads "Knight 7", "k7", "K 7", "7 knights" as a run of letters (folded) and
// a run of digits, in either order, skipping blanks, '-' and '_': each letter
// goes to `letter`, each digit to `digit`. False when the text holds anything
// else, more than two runs, or a callback refuses a character.
template <class Letter, class Digit>
bool scan_card_text(std::string_view text, Letter&& letter, Digit&& digit) {
    int runs = 0;  // letter and digit runs seen; a card has at most two
    bool last_alpha = false;
    for (char ch : text) {
        if (is_ascii_space(ch) || ch == '-' || ch == '_') continue;
        const bool alpha = is_alpha(ch);
        if (!alpha && !is_digit(ch)) return false;
        if (runs == 0 || last_alpha != alpha) ++runs, last_alpha = alpha;
        if (runs > 2) return false;
        if (!(alpha ? letter(fold(ch)) : digit(ch))) return false;
    }
    return true;
}
}  // namespace

std::optional<std::uint8_t> CardCodec::parse_suit(std::string_view word) const {
    // A card is parsed on every play: the word is folded (into a small buffer
    // when it fits, so nothing is allocated) and looked up among the suit
    // words folded once, in order of preference.
    char buffer[32];
    std::string longer;
    std::string_view folded;
    if (word.size() <= sizeof buffer) {
        for (std::size_t i = 0; i < word.size(); ++i) buffer[i] = fold(word[i]);
        folded = std::string_view(buffer, word.size());
    } else {
        longer = lower(word);
        folded = longer;
    }
    for (const auto& [text, suit] : suit_words_)
        if (text == folded) return suit;
    return std::nullopt;
}

std::string CardCodec::notation_hint() const {
    std::vector<std::string> parts;
    for (const auto& s : suits_)
        parts.push_back(code_prefix(s) + "N or '" + lower(s.singular) + " N'");
    std::string hint = "cards are written " + join(parts, ", ") + " with N from " + std::to_string(min_value_) + " to " + std::to_string(max_value_);
    if (frog_) hint += ", or 'frog'";
    return hint;
}

Result<Card> CardCodec::parse(std::string_view text) const {
    if (auto card = try_parse(text)) return *card;
    return parse_explained(text);
}

std::optional<Card> CardCodec::try_parse(std::string_view text) const {
    // parse_explained's reading, with the word and number in small buffers.
    char word[32];
    std::size_t letters = 0, digits = 0;
    int value = 0;
    bool long_word = false;
    const bool shaped = scan_card_text(
        text,
        [&](char letter) {
            if (letters == sizeof word) return !(long_word = true);
            word[letters++] = letter;
            return true;
        },
        [&](char digit) {
            value = value * 10 + (digit - '0');
            return ++digits <= 3;
        });
    if (long_word) {  // longer than any suit word we expect: read it the slow way
        auto card = parse_explained(text);
        return card ? std::optional<Card>(*card) : std::nullopt;
    }
    if (!shaped) return std::nullopt;
    const std::string_view w(word, letters);
    if (w == "frog" && digits == 0) return frog_;
    if (letters == 0 || digits == 0) return std::nullopt;
    auto suit = parse_suit(w);
    if (!suit || value < min_value_ || value > max_value_) return std::nullopt;
    return Card{*suit, static_cast<std::uint8_t>(value)};
}

Result<Card> CardCodec::parse_explained(std::string_view text) const {
    std::string word, digits;
    const bool shaped = scan_card_text(
        text, [&](char letter) { return word += letter, true; }, [&](char digit) { return digits += digit, true; });
    if (!shaped) return fail("'" + std::string(text) + "' is not a card: " + notation_hint());
    if (word == "frog" && digits.empty()) {
        if (frog_) return *frog_;
        return fail("this table has no Frog");
    }
    if (word.empty() || digits.empty())
        return fail("'" + std::string(text) + "' is not a card: " + notation_hint());
    auto suit = parse_suit(word);
    if (!suit) {
        std::vector<std::string> words;
        for (const auto& s : suits_) {
            words.insert(words.end(), s.codes.begin(), s.codes.end());
        }
        return fail("no suit '" + word + "'" + did_you_mean(word, words) + ": " + notation_hint());
    }
    if (digits.size() > 3)
        return fail("no card '" + std::string(text) + "': " + lower(suits_[*suit].name) + " run " + value_range() +
                    " in this deck");
    int value = 0;  // at most 3 digits, checked above
    for (char d : digits) value = value * 10 + (d - '0');
    if (value < min_value_ || value > max_value_)
        return fail("no card '" + suits_[*suit].singular + " " + digits + "': " + lower(suits_[*suit].name) + " run " +
                    value_range() + " in this deck");
    return Card{*suit, static_cast<std::uint8_t>(value)};
}

std::string CardCodec::value_range() const { return std::to_string(min_value_) + "-" + std::to_string(max_value_); }

std::string CardCodec::written_name(Card c) const {
    std::string n = suits_.at(c.suit).singular + " " + std::to_string(c.value);
    if (is_frog(c)) n += " (the Frog)";
    return n;
}

std::string CardCodec::name(Card c) const {
    const std::size_t at = code_index(c);
    if (c.value >= 1 && c.value <= max_value_ && at < names_.size()) return names_[at];
    return written_name(c);
}

std::string CardCodec::code(Card c) const {
    const std::size_t at = code_index(c);
    if (c.value >= 1 && c.value <= max_value_ && at < codes_.size()) return codes_[at];
    return code_prefix(suits_.at(c.suit)) + std::to_string(c.value);
}

std::vector<Card> CardCodec::deck() const {
    std::vector<Card> cards;
    deck_into(cards);
    return cards;
}

void CardCodec::deck_into(std::vector<Card>& out) const {
    out.clear();
    out.reserve(suits_.size() * static_cast<std::size_t>(std::max(max_value_ - min_value_ + 1, 0)));
    for (std::size_t s = 0; s < suits_.size(); ++s)
        for (int v = min_value_; v <= max_value_; ++v)
            out.push_back(Card{static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(v)});
}

std::string not_in_deck(const CardCodec& codec, Card c) {
    return "no card of suit " + std::to_string(c.suit) + ", value " + std::to_string(c.value) +
           " in this deck: " + codec.notation_hint();
}

}  // namespace zref::tt
