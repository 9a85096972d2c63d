// What the referee records of a round's cards without seeing a hand: each
// card played once, and the voids a player showed, for revoke flags.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "games/trick_taking/round_record.h"
#include "games/trick_taking/tests/tables.h"

namespace zref::tt::test {

TEST_CASE("Setup: a new round's record has the deck's cards unplayed and nothing shown or claimed",
          "[trick_taking][round_record]") {
    const CardCodec codec = zombie_princess_deck();
    RoundRecord r;
    r.played.assign(3, true);  // a last round's leftovers
    r.princes_broken = true;
    r.reset_record(4, codec);
    CHECK(r.played.size() == 40);  // four suits of 1 to 10
    CHECK(std::count(r.played.begin(), r.played.end(), 1) == 0);
    CHECK_FALSE(r.princes_broken);
    REQUIRE(r.void_since.size() == 4);
    CHECK(r.void_since[3].size() == 4);
    CHECK(r.only_princes_claim == std::vector<int>{0, 0, 0, 0});
}

TEST_CASE("Playing a Trick: each card is played once a round", "[trick_taking][round_record]") {
    const CardCodec codec = zombie_princess_deck();
    RoundRecord r;
    r.reset_record(4, codec);
    const Card k7 = card(codec, "k7");
    CHECK_FALSE(r.was_played(codec, k7));
    r.mark_played(codec, k7);
    CHECK(r.was_played(codec, k7));
    CHECK_FALSE(r.was_played(codec, card(codec, "k8")));
    CHECK_FALSE(r.was_played(codec, card(codec, "pr7")));
    CHECK(played_twice(codec, k7, "in trick 2 by Ana") ==
          "Knight 7 was already played in trick 2 by Ana: each card is played once a round");
}

TEST_CASE("Setup: a card the deck does not have is refused, with the notation", "[trick_taking][round_record]") {
    const CardCodec codec = zombie_princess_deck();
    auto [suit, value, there] = GENERATE(table<int, int, bool>({
        {0, 1, true}, {3, 10, true}, {4, 1, false}, {2, 0, false}, {2, 11, false}}));
    const Card c{static_cast<std::uint8_t>(suit), static_cast<std::uint8_t>(value)};
    CHECK(in_deck(codec, c) == there);
    if (!there) CHECK_THAT(not_in_deck(codec, c), Catch::StartsWith("no card of suit " + std::to_string(suit) + ", value " +
                                                                     std::to_string(value) + " in this deck: cards are written"));
}

TEST_CASE("Playing a Trick: a player who showed void in a suit and later plays it is flagged with both trick numbers",
          "[trick_taking][round_record]") {
    const CardCodec codec = zombie_princess_deck();
    const Seating seating = four_players();
    RoundRecord r;
    r.reset_record(4, codec);
    CHECK(r.void_since_trick(1, kKnights) == 0);
    r.note_void(1, kKnights, 2);  // Ben played off Knights in trick 2
    r.note_void(1, kKnights, 5);  // and again later: trick 2 is kept
    CHECK(r.void_since_trick(1, kKnights) == 2);
    CHECK(r.void_since_trick(1, kPets) == 0);
    CHECK(r.void_since_trick(0, kKnights) == 0);
    CHECK(revoke_warning(seating, codec, 1, card(codec, "k3"), 2, 6) ==
          "possible revoke: Ben showed no Knights in trick 2 and now plays Knight 3 in trick 6. The table decides: "
          "'undo' takes the card back, anything else keeps it");
}

TEST_CASE("Using the Power of a Princess: a hand that changed unseen no longer holds what it showed",
          "[trick_taking][round_record]") {
    const CardCodec codec = zombie_princess_deck();
    RoundRecord r;
    r.reset_record(4, codec);
    r.note_void(2, kVillagers, 1);
    r.note_void(2, kPets, 3);
    r.only_princes_claim[2] = 4;
    r.note_void(0, kPets, 3);
    r.forget_hand(2);
    CHECK(r.void_since[2] == std::vector<std::uint16_t>{0, 0, 0, 0});
    CHECK(r.only_princes_claim[2] == 0);
    CHECK(r.void_since_trick(0, kPets) == 3);  // another hand keeps its record
}

}  // namespace zref::tt::test
