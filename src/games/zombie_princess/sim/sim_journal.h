// A self-played game's journal. Card plays and bids, most of a game's
// entries, are kept as what they say (a seat and a card, a seat and a
// number) and written as lines only when asked for: the bench's lean pass
// never asks, and a line is a string built per entry. Other commands are
// kept as their words, copied into one text that holds them all, and their
// lines written the same way; an entry whose line the engine wrote itself
// (a power, a pass) is kept as that line.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/trick_taking/card.h"
#include "core/command.h"
#include "core/seats.h"
#include "games/zombie_princess/game.h"

namespace zref::sim {

class SimJournal {
public:
    void reserve(std::size_t n) {
        entries_.reserve(n);
        word_ends_.reserve(n / 2);  // card plays and bids are most of a game's entries
        words_.reserve(n * 4);
    }
    // Empty, as a new journal, with its buffers kept (RandomTable::restart).
    void clear() {
        entries_.clear();
        lines_.clear();
        words_.clear();
        word_ends_.clear();
        notation_kept_ = false;
    }
    void add_line(std::string line) {
        entries_.push_back({Kind::Line, false, {}, 0, static_cast<std::int32_t>(lines_.size())});
        lines_.push_back(std::move(line));
    }
    // A command in its journal form (FastEntries::apply_leaving_line's), kept as
    // its words: its line is Command::to_line's.
    void add_command(const Command& c) {
        entries_.push_back({Kind::Words, false, {}, static_cast<std::int32_t>(1 + c.args.size()),
                            static_cast<std::int32_t>(word_ends_.size())});
        add_word(c.verb);
        for (const auto& a : c.args) add_word(a);
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
    enum class Kind : std::uint8_t { Line, Play, Bid, Words };
    struct Entry {
        Kind kind = Kind::Line;
        bool only_princes = false;  // Kind::Play: the claim
        tt::Card card;              // Kind::Play
        std::int32_t seat = 0;      // Kind::Play and Kind::Bid; Kind::Words: how many words
        std::int32_t number = 0;    // Kind::Bid: the tricks bid; Kind::Line: its index in lines_; Kind::Words: its first word's in word_ends_
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
    void add_word(std::string_view w) {
        words_.append(w);
        word_ends_.push_back(static_cast<std::uint32_t>(words_.size()));
    }
    std::vector<std::string> lines_;
    std::string words_;                     // the words of Kind::Words entries, one after another
    std::vector<std::uint32_t> word_ends_;  // where each of them ends in words_
    Seating seating_;
    tt::CardCodec codec_;
    bool notation_kept_ = false;
};

}  // namespace zref::sim
