// Turn order ("Playing a Trick": beginning with the starting player and
// proceeding clockwise, each player plays one card).
#include <catch2/catch.hpp>

#include <vector>

#include "games/trick_taking/tests/tables.h"
#include "games/trick_taking/trick.h"

namespace zref::tt::test {
namespace {

bool everyone(int) { return true; }

std::vector<int> order_of(const Trick& t) { return std::vector<int>(t.order.begin(), t.order.end()); }

}  // namespace

TEST_CASE("Playing a Trick: the leader plays first, then each player clockwise", "[trick_taking][turn_order]") {
    const Seating seating = four_players();
    const CardCodec codec = zombie_princess_deck();
    Trick t;
    t.leader = 2;
    seat_players(t, seating, 1, 1, everyone);
    CHECK(t.leader == 2);
    CHECK(order_of(t) == std::vector<int>{2, 3, 0, 1});
    CHECK(t.to_play() == 2);
    CHECK_FALSE(t.next_card_ends());
    for (int seat : {2, 3, 0}) {
        REQUIRE(t.to_play() == seat);
        t.plays.push_back(Play{nullptr, seat, card(codec, "v1"), 0, true});
    }
    CHECK(t.to_play() == 1);
    CHECK(t.next_card_ends());  // Ben's card is the trick's last
}

TEST_CASE("Playing a Trick: the refusal of a card out of turn names the trick and whose turn it is",
          "[trick_taking][turn_order]") {
    const Seating seating = four_players();
    const CardCodec codec = zombie_princess_deck();
    Trick t;
    t.leader = 1;
    seat_players(t, seating, 1, 1, everyone);
    CHECK(turn_refusal(seating, t, 3, 2) == "it is Ben's turn to lead trick 3, not Cai's");
    t.plays.push_back(Play{nullptr, 1, card(codec, "k4"), 0, true});
    CHECK(turn_refusal(seating, t, 3, 0) == "it is Cai's turn to play to trick 3, not Ana's");
}

TEST_CASE("Playing a Trick: a player who cannot play is passed over, and the lead passes on clockwise",
          "[trick_taking][turn_order]") {
    const Seating seating = four_players();
    auto can_play = [](int seat) { return seat != 1; };  // Ben has no card left, or is out of the round
    Trick t;
    SECTION("another player's turn is skipped") {
        t.leader = 0;
        seat_players(t, seating, 1, 1, can_play);
        CHECK(t.leader == 0);
        CHECK(order_of(t) == std::vector<int>{0, 2, 3});
    }
    SECTION("the leader's lead goes to the next player on the left who can play") {
        t.leader = 1;
        seat_players(t, seating, 1, 1, can_play);
        CHECK(t.leader == 2);
        CHECK(order_of(t) == std::vector<int>{2, 3, 0});
    }
}

TEST_CASE("Playing a Trick: under a rule of two cards each, the order goes round twice", "[trick_taking][turn_order]") {
    const Seating seating(std::vector<std::string>{"Ana", "Ben", "Cai"}, false);
    Trick t;
    t.leader = 1;
    seat_players(t, seating, 2, 1, everyone);
    CHECK(order_of(t) == std::vector<int>{1, 2, 0, 1, 2, 0});
}

TEST_CASE("Playing a Trick: under a rule of two cards each played together, each seat plays both on its turn",
          "[trick_taking][turn_order]") {
    const Seating seating(std::vector<std::string>{"Ana", "Ben", "Cai"}, false);
    Trick t;
    t.leader = 1;
    seat_players(t, seating, 2, 2, everyone);
    CHECK(order_of(t) == std::vector<int>{1, 1, 2, 2, 0, 0});
    t.restart(1);
    seat_players(t, seating, 2, 2, [](int seat) { return seat != 1; });  // Ben has no card left: Cai leads
    CHECK(t.leader == 2);
    CHECK(order_of(t) == std::vector<int>{2, 2, 0, 0});
}

TEST_CASE("Playing a Trick: the winner leads the next trick, which starts empty", "[trick_taking][turn_order]") {
    const Seating seating = four_players();
    const CardCodec codec = zombie_princess_deck();
    Trick t;
    seat_players(t, seating, 1, 1, everyone);
    t.plays = plays_of(codec, seating, "Ana v2, Ben v3, Cai v4, Dee v5");
    t.winner = 3;
    t.restart(t.winner);
    CHECK(t.leader == 3);
    CHECK(t.plays.empty());
    CHECK(t.order.empty());
    CHECK(t.winner == 0);
    seat_players(t, seating, 1, 1, everyone);
    CHECK(t.to_play() == 3);
}

TEST_CASE("Rebel Princess 2, Swan Maiden: a player who dives under plays last, and a leader hands the lead on",
          "[trick_taking][turn_order]") {
    const Seating seating = four_players();
    const CardCodec codec = zombie_princess_deck();
    Trick t;
    t.leader = 0;
    seat_players(t, seating, 1, 1, everyone);
    play_last(t, 0);  // Ana was to lead: Ben leads, Ana plays last
    CHECK(t.leader == 1);
    CHECK(order_of(t) == std::vector<int>{1, 2, 3, 0});
    Trick mid;
    mid.leader = 0;
    seat_players(mid, seating, 1, 1, everyone);
    mid.plays.push_back(Play{nullptr, 0, card(codec, "k7")});
    play_last(mid, 1);  // Ben, next to play, goes after Cai and Dee
    CHECK(mid.leader == 0);
    CHECK(order_of(mid) == std::vector<int>{0, 2, 3, 1});
    CHECK(mid.to_play() == 2);
    play_last(mid, 1);  // already last: nothing moves
    CHECK(order_of(mid) == std::vector<int>{0, 2, 3, 1});
}

}  // namespace zref::tt::test
