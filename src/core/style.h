// Colour for the terminal, or none. Every coloured string zref prints goes
// through a Style, so --color=never, NO_COLOR and pipes get plain text from
// the same code. A game colours its own pieces with wrap().
#pragma once
#include <string>

namespace zref {

class Style {
public:
    explicit Style(bool on = false, bool for_readline = false) : on_(on), readline_(for_readline) {}
    bool on() const { return on_; }

    std::string player(const std::string& text) const;
    std::string round(const std::string& text) const;
    std::string warning(const std::string& text) const;
    std::string error(const std::string& text) const;
    std::string dim(const std::string& text) const;
    // `text` in the terminal's select-graphic-rendition `sgr` ("1;35": bold
    // magenta), or as it is when colour is off.
    std::string wrap(const std::string& text, const std::string& sgr) const;

private:
    bool on_;
    bool readline_;  // mark escapes as invisible for libedit's prompt width
};

}  // namespace zref
