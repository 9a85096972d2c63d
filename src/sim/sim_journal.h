// A self-played game's journal. Card plays, most of a game's entries, are
// kept as a seat and a card and written as lines only when asked for: the
// bench's lean pass never asks, and a line is a string built per card.
// Every other entry is kept as the line the engine wrote for it.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/seats.h"
#include "games/zombie_princess/game.h"

namespace zref::sim {

class SimJournal {
public:
    void reserve(std::size_t n) { entries_.reserve(n); }
    void add_line(std::string line) { entries_.push_back({std::move(line), {}, false}); }
    // `s` is the state the play was made in: its seating and card notation
    // (shared lists, fixed once the game has begun) are kept to write the line.
    void add_play(const zp::GameState& s, const zp::CardPlay& play);

    std::size_t size() const { return entries_.size(); }
    std::string line(std::size_t i) const;
    std::vector<std::string> lines() const;

private:
    struct Entry {
        std::string line;  // empty for a card play
        zp::CardPlay play;
        bool is_play = false;
    };
    std::vector<Entry> entries_;
    Seating seating_;
    CardCodec codec_;
};

}  // namespace zref::sim
