// A self-played game's journal. Card plays, most of a game's entries, are
// kept as a seat and a card and written as lines only when asked for: the
// bench's lean pass never asks, and a line is a string built per card.
// Every other entry is kept as the line the engine wrote for it.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/seats.h"
#include "games/zombie_princess/game.h"

namespace zref::sim {

class SimJournal {
public:
    void reserve(std::size_t n) {
        entries_.reserve(n);
        lines_.reserve(n / 4);  // card plays are most of a game's entries
    }
    void add_line(std::string line) {
        entries_.push_back({zp::CardPlay{}, static_cast<std::uint32_t>(lines_.size())});
        lines_.push_back(std::move(line));
    }
    // `s` is the state the play was made in: its seating and card notation
    // (shared lists, fixed once the game has begun) are kept to write the line.
    void add_play(const zp::GameState& s, const zp::CardPlay& play) {
        if (entries_.size() == lines_.size()) keep_notation(s);  // no card yet: the first of the game
        entries_.push_back({play, kPlay});
    }

    std::size_t size() const { return entries_.size(); }
    std::string line(std::size_t i) const;
    std::vector<std::string> lines() const;

private:
    static constexpr std::uint32_t kPlay = UINT32_MAX;
    // A card play (line == kPlay), or the index of the entry's line in lines_:
    // a few bytes an entry, so recording a card costs one small append.
    struct Entry {
        zp::CardPlay play;
        std::uint32_t line = kPlay;
    };
    void keep_notation(const zp::GameState& s);
    std::vector<Entry> entries_;
    std::vector<std::string> lines_;
    Seating seating_;
    CardCodec codec_;
};

}  // namespace zref::sim
