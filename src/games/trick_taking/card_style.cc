#include "games/trick_taking/card_style.h"

#include <cctype>

namespace zref::tt {

namespace {

// By position in the game's suit table.
const char* const kSuitColours[] = {"32", "33", "34", "35", "36", "31"};

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

}  // namespace

std::string styled_suit(const Style& style, const std::string& text, const CardCodec& codec, std::uint8_t suit) {
    std::string sgr = kSuitColours[suit % (sizeof kSuitColours / sizeof *kSuitColours)];
    if (suit < codec.suit_count() && codec.is_trump(suit)) sgr = "1;" + sgr;
    return style.wrap(text, sgr);
}

std::string styled_card(const Style& style, const CardCodec& codec, Card c) {
    return styled_suit(style, codec.code(c), codec, c.suit);
}

std::string highlight_cards(const Style& style, const std::string& text, const CardCodec& codec) {
    if (!style.on() || codec.suit_count() == 0) return text;
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
                    out += styled_suit(style, text.substr(i, end - i), codec, s);
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

}  // namespace zref::tt
