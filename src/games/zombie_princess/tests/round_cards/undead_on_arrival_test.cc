// Round card v, Undead on Arrival ("Round Cards" v): "When you match your bid
// exactly, stop playing cards to tricks and the player to your left leads.
// When only 1 player is left, the round ends. If a player bids 0, they stop
// after all other players have reached their bid. If they win a trick, they
// continue until they are the only player remaining. If 2 or more players bid
// 0, they continue playing until only one of them has taken no tricks; if both
// of them have already taken a trick, they play all of their cards. When a
// player takes a trick with the Frog in it, they can wait until they have
// reached their bid including the Frog trick, at which time they may decide
// whether to count the Frog trick and stop, or not count it and continue; if
// they continue, they may not change their mind later."
// Our readings (games/zombie-princess.toml): if the player on the left has
// stopped too, the next player clockwise still playing leads; a zero bidder who
// wins the Frog trick decides at once; a Frog trick is decided when its
// winner's tricks including it equal the bid, and until then it does not count
// toward stopping.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Applies the lines and returns every notice zref gave for them.
std::vector<std::string> said(zp::Referee& ref, const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const auto& line : lines) {
        INFO("line: " << line);
        auto r = ref.apply(line);
        if (!r) FAIL("refused: " << r.error());
        out.insert(out.end(), r->notices.begin(), r->notices.end());
    }
    return out;
}

std::vector<bool> stopped(const zp::Referee& ref) { return state(ref).round.stopped; }

}  // namespace

TEST_CASE("Round card v (Undead on Arrival): a player who matches the bid exactly stops, and the player on the left leads",
          "[card-v]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "3", "3"});
    auto n = said(ref, {"play Ana v9", "play Ben v1", "play Cai v2"});
    CHECK(any_contains(n, "Undead on Arrival: Ana stops playing: reached the bid of 1 exactly"));
    CHECK(any_contains(n, "Ben leads instead of Ana, who has no card left to play or has stopped"));
    CHECK(stopped(ref) == std::vector<bool>{true, false, false});
    const auto& s = state(ref);
    CHECK(s.round.current.leader == 1);
    CHECK(s.round.current.order == std::vector<int>{1, 2});
    CHECK(refused(ref, "play Ana v8") == "it is Ben's turn to lead trick 2, not Ana's (Ana has stopped playing this round)");
    // Trick 2 has only Ben and Cai; Ana keeps her 11 cards.
    play(ref, {"play Ben v3", "play Cai v4"});
    CHECK(s.round.tricks.back().plays.size() == 2);
    CHECK(s.round.tricks.back().winner == 2);
    CHECK(s.round.cards_left == std::vector<int>{11, 10, 10});
    CHECK(s.round.current.order == std::vector<int>{2, 1});
}

TEST_CASE("Round card v (Undead on Arrival): when the player on the left has stopped too, the next player still "
          "playing leads",
          "[card-v]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, false, "v a a a");
    play(ref, {"1", "1", "2", "2"});
    // Trick 1: Ben wins and stops; Cai, on his left, leads.
    auto n = said(ref, {"play Ana v1", "play Ben v9", "play Cai v2", "play Dee v3"});
    CHECK(any_contains(n, "Cai leads instead of Ben"));
    // Trick 2: Ana wins and stops; Ben on her left has stopped: Cai leads again.
    n = said(ref, {"play Cai k1", "play Dee k2", "play Ana k9"});
    CHECK(stopped(ref) == std::vector<bool>{true, true, false, false});
    CHECK(any_contains(n, "Cai leads instead of Ana, who has no card left to play or has stopped"));
    CHECK(state(ref).round.current.leader == 2);
    CHECK(state(ref).round.current.order == std::vector<int>{2, 3});
}

TEST_CASE("Round card v (Undead on Arrival): a zero bidder stops once everyone else has reached the bid, and the round "
          "ends with cards unplayed",
          "[card-v][zero-bid]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "0", "1"});
    auto n = said(ref, {"play Ana v9", "play Ben v1", "play Cai v2"});
    CHECK(stopped(ref) == std::vector<bool>{true, false, false});
    CHECK_FALSE(any_contains(n, "Ben stops"));
    // Trick 2: Cai reaches his bid; Ben, the trickless zero bidder, stops too.
    n = said(ref, {"play Ben v3", "play Cai v8"});
    CHECK(any_contains(n, "Undead on Arrival: Cai stops playing: reached the bid of 1 exactly"));
    CHECK(any_contains(n, "Undead on Arrival: Ben stops playing: a zero bidder with no trick, and everyone else has stopped"));
    const auto& s = state(ref);
    CHECK(s.round.tricks.size() == 2);
    CHECK(s.round.cards_left == std::vector<int>{11, 10, 10});
    REQUIRE(s.phase == zp::Phase::NextStart);
    CHECK(receipt(ref, 0).points == 1);
    CHECK(receipt(ref, 1).skulls_after == 2 + 10);  // the zero bid is made
    CHECK(receipt(ref, 2).points == 1);
}

TEST_CASE("Round card v (Undead on Arrival): a zero bidder who wins a trick plays on until the only player left",
          "[card-v][zero-bid]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "0", "2"});
    play(ref, {"play Ana v1", "play Ben v9", "play Cai v2"});  // Ben (bid 0) takes a trick
    CHECK(stopped(ref) == std::vector<bool>{false, false, false});
    play(ref, {"play Ben v3", "play Cai v4", "play Ana v8"});  // Ana reaches 1
    CHECK(stopped(ref) == std::vector<bool>{true, false, false});
    play(ref, {"play Ben k1", "play Cai k9"});                 // Cai 1
    play(ref, {"play Cai k8", "play Ben k2"});                 // Cai 2: stops
    const auto& s = state(ref);
    CHECK(s.round.stopped[2]);
    CHECK_FALSE(s.round.stopped[1]);  // Ben is not stopped: he is simply the last one left
    REQUIRE(s.phase == zp::Phase::NextStart);
    CHECK(s.round.tricks.size() == 4);
    CHECK(s.round.cards_left == std::vector<int>{10, 8, 8});
    CHECK(receipt(ref, 1).tricks == 1);
    CHECK(receipt(ref, 1).skulls_after == 1);  // a failed zero bid: 1 over-trick
}

TEST_CASE("Round card v (Undead on Arrival): the round ends when only one player is left, whatever that player's bid",
          "[card-v]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "1", "5"});
    play(ref, {"play Ana v9", "play Ben v1", "play Cai v2"});
    play(ref, {"play Ben v8", "play Cai v3"});
    const auto& s = state(ref);
    CHECK(s.round.tricks.size() == 2);
    CHECK(stopped(ref) == std::vector<bool>{true, true, false});
    // Cai, alone, does not play on: the round is scored with his 0 tricks.
    REQUIRE(s.phase == zp::Phase::NextStart);
    CHECK(receipt(ref, 2).tricks == 0);
    CHECK(receipt(ref, 2).points == 0);
    CHECK(receipt(ref, 0).points == 1);
    CHECK(receipt(ref, 1).points == 1);
}

TEST_CASE("Round card v (Undead on Arrival): several zero bidders play on until only one of them has no trick",
          "[card-v][zero-bid]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, false, "v a a a");
    play(ref, {"1", "0", "0", "1"});
    play(ref, {"play Ana v9", "play Ben v1", "play Cai v2", "play Dee v3"});  // Ana stops
    auto n = said(ref, {"play Ben k1", "play Cai k2", "play Dee k9"});      // Dee stops
    CHECK(stopped(ref) == std::vector<bool>{true, false, false, true});
    CHECK_FALSE(any_contains(n, "zero bidder with no trick"));  // two zero bidders are still trickless
    // Ben leads (left of Dee is Ana, stopped; then Ben); Cai takes a trick.
    CHECK(state(ref).round.current.order == std::vector<int>{1, 2});
    n = said(ref, {"play Ben p1", "play Cai p9"});
    CHECK(any_contains(n, "Undead on Arrival: Ben stops playing: a zero bidder with no trick, and everyone else has stopped"));
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::NextStart);
    CHECK(s.round.tricks.size() == 3);
    CHECK(receipt(ref, 1).skulls_after == 2 + 10);
    CHECK(receipt(ref, 2).tricks == 1);
    CHECK(receipt(ref, 2).skulls_after == 1);
}

TEST_CASE("Round card v (Undead on Arrival): when every zero bidder has taken a trick, they play all their cards",
          "[card-v][zero-bid]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "0", "0"});
    play(ref, {"play Ana v1", "play Ben v9", "play Cai v2"});  // Ben takes a trick
    play(ref, {"play Ben v3", "play Cai v8", "play Ana v4"});  // Cai takes a trick
    play(ref, {"play Cai k1", "play Ana k9", "play Ben k2"});  // Ana reaches 1 and stops
    const auto& s = state(ref);
    CHECK(stopped(ref) == std::vector<bool>{true, false, false});
    // Ben and Cai play their 9 remaining cards each, in 9 two-card tricks.
    const std::vector<std::string> rest = {"v5", "v6", "v7", "k3", "k4", "k5", "k6", "k7", "k8",
                                           "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p9", "pr1"};
    for (std::size_t i = 0; i < rest.size(); ++i) {
        INFO("card " << i);
        REQUIRE(s.phase == zp::Phase::Tricks);
        play(ref, {rest[i]});
    }
    CHECK(s.round.tricks.size() == 12);
    CHECK(s.round.cards_left == std::vector<int>{9, 0, 0});
    CHECK(s.phase == zp::Phase::NextStart);
}

TEST_CASE("Round card v (Undead on Arrival): a Frog trick that makes the bid is decided at once: counting it stops the "
          "player, dropping it is final",
          "[card-v][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "2", "2"});
    auto n = said(ref, {"play Ana p8", "play Ben p1", "play Cai p2"});
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    CHECK(s.round.frog_seat == 0);
    CHECK(any_contains(n, "Undead on Arrival: Ana must decide the Frog trick now"));
    CHECK(ref.game().waiting().what == "Ana decides whether the Frog trick counts (count or drop)");
    CHECK_THAT(refused(ref, "play Ben p3"), Contains("is not accepted now"));
    CHECK(refused(ref, "frog Ben count") == "the Frog trick is Ana's to decide, not Ben's");
    SECTION("count: Ana has her 1 trick and stops; Ben leads") {
        n = said(ref, {"frog Ana count"});
        CHECK(any_contains(n, "Undead on Arrival: Ana stops playing: reached the bid of 1 exactly"));
        CHECK(stopped(ref) == std::vector<bool>{true, false, false});
        CHECK(s.phase == zp::Phase::Tricks);
        CHECK(s.round.current.leader == 1);
        CHECK(zp::seat_tricks(s) == std::vector<int>{1, 0, 0});
    }
    SECTION("drop: Ana plays on, leads, and is not asked again") {
        n = said(ref, {"frog Ana drop"});
        CHECK(stopped(ref) == std::vector<bool>{false, false, false});
        CHECK(s.round.frog_counted == false);
        CHECK(s.round.current.leader == 0);
        CHECK(zp::seat_tricks(s) == std::vector<int>{0, 0, 0});
        // Ana's next trick is her first that counts: she stops then.
        n = said(ref, {"play Ana v9", "play Ben v1", "play Cai v2"});
        CHECK(any_contains(n, "Ana stops playing: reached the bid of 1 exactly"));
        CHECK(zp::seat_tricks(s) == std::vector<int>{1, 0, 0});
        play(ref, {"play Ben v8", "play Cai v3", "play Ben k9", "play Cai k1"});  // Ben reaches 2: Cai alone
        REQUIRE(s.phase == zp::Phase::NextStart);  // no second Frog question at the end
        CHECK(receipt(ref, 0).tricks == 1);
        CHECK(receipt(ref, 0).points == 1);
    }
}

TEST_CASE("Round card v (Undead on Arrival): a Frog decision that stops the last player with a bid ends the round",
          "[card-v][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "0", "1"});
    play(ref, {"play Ana v1", "play Ben v2", "play Cai v9"});  // Cai reaches 1 and stops
    play(ref, {"play Ana p8", "play Ben p1"});                 // Ana's Frog trick makes her 1
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    auto n = said(ref, {"frog Ana count"});
    CHECK(any_contains(n, "Ana stops playing: reached the bid of 1 exactly"));
    CHECK(any_contains(n, "Ben stops playing: a zero bidder with no trick, and everyone else has stopped"));
    // No second Frog question: straight to scoring.
    REQUIRE(s.phase == zp::Phase::NextStart);
    CHECK(s.results.back().seat_tricks == std::vector<int>{1, 0, 1});
    CHECK(receipt(ref, 0).points == 1);
    CHECK(receipt(ref, 1).skulls_after == 12);
}

TEST_CASE("Round card v (Undead on Arrival): a zero bidder who wins the Frog trick decides at once", "[card-v][frog][zero-bid]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "0", "1"});
    play(ref, {"play Ana p1", "play Ben p8", "play Cai p2"});
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    CHECK(s.round.frog_seat == 1);
    SECTION("drop: Ben is still trickless and stops once Ana and Cai have stopped") {
        play(ref, {"frog Ben drop"});
        CHECK(s.round.current.leader == 1);
        play(ref, {"play Ben v1", "play Cai v2", "play Ana v9"});  // Ana stops
        auto n = said(ref, {"play Ben v3", "play Cai v8"});        // Cai stops, then Ben
        CHECK(any_contains(n, "Ben stops playing: a zero bidder with no trick"));
        REQUIRE(s.phase == zp::Phase::NextStart);
        CHECK(receipt(ref, 1).tricks == 0);
        CHECK(receipt(ref, 1).skulls_after == 12);
    }
    SECTION("count: Ben has taken a trick and plays on until he is the last one left") {
        play(ref, {"frog Ben count"});
        play(ref, {"play Ben v1", "play Cai v2", "play Ana v9"});  // Ana stops
        auto n = said(ref, {"play Ben v3", "play Cai v8"});        // Cai stops: Ben is alone
        CHECK_FALSE(any_contains(n, "Ben stops"));
        REQUIRE(s.phase == zp::Phase::NextStart);
        CHECK(receipt(ref, 1).tricks == 1);
        CHECK(receipt(ref, 1).skulls_after == 1);
    }
}

TEST_CASE("Round card v (Undead on Arrival): a Frog trick that does not reach the bid stays undecided and does not count "
          "toward stopping",
          "[card-v][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"3", "2", "2"});
    play(ref, {"play Ana p8", "play Ben p1", "play Cai p2"});  // Ana: the Frog trick, 1 of 3
    const auto& s = state(ref);
    CHECK(s.phase == zp::Phase::Tricks);
    CHECK_FALSE(s.round.frog_counted.has_value());
    CHECK(stopped(ref) == std::vector<bool>{false, false, false});
    CHECK(s.round.current.leader == 0);
}

// Regression test for a fixed bug; as it was (src/games/zombie_princess/round_cards/undead_on_arrival.cc,
// UndeadOnArrival::after_trick): the Frog decision is asked only when the Frog
// trick itself brings its winner to the bid. When the Frog trick comes first
// and a later trick makes the bid counting it, zref does not ask, and since
// update_stops never stops a player holding an undecided Frog, that player
// plays on past the bid. Card v: "they can wait until they have reached their
// bid including the Frog trick, at which time they may decide"; our reading:
// "A Frog trick is decided when its winner's tricks including it equal the bid".
TEST_CASE("Round card v (Undead on Arrival): the Frog decision comes when a later trick reaches the bid counting the Frog trick",
          "[card-v][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"2", "3", "3"});
    play(ref, {"play Ana p8", "play Ben p1", "play Cai p2"});  // the Frog trick: 1 of Ana's 2
    REQUIRE(state(ref).phase == zp::Phase::Tricks);
    play(ref, {"play Ana v9", "play Ben v1", "play Cai v2"});  // Ana's second trick: 2 with the Frog
    const auto& s = state(ref);
    CHECK(s.phase == zp::Phase::FrogDecision);
    CHECK(s.round.frog_seat == 0);
    if (s.phase == zp::Phase::Tricks) {
        // What zref does instead: Ana plays on, and a third trick does not stop her either.
        play(ref, {"play Ana v8", "play Ben v3", "play Cai v4"});
        CHECK(s.round.stopped[0]);
    }
}

TEST_CASE("Round card v (Undead on Arrival): a round scored by counts may total fewer tricks than the hand size",
          "[card-v][counts]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "v a a a");
    play(ref, {"1", "2", "5"});
    play(ref, {"tricks Ana 1", "tricks Ben 2"});
    CHECK(refused(ref, "tricks Cai 10") == "that makes 13 tricks, but a round has only 12");
    play(ref, {"tricks Cai 3"});  // 6 tricks in all: the round ended early
    const auto& s = state(ref);
    REQUIRE(s.results.size() == 1);
    CHECK(s.results.back().seat_tricks == std::vector<int>{1, 2, 3});
    CHECK(receipt(ref, 0).points == 1);
    CHECK(receipt(ref, 1).points == 2);
    CHECK(receipt(ref, 2).points == 0);
}

TEST_CASE("Round card v (Undead on Arrival) with Scheherazade: a bid matched mid-trick stops her at once, and the trick "
          "is settled with the cards already down",
          "[card-v][princess-scheherazade]") {
    // Cai (Scheherazade) bid 2 and won trick 1. In trick 3, with Ana's and
    // Ben's cards down, she changes her bid to 1: she has matched it, so she
    // plays no card to trick 3, which Ana wins with the two cards down.
    auto ref = princess_table("v a a a", {"thumbelina", "dorothy", "scheherazade"});
    play(ref, {"2", "2", "2"});
    play(ref, {"play Ana p1", "play Ben p2", "play Cai p4"});  // Cai wins trick 1
    play(ref, {"play Cai v2", "play Ana v9", "play Ben v1"});  // Ana wins trick 2
    play(ref, {"play Ana v8", "play Ben v3"});
    auto n = said(ref, {"power scheherazade bid 1"});
    CHECK(any_contains(n, "Undead on Arrival: Cai is out of play"));
    CHECK(any_contains(n, "it is settled with the cards already down"));
    const auto& s = state(ref);
    REQUIRE(s.round.tricks.size() == 3);
    CHECK(s.round.tricks.back().plays.size() == 2);
    CHECK(s.round.tricks.back().winner == 0);
    CHECK(s.round.cards_left.at(2) == 10);  // Cai kept the card she would have played
    // Ana has matched her bid too, and Ben is the only player left: the round is over.
    CHECK(s.phase != zp::Phase::Tricks);
    CHECK_THAT(refused(ref, "play Cai v4"), Contains("not accepted now"));
}

}  // namespace zref::test
