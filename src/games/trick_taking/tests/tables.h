// Decks and a table for the trick-taking core's tests: Zombie Princess's four
// suits with the Princes as trumps, and Rebel Princess's four with none, both
// with values 1 to 10 (four players) and the Frog as Pet 8.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/seats.h"
#include "games/trick_taking/card.h"
#include "games/trick_taking/trick.h"

namespace zref::tt::test {

// Suit indices of zombie_princess_deck().
constexpr std::uint8_t kVillagers = 0, kPets = 1, kKnights = 2, kPrinces = 3;

inline CardCodec zombie_princess_deck() {
    return CardCodec({{"villagers", "Villagers", "Villager", {"v", "villager"}, false},
                      {"pets", "Pets", "Pet", {"p", "pet"}, false},
                      {"knights", "Knights", "Knight", {"k", "knight"}, false},
                      {"princes", "Princes", "Prince", {"pr", "prince"}, true}},
                     10, Card{kPets, 8});
}

// No trump suit: the Princes are a suit to avoid, not to win with. Values
// 1-10 (4 or 5 players), or from `min_value` (3 players: 2-10).
inline CardCodec rebel_princess_deck(int min_value = 1) {
    return CardCodec({{"queens", "Queens", "Queen", {"q", "queen"}, false},
                      {"fairies", "Fairies", "Fairy", {"f", "fairy"}, false},
                      {"pets", "Pets", "Pet", {"p", "pet"}, false},
                      {"princes", "Princes", "Prince", {"pr", "prince"}, false}},
                     min_value, 10, Card{2, 8});
}

inline Seating four_players() { return Seating(std::vector<std::string>{"Ana", "Ben", "Cai", "Dee"}, false); }

inline Card card(const CardCodec& codec, std::string_view code) {
    auto c = codec.parse(code);
    if (!c) throw std::invalid_argument(c.error());
    return *c;
}

// "Ana v5, Ben pr3+5": plays in order, each a player's name and a card's
// code, with a power's bonus after a '+'.
inline Plays plays_of(const CardCodec& codec, const Seating& seating, std::string_view text) {
    Plays plays;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        std::string_view one = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
        while (one.front() == ' ') one.remove_prefix(1);
        const std::size_t space = one.find(' ');
        std::string_view code = one.substr(space + 1);
        Play p;
        p.seat = *seating.find(one.substr(0, space));
        if (const std::size_t plus = code.find('+'); plus != std::string_view::npos) {
            p.bonus = static_cast<std::int8_t>(std::stoi(std::string(code.substr(plus + 1))));
            code = code.substr(0, plus);
        }
        p.card = card(codec, code);
        plays.push_back(p);
    }
    return plays;
}

}  // namespace zref::tt::test
