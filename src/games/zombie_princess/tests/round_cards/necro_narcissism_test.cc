// Round card j, Necro Narcissism ("Round Cards" j): before the first trick
// each player lays every card of one suit they hold face up in front of them.
// zref cannot see hands: before trick 1 it asks each player, clockwise from
// the start player, for 'reveal NAME SUIT' and records it in round.records;
// the revealed cards stay in the hand and are played as normal (our reading).
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

std::vector<int> pending_seats(const zp::Referee& ref) {
    std::vector<int> seats;
    for (const auto& p : ref.game().state().round.pending) {
        CHECK(p.verb == "reveal");
        seats.push_back(p.seat);
    }
    return seats;
}

}  // namespace

TEST_CASE("Round card j (Necro Narcissism): after the bids, every player is asked to lay one suit face up, clockwise from the start player",
          "[card-j]") {
    SECTION("Ana starts") {
        auto ref = table({"Ana", "Ben", "Cai"}, false, "j a a a");
        play(ref, {"3", "7"});
        REQUIRE(ref.game().state().phase == zp::Phase::Bidding);
        auto last_bid = accepted(ref, "1");
        const auto& s = ref.game().state();
        CHECK(s.phase == zp::Phase::Declare);
        CHECK(pending_seats(ref) == std::vector<int>{0, 1, 2});
        CHECK_THAT(last_bid.notices.back(),
                   Contains("Round card j needs, before trick 1: Ana lays one suit face up (type 'reveal NAME SUIT')"));
        CHECK(ref.game().waiting().what ==
              "Ana lays one suit face up (type 'reveal NAME SUIT') (still to enter: Ana, Ben, Cai)");
        CHECK(ref.game().waiting().seat == 0);
    }
    SECTION("Ben starts") {
        auto ref = table({"Ana", "Ben", "Cai"}, false, "j a a a", "Ben");
        play(ref, {"3", "7", "1"});
        CHECK(pending_seats(ref) == std::vector<int>{1, 2, 0});
        CHECK(ref.game().waiting().what ==
              "Ben lays one suit face up (type 'reveal NAME SUIT') (still to enter: Ben, Cai, Ana)");
    }
}

TEST_CASE("Round card j (Necro Narcissism): each reveal is recorded for the round and trick 1 starts after the last one",
          "[card-j]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "j a a a");
    play(ref, {"3", "7", "1"});
    auto first = accepted(ref, "reveal Ana knights");
    CHECK(first.headline == "Ana lays face up every card of Knights");
    REQUIRE(first.reasons.size() == 1);
    CHECK(first.reasons[0].text == "it must be a suit the player holds at least one card of");
    CHECK(first.reasons[0].section == "Round Cards: j. Necro Narcissism");
    CHECK(first.notices == std::vector<std::string>{"Next: Ben lays one suit face up (type 'reveal NAME SUIT')"});
    CHECK(ref.game().state().phase == zp::Phase::Declare);

    accepted(ref, "reveal Ben princes");
    auto last = accepted(ref, "reveal Cai pets");
    const auto& s = ref.game().state();
    CHECK(s.round.records == std::vector<std::string>{"Ana lays face up every card of Knights",
                                                      "Ben lays face up every card of Princes",
                                                      "Cai lays face up every card of Pets"});
    CHECK(s.round.pending.empty());
    CHECK(s.phase == zp::Phase::Tricks);
    CHECK(s.round.current.leader == 0);
    CHECK(last.notices.back() == "Ana leads trick 1 (Princes may not be led until they break out)");
}

TEST_CASE("Round card j (Necro Narcissism): shorthand: a suit alone is the reveal of the player asked, a name picks another player",
          "[card-j]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "j a a a");
    play(ref, {"3", "7", "1"});
    CHECK(accepted(ref, "knights").canonical == "reveal Ana knights");
    CHECK(accepted(ref, "Cai v").canonical == "reveal Cai v");
    CHECK(pending_seats(ref) == std::vector<int>{1});
    CHECK(accepted(ref, "pr").canonical == "reveal Ben pr");
    CHECK(ref.game().state().round.records ==
          std::vector<std::string>{"Ana lays face up every card of Knights", "Cai lays face up every card of Villagers",
                                   "Ben lays face up every card of Princes"});
    const auto& h = ref.history();
    CHECK(std::vector<std::string>(h.end() - 3, h.end()) ==
          std::vector<std::string>{"reveal Ana knights", "reveal Cai v", "reveal Ben pr"});
}

TEST_CASE("Round card j (Necro Narcissism): no card is played before every player has revealed", "[card-j]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "j a a a");
    play(ref, {"3", "7", "1", "reveal Ana knights"});
    CHECK(refused(ref, "play Ana p5") ==
          "'play' is not accepted now: Ben lays one suit face up (type 'reveal NAME SUIT') (still to enter: Ben, Cai)");
    // A card typed alone is read as the suit Ben reveals, which it is not.
    CHECK(refused(ref, "p5") == "reveal: no suit 'p5' (usage: reveal NAME SUIT)");
    CHECK(ref.game().state().round.current.plays.empty());
    CHECK(ref.game().state().round.records.size() == 1);
}

TEST_CASE("Round card j (Necro Narcissism): a player reveals once, and names exactly one suit", "[card-j]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "j a a a");
    play(ref, {"3", "7", "1", "reveal Ana knights"});
    CHECK(refused(ref, "reveal Ana pets") ==
          "'reveal' for Ana is not needed now: Ben lays one suit face up (type 'reveal NAME SUIT')");
    CHECK(refused(ref, "reveal Ben dragons") == "reveal: no suit 'dragons' (usage: reveal NAME SUIT)");
    CHECK(refused(ref, "reveal Ben knights pets") ==
          "reveal: name one suit the player holds, e.g. knights (usage: reveal NAME SUIT)");
    CHECK_THAT(refused(ref, "reveal Zed knights"), Contains("no player 'Zed'"));
    CHECK(ref.game().state().round.records == std::vector<std::string>{"Ana lays face up every card of Knights"});
    CHECK(pending_seats(ref) == std::vector<int>{1, 2});
}

// (A use-after-free once printed this usage as garbage: RuleVerb pointer
// into the temporary vector from RoundRule::verbs(), fixed in c213fd5.)
TEST_CASE("Round card j (Necro Narcissism): a refused reveal names the command's usage", "[card-j]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "j a a a");
    play(ref, {"3", "7", "1"});
    CHECK(refused(ref, "reveal") == "reveal: usage: reveal NAME SUIT");
    CHECK(refused(ref, "reveal Ana dragons") == "reveal: no suit 'dragons' (usage: reveal NAME SUIT)");
    CHECK(refused(ref, "reveal Ana") == "reveal: name one suit the player holds, e.g. knights (usage: reveal NAME SUIT)");
    CHECK(refused(ref, "p5") == "reveal: no suit 'p5' (usage: reveal NAME SUIT)");
}

TEST_CASE("Round card j (Necro Narcissism): the reveal is before trick 1 only: not during bidding, not once play has begun",
          "[card-j]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "j a a a");
    play(ref, {"3"});
    CHECK(refused(ref, "reveal Ana knights") == "'reveal' is not accepted now: Ben to bid (0-12)");
    play(ref, {"7", "1", "reveal Ana knights", "reveal Ben princes", "reveal Cai pets"});
    CHECK(refused(ref, "reveal Ana pets") == "'reveal' is not accepted now: Ana to lead trick 1 of 12");
    play(ref, {"play Ana p5"});
    CHECK(refused(ref, "reveal Cai knights") == "'reveal' is not accepted now: Ben to play to trick 1 of 12");
}

TEST_CASE("Round card j (Necro Narcissism): revealed cards are played from the table as normal: the round scores as under card a",
          "[card-j]") {
    auto j = round_under("j a a a", {"3", "7", "1", "reveal Ana knights", "reveal Ben princes", "reveal Cai pets"},
                         kRound, {"count"});
    auto a = round_under("a a a a", {"3", "7", "1"}, kRound, {"count"});
    CHECK(j.game().state().results.back().seat_tricks == std::vector<int>{3, 7, 2});
    check_scores_alike(j, a);
    for (int side = 0; side < 3; ++side) {
        INFO("side " << side);
        CHECK(receipt(j, side).lines.at(3).detail == "no effect");
        CHECK(receipt(j, side).lines.at(3).skulls == 0);
    }
    // Ana 3 of 3, Ben 7 of 7, Cai 2 on a bid of 1: 1 skull for the over-trick.
    CHECK(receipt(j, 0).points == 3);
    CHECK(receipt(j, 1).points == 7);
    CHECK(receipt(j, 2).points == 1);
    CHECK(receipt(j, 2).skulls_after == 1);
}

TEST_CASE("Round card j (Necro Narcissism): the records belong to the round, the next round under j asks again from its start player",
          "[card-j]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "j j a a");
    play(ref, {"3", "7", "1", "reveal Ana knights", "reveal Ben princes", "reveal Cai pets"});
    play(ref, kRound);
    play(ref, {"count", "start Cai first"});
    const auto& s = ref.game().state();
    REQUIRE(s.round.number == 2);
    CHECK(s.round.records.empty());
    CHECK(s.phase == zp::Phase::Bidding);
    play(ref, {"4", "4", "4"});
    CHECK(pending_seats(ref) == std::vector<int>{2, 0, 1});
    CHECK(s.round.records.empty());
}

TEST_CASE("Round card j (Necro Narcissism): in Teams every player reveals a suit, not one per team", "[card-j][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "j a a a");
    play(ref, {"2", "3", "0", "4"});
    CHECK(pending_seats(ref) == std::vector<int>{0, 1, 2, 3});
    play(ref, {"knights", "pets", "villagers"});
    CHECK(ref.game().state().phase == zp::Phase::Declare);
    play(ref, {"princes"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);
    CHECK(ref.game().state().round.records ==
          std::vector<std::string>{"Ana lays face up every card of Knights", "Ben lays face up every card of Pets",
                                   "Cai lays face up every card of Villagers", "Dee lays face up every card of Princes"});
}

// Regression test for a fixed bug; as it was, in src/games/zombie_princess/game.cc, Game::expand_shorthand, Declare
// phase: a word typed alone is first tried as a player's name ("Dee" for
// "view Dee", added in 1142afc), and a unique name prefix wins over a suit
// code. With players Kim and Val, Ana's shorthand 'k' (or 'v') becomes
// 'reveal Kim' (or 'reveal Val') with no suit and is refused with "name one
// suit the player holds". A reveal or show always needs a suit, so a word
// that reads as a suit should stay the suit of the player asked, as a card
// stays a card in the Tricks phase ("k 7" vs "Kim").
TEST_CASE("Round card j (Necro Narcissism): a suit code is the suit even when a player's name starts with it",
          "[card-j]") {
    auto ref = table({"Ana", "Kim", "Val"}, false, "j a a a");
    play(ref, {"3", "7", "1"});
    auto k = ref.apply("k");
    REQUIRE(k.ok());
    CHECK(k->canonical == "reveal Ana k");
    auto v = ref.apply("v");
    REQUIRE(v.ok());
    CHECK(v->canonical == "reveal Kim v");
    CHECK(ref.game().state().round.records ==
          std::vector<std::string>{"Ana lays face up every card of Knights", "Kim lays face up every card of Villagers"});
}

}  // namespace zref::test
