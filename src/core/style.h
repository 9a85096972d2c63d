// Colour for the terminal, or none. Every coloured string zref prints goes
// through a Style, so --color=never, NO_COLOR and pipes get plain text from
// the same code.
#pragma once
#include <string>

#include "core/card.h"

namespace zref {

class Style {
public:
    explicit Style(bool on = false, bool for_readline = false) : on_(on), readline_(for_readline) {}
    bool on() const { return on_; }

    std::string suit(const std::string& text, const CardCodec& codec, std::uint8_t suit) const;
    std::string card(const CardCodec& codec, Card c) const;  // "k7" coloured by suit
    std::string player(const std::string& text) const;
    std::string round(const std::string& text) const;
    std::string warning(const std::string& text) const;
    std::string error(const std::string& text) const;
    std::string dim(const std::string& text) const;
    // Colours every card and suit name ("Knight 7", "Princes") in a ruling.
    std::string highlight_cards(const std::string& text, const CardCodec& codec) const;

private:
    std::string wrap(const std::string& text, const std::string& sgr) const;
    bool on_;
    bool readline_;  // mark escapes as invisible for libedit's prompt width
};

}  // namespace zref
