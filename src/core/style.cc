#include "core/style.h"

#include <cctype>

namespace zref {

namespace {

// Suit colours by position in the game's suit table (Villagers green, Pets
// yellow, Knights blue, Princes magenta in Zombie Princess); trumps are bold.
const char* const kSuitColours[] = {"32", "33", "34", "35", "36", "31"};

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

}  // namespace

std::string Style::wrap(const std::string& text, const std::string& sgr) const {
    if (!on_) return text;
    const std::string open = "\x1b[" + sgr + "m", close = "\x1b[0m";
    if (readline_) return "\1" + open + "\2" + text + "\1" + close + "\2";
    return open + text + close;
}

std::string Style::suit(const std::string& text, const CardCodec& codec, std::uint8_t suit) const {
    std::string sgr = kSuitColours[suit % (sizeof kSuitColours / sizeof *kSuitColours)];
    if (suit < codec.suit_count() && codec.is_trump(suit)) sgr = "1;" + sgr;
    return wrap(text, sgr);
}

std::string Style::card(const CardCodec& codec, Card c) const { return suit(codec.code(c), codec, c.suit); }
std::string Style::player(const std::string& text) const { return wrap(text, "1;36"); }
std::string Style::round(const std::string& text) const { return wrap(text, "1"); }
std::string Style::warning(const std::string& text) const { return wrap(text, "33"); }
std::string Style::error(const std::string& text) const { return wrap(text, "1;31"); }
std::string Style::dim(const std::string& text) const { return wrap(text, "2"); }

std::string Style::highlight_cards(const std::string& text, const CardCodec& codec) const {
    if (!on_ || codec.suit_count() == 0) return text;
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        bool matched = false;
        if (i == 0 || !word_char(text[i - 1])) {
            for (std::uint8_t s = 0; s < codec.suit_count() && !matched; ++s) {
                // Plural first, so "Knights" is not read as "Knight" + "s".
                for (const std::string& word : {codec.suit_name(s), codec.suit_singular(s)}) {
                    if (text.compare(i, word.size(), word) != 0) continue;
                    std::size_t end = i + word.size();
                    if (end < text.size() && std::isalpha(static_cast<unsigned char>(text[end]))) continue;
                    // "Knight 7": take the value too.
                    if (end + 1 < text.size() && text[end] == ' ' && std::isdigit(static_cast<unsigned char>(text[end + 1]))) {
                        end += 1;
                        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
                    }
                    out += suit(text.substr(i, end - i), codec, s);
                    i = end;
                    matched = true;
                    break;
                }
            }
        }
        if (!matched) out += text[i++];
    }
    return out;
}

}  // namespace zref
