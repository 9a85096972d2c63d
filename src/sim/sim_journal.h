// A self-played game's journal. Card plays and bids, most of a game's
// entries, are kept as what they say (a seat and a card, a seat and a
// number) and written as lines only when asked for: the bench's lean pass
// never asks, and a line is a string built per entry. Every other entry is
// kept as the line the engine wrote for it.
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
        lines_.reserve(n / 4);  // card plays and bids are most of a game's entries
    }
    // Empty, as a new journal, with its buffers kept (RandomTable::restart).
    void clear() {
        entries_.clear();
        lines_.clear();
        notation_kept_ = false;
    }
    void add_line(std::string line) {
        entries_.push_back({Kind::Line, false, {}, 0, static_cast<std::int32_t>(lines_.size())});
        lines_.push_back(std::move(line));
    }
    // `s` is the state the entry was made in: its seating and card notation
    // (shared lists, fixed once the game has begun) are kept to write lines.
    void add_play(const zp::GameState& s, const zp::CardPlay& play) {
        keep_notation(s);
        entries_.push_back({Kind::Play, play.only_princes, play.card, play.seat, 0});
    }
    void add_bid(const zp::GameState& s, const zp::Bid& bid) {
        keep_notation(s);
        entries_.push_back({Kind::Bid, false, {}, bid.seat, bid.tricks});
    }

    std::size_t size() const { return entries_.size(); }
    std::string line(std::size_t i) const;
    std::vector<std::string> lines() const;

private:
    // Twelve bytes an entry, so recording a card or a bid costs one small
    // append (a card play and a bid side by side took twice the room).
    enum class Kind : std::uint8_t { Line, Play, Bid };
    struct Entry {
        Kind kind = Kind::Line;
        bool only_princes = false;  // Kind::Play: the claim
        Card card;                  // Kind::Play
        std::int32_t seat = 0;      // Kind::Play and Kind::Bid
        std::int32_t number = 0;    // Kind::Bid: the tricks bid; Kind::Line: its index in lines_
    };
    static_assert(sizeof(Entry) == 12);
    // Once, at the first play or bid of the game.
    void keep_notation(const zp::GameState& s) {
        if (notation_kept_) return;
        seating_ = s.seating;
        codec_ = s.codec;
        notation_kept_ = true;
    }
    std::vector<Entry> entries_;
    std::vector<std::string> lines_;
    Seating seating_;
    CardCodec codec_;
    bool notation_kept_ = false;
};

}  // namespace zref::sim
