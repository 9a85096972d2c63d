// Helpers shared by the rules files: the rulebook's section names, reading
// the words of a reveal or a pick, and the legal picks of a zombie.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ruling.h"
#include "games/bowling_for_zombies/state.h"

namespace zref::bfz {

namespace sec {
inline constexpr const char* Contents = "Contents";
inline constexpr const char* BodyParts = "Cards: Body Parts";
inline constexpr const char* SetUp = "Set-Up";
inline constexpr const char* GamePlay = "Game Play";
inline constexpr const char* Drawing = "Drawing Lane Cards";
inline constexpr const char* Choose = "Choose Necromancer Zombie Cards";
inline constexpr const char* Resolve = "Reveal Cards and Resolve";
inline constexpr const char* LaneEmpty = "When the Lane Runs Empty";
inline constexpr const char* Discard = "Discard Cards";
inline constexpr const char* End = "End of Game";
inline constexpr const char* TwoPlayer = "Two Player Game";
inline constexpr const char* HighLow = "High and Low";
inline constexpr const char* Poker = "Poker";
inline constexpr const char* BlackJack = "Black Jack";
}  // namespace sec

// " (our reading: ID)": a ruling that rests on an [[interpretations]] entry.
std::string reading(std::string_view id);

std::optional<int> parse_int(std::string_view word);
std::optional<Part> parse_part(std::string_view word);
// true for above (on top), false for below (a bluff).
std::optional<bool> parse_position(std::string_view word);
std::string part_word(Part p);  // "head", as the journal writes it
// "2, 2 and 4"
std::string pins_list(const std::vector<int>& pins);
// The necromancer's name, or "the phantom hand".
std::string who(const GameState& s, int seat_or_phantom);
// A Lane card taken with the choices a zombie has for it.
struct TakeOption {
    std::vector<int> take;      // one Lane card, or two with a Head
    std::optional<int> remove;  // Hand: the Lane card blocked
    bool hand = false;          // a Hand acts (it may name a removal)
    bool operator==(const TakeOption& o) const { return take == o.take && remove == o.remove && hand == o.hand; }
};
// Every distinct pick a zombie with `acting` on top may make from `table`;
// empty when the table is empty.
std::vector<TakeOption> take_options(const std::vector<int>& table, Part acting, int head_max_sum);
// "8 remove 8", "8 1", "4"; a Hand that blocks nothing is "8", as for a
// zombie without one ('remove none' is still read, as older journals wrote it).
std::string option_words(const TakeOption& o);
// The decision the resolution waits for, and whose it is.
struct Asking {
    Decision decision = Decision::None;
    int seat = -1;
};
Asking asking(const GameState& s);
// The number of Lane cards this round draws: the zombies in play (the
// phantom counts) minus one, or what the deck and discards still hold.
int participants(const GameState& s);
int lanes_needed(const GameState& s);
int deck_total(const std::vector<int>& counts);
// High and Low: the round's digit is high (rounds of the first half) or low.
bool high_half(const GameState& s, int round);
// High and Low: the digit a necromancer scores this round, once combined.
int round_digit(const GameState& s, int seat);
// High and Low, Poker: the cards a Leg of `seat` may join, as (seat, worth).
std::vector<std::pair<int, int>> leg_targets(const GameState& s, int seat);
// The final ranking and its tie-breaks, as the ruling that ends the game.
void announce_game_over(const GameState& s, Ruling& r);
bool variant_attaches_legs(Variant v);           // High and Low, Poker: a Leg joins a card
std::string variant_section(Variant v);

}  // namespace zref::bfz
