#include "core/style.h"

namespace zref {

std::string Style::wrap(const std::string& text, const std::string& sgr) const {
    if (!on_) return text;
    const std::string open = "\x1b[" + sgr + "m", close = "\x1b[0m";
    if (readline_) return "\1" + open + "\2" + text + "\1" + close + "\2";
    return open + text + close;
}

std::string Style::player(const std::string& text) const { return wrap(text, "1;36"); }
std::string Style::round(const std::string& text) const { return wrap(text, "1"); }
std::string Style::warning(const std::string& text) const { return wrap(text, "33"); }
std::string Style::error(const std::string& text) const { return wrap(text, "1;31"); }
std::string Style::dim(const std::string& text) const { return wrap(text, "2"); }

}  // namespace zref
