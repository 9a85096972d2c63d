// Cards of a suited deck and the notation a typist uses for them
// ("k7", "knight 7", "Pr3", "frog"). Suit names come from the game data, so
// the same codec serves every suited game: Zombie Princess's Villagers,
// Pets, Knights and Princes, Rebel Princess's Queens, Fairies, Pets and
// Princes, each with its Frog.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"
#include "core/shared_list.h"

namespace zref::tt {

struct Card {
    std::uint8_t suit = 0;   // index into the game's suit table
    std::uint8_t value = 0;  // 1..max
    friend bool operator==(Card a, Card b) { return a.suit == b.suit && a.value == b.value; }
};

struct SuitInfo {
    std::string id;        // "knights"
    std::string name;      // "Knights"
    std::string singular;  // "Knight"
    std::vector<std::string> codes;  // lowercase words and short codes: "k", "knight", ...
    bool trump = false;
    friend bool operator==(const SuitInfo&, const SuitInfo&) = default;
};

class CardCodec {
public:
    CardCodec() = default;
    CardCodec(std::vector<SuitInfo> suits, int max_value, std::optional<Card> frog)
        : CardCodec(std::move(suits), 1, max_value, frog) {}
    // A deck whose values start above 1 (Rebel Princess with 3 players plays 2-10).
    CardCodec(std::vector<SuitInfo> suits, int min_value, int max_value, std::optional<Card> frog);

    // Parses one card; the error says what was wrong and what is accepted.
    Result<Card> parse(std::string_view text) const;
    // The card parse() would return, or nothing; it writes no message, so it
    // allocates nothing (a card is parsed on every play).
    std::optional<Card> try_parse(std::string_view text) const;
    // The full reading, which also explains a refusal; parse() runs it only
    // when try_parse finds no card.
    Result<Card> parse_explained(std::string_view text) const;
    std::optional<std::uint8_t> parse_suit(std::string_view word) const;

    std::string name(Card c) const;        // "Knight 7", "Pet 8 (the Frog)"
    std::string code(Card c) const;        // "k7"
    // The same, without a copy, for a card of this deck (one code() accepts).
    std::string_view code_view(Card c) const { return codes_.at(code_index(c)); }
    const std::string& suit_name(std::uint8_t suit) const { return suits_.at(suit).name; }
    const std::string& suit_singular(std::uint8_t suit) const { return suits_.at(suit).singular; }
    bool is_trump(std::uint8_t suit) const {
        return suit < suit_count_ && suit < 64 ? (trump_mask_ >> suit & 1u) != 0 : suits_.at(suit).trump;
    }
    bool is_frog(Card c) const { return frog_ && *frog_ == c; }
    std::optional<Card> frog() const { return frog_; }
    int min_value() const { return min_value_; }
    int max_value() const { return max_value_; }
    std::size_t suit_count() const { return suit_count_; }
    const std::vector<SuitInfo>& suits() const { return suits_.list(); }
    std::uint8_t trump_suit() const { return trump_; }  // index of the trump suit (suits().size() if none)
    // Every card of the deck, suit by suit.
    std::vector<Card> deck() const;
    // The same, written into `out` (its buffer reused: self-play deals every round).
    void deck_into(std::vector<Card>& out) const;
    // A one-line summary of the notation, for error messages.
    std::string notation_hint() const;

private:
    std::string written_name(Card c) const;  // name(), written out
    std::string value_range() const;         // "1-10", "2-10"
    std::size_t code_index(Card c) const {
        return static_cast<std::size_t>(c.suit) * static_cast<std::size_t>(max_value_) + c.value - 1u;
    }
    SharedList<SuitInfo> suits_;  // shared: a game state copies its codec on every command
    SharedList<std::string> codes_;  // code() of every card, by suit * max_value + value - 1, written once
    SharedList<std::string> names_;  // name() of every card, the same way: an explained play names its card
    // Every word for a suit (id, name, singular, codes), folded to lowercase,
    // in parse_suit's order of preference, with its suit.
    SharedList<std::pair<std::string, std::uint8_t>> suit_words_;
    int min_value_ = 1;
    int max_value_ = 0;
    std::optional<Card> frog_;
    std::uint8_t trump_ = 0;  // found once: asked on every play
    // suits_.size() and each suit's trump flag (bit `suit`, for the first
    // 64), kept: asked for every card played and every candidate.
    std::size_t suit_count_ = 0;
    std::uint64_t trump_mask_ = 0;
};

// A card's place in the deck, suit by suit: the index of per-card lists
// (the cards played this round). Counted from value 1 whatever the deck's
// lowest value, so every game indexes its cards alike.
inline int card_index(const CardCodec& codec, Card c) { return c.suit * codec.max_value() + (c.value - 1); }

// Whether `c` is a card of this deck: a seat given a card as numbers (not
// typed, so not read by parse) may name one that does not exist.
inline bool in_deck(const CardCodec& codec, Card c) {
    return c.suit < codec.suit_count() && c.value >= codec.min_value() && c.value <= codec.max_value();
}
// Why such a card is refused: "no card of suit 4, value 1 in this deck: cards are written ...".
std::string not_in_deck(const CardCodec& codec, Card c);

}  // namespace zref::tt
