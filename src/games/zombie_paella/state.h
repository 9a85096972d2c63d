// The public state of a game of The Zombie Paella: what every player can see.
// Treasures lie face up in collections, a Stronghold or Effigy stands in
// front of one, hand sizes are public knowledge, the cemetery is public, and
// Saffron is either in the middle or in one collection. Hidden hands are
// counted, not listed. Cards are named by their data id ("saffron").
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"

namespace zref::paella {

struct PlayerState {
    std::string name;
    // The collection, by kind of treasure: ingredients count toward the win,
    // discardables wait to be thrown away, permanents work every turn.
    std::vector<std::string> ingredients;
    std::vector<std::string> discardables;
    std::vector<std::string> permanents;
    // Special cards standing in front of the collection (Stronghold, Effigy):
    // they are not treasures.
    std::vector<std::string> in_front;
    int hand_size = 0;

    std::vector<std::string> treasures() const;  // the whole collection
    int treasure_count() const;
    bool holds(const std::string& card_id) const;  // in the collection
    bool has_in_front(const std::string& card_id) const;
};

struct PublicState {
    std::vector<PlayerState> players;  // in clockwise seating order
    int draw_pile = 0;
    std::vector<std::string> cemetery;
    std::optional<int> saffron_holder;  // none: still in the middle
    int in_play = 0;                    // cards on the table mid-action (a battle's face-down cards)
};

// Every card of the deck is somewhere: hands, collections, fronts, the draw
// pile, the cemetery, the table or (Saffron) the middle. `deck_cards` is 108,
// or the two-player deck's count, which the table gives. Saffron's place must
// agree with the collections. The error names the counts.
Status check_conservation(const PublicState& state, int deck_cards, const std::string& saffron_id);

}  // namespace zref::paella
