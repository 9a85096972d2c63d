#include "core/seats.h"

#include "core/text.h"

namespace zref {

Seating::Seating(std::vector<std::string> names, bool teams)
    : names_(std::move(names)), size_(static_cast<int>(names_.size())), teams_(teams) {}

std::string Seating::side_name(int side) const {
    if (!teams_) return name(side);
    return name(side) + " & " + name(side + size() / 2);
}

Result<int> Seating::find(std::string_view word) const {
    for (int i = 0; i < size(); ++i)  // the journal spells names as seated: found at once
        if (same_word(names_[static_cast<std::size_t>(i)], word)) return i;
    for (int i = 0; i < size(); ++i)
        if (iequals(names_[static_cast<std::size_t>(i)], word)) return i;
    int found = -1;
    for (int i = 0; i < size(); ++i) {
        if (!word.empty() && starts_with_ci(names_[static_cast<std::size_t>(i)], word)) {
            if (found >= 0)
                return fail("'" + std::string(word) + "' could be " + name(found) + " or " + name(i) +
                            ": type more of the name");
            found = i;
        }
    }
    if (found >= 0) return found;
    return fail("no player '" + std::string(word) + "'" + did_you_mean(word, names_) + ": players are " +
                join(names_, ", "));
}

Result<int> Seating::find_side(std::string_view word) const {
    // A player's name as seated, the usual answer, is found without writing
    // the side names. A word without '&' can name a side only as one of its
    // players (Individuals, where the side's name is the player's), so the
    // side is the same either way.
    if (word.find('&') == std::string_view::npos)
        for (int seat = 0; seat < size(); ++seat)
            if (same_word(name(seat), word)) return side_of(seat);
    for (int s = 0; s < side_count(); ++s) {
        std::string n = side_name(s), compact;
        for (char c : n)
            if (c != ' ') compact += c;
        if (iequals(n, word) || iequals(compact, word)) return s;
    }
    auto seat = find(word);
    if (!seat) return fail(seat.error());
    return side_of(*seat);
}

}  // namespace zref
