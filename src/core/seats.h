// Who sits where: seat order is clockwise, so the next player to act is the
// one on your left. Teams of two sit furthest apart (partner = seat + n/2).
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/inline_vector.h"
#include "core/result.h"
#include "core/shared_list.h"

namespace zref {

class Seating {
public:
    Seating() = default;
    Seating(std::vector<std::string> names, bool teams);
    // Seated from a list already shared (a table's setup keeps its names
    // so): the seating shares it too, with no copy of the names made.
    Seating(SharedList<std::string> names, bool teams)
        : names_(std::move(names)), size_(static_cast<int>(names_.size())), teams_(teams) {}

    int size() const { return size_; }
    bool teams() const { return teams_; }
    const std::string& name(int seat) const { return names_.at(static_cast<std::size_t>(seat)); }
    const std::vector<std::string>& names() const { return names_.list(); }

    // Round the table. A seat of the table, the usual case, steps without a
    // division (these are asked several times a trick); any other int gives
    // what the plain remainder gives.
    int left(int seat) const { return wrap(seat + 1, size()); }
    int right(int seat) const { return wrap(seat + size() - 1, size()); }
    int partner(int seat) const { return teams_ ? wrap(seat + size() / 2, size()) : seat; }

    // A side scores together: a player for Individuals, a pair for Teams.
    int side_count() const { return teams_ ? size() / 2 : size(); }
    int side_of(int seat) const { return teams_ ? wrap(seat, size() / 2) : seat; }
    // The side's seats: one, or two partners (a list held inline, written inline:
    // asked for on every bid and for every side scored).
    InlineVector<int, 2> members(int side) const {
        if (!teams_) return {side};
        return {side, side + size() / 2};
    }
    std::string side_name(int side) const;  // "Ana" or "Ana & Cai"

    // A seat by name: exact, else a unique case-insensitive prefix.
    Result<int> find(std::string_view word) const;
    // A side by a member's name or by the side's own name ("Ana&Cai").
    Result<int> find_side(std::string_view word) const;

private:
    // x % m, without a division in the usual case (one step round the table).
    static int wrap(int x, int m) {
        if (static_cast<unsigned>(x) < 2 * static_cast<unsigned>(m)) return x - (x >= m ? m : 0);
        return x % m;
    }

    SharedList<std::string> names_;  // shared: a game state copies its seating on every command
    // names_.size(), kept: read at every step round the table. The names never change once seated.
    int size_ = 0;
    bool teams_ = false;
};

}  // namespace zref
