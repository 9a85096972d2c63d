// Round card r, We the Villagers ("Round Cards" r): Villagers are wild (always
// matching the led suit) and must be played if you are void in a suit; if two
// players play the same value of the same suit, the one who played first wins.
// Our readings: a wild Villager competes with its own number as a card of the
// led suit, and a Prince in the trick still beats it; when Princes are led a
// Villager counts as a Prince of its value; a player who plays neither the led
// suit nor a Villager shows they hold neither. Villagers count for Rapunzel
// even when they stood in for another suit.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Plays one trick from a fresh round 1 (Ana leads) and returns the referee.
zp::Referee after_first_trick(const std::string& rounds, std::initializer_list<std::string> cards) {
    auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
    play(ref, {"4", "4", "4"});
    play(ref, cards);
    REQUIRE(ref.game().state().round.tricks.size() == 1);
    return ref;
}

int winner(const zp::Referee& ref, std::size_t t = 0) { return ref.game().state().round.tricks.at(t).winner; }

// 3 Individuals with powers on: Ana Rapunzel, Ben Thumbelina, Cai
// Scheherazade (all three with a skull icon), Ana starts.
zp::Referee rapunzel_thumbelina_scheherazade_table(const std::string& rounds) {
    return princess_table(rounds, {"rapunzel", "thumbelina", "scheherazade"});
}

}  // namespace

TEST_CASE("Round card r (We the Villagers): a Villager counts as the led suit", "[card-r]") {
    // Ana leads Knight 5, Ben plays Villager 7, Cai Knight 6.
    auto r = after_first_trick("r a a a", {"k5", "v7", "k6"});
    CHECK(winner(r) == 1);
    CHECK(zp::seat_tricks(r.game().state()) == std::vector<int>{0, 1, 0});
    const auto& reasons = r.game().state().round.tricks.at(0).reasons;
    REQUIRE_FALSE(reasons.empty());
    CHECK(reasons[0].text ==
          "Ben's Villager 7 wins: Villagers are wild and count as Knights, the led suit; it is the highest of them, and "
          "an equal card played later does not beat it");
    CHECK(reasons[0].section == "Round Cards: r. We the Villagers");
    // Under the basic rules the Villager is off suit and Cai's Knight 6 wins.
    auto a = after_first_trick("a a a a", {"k5", "v7", "k6"});
    CHECK(winner(a) == 2);
}

TEST_CASE("Round card r (We the Villagers): a wild Villager competes with its own number", "[card-r]") {
    // Ana leads Knight 8, Ben Villager 3, Cai Knight 2: the Knight 8 is highest.
    auto r = after_first_trick("r a a a", {"k8", "v3", "k2"});
    CHECK(winner(r) == 0);
    // Two Villagers on a Pet lead: the higher Villager wins.
    auto r2 = after_first_trick("r a a a", {"p4", "v6", "v9"});
    CHECK(winner(r2) == 2);
}

TEST_CASE("Round card r (We the Villagers): when Princes are led a Villager counts as a Prince of its value", "[card-r]") {
    // Ana, holding only Princes, leads Prince 5; Ben Villager 7; Cai Prince 6.
    auto r = after_first_trick("r a a a", {"pr5 only-princes", "v7", "pr6"});
    CHECK(winner(r) == 1);
    CHECK(zp::seat_tricks(r.game().state()) == std::vector<int>{0, 1, 0});
    CHECK(r.game().state().round.tricks.at(0).reasons.at(0).text ==
          "Ben's Villager 7 wins: Villagers are wild and count as Princes, the led suit; it is the highest of them, and "
          "an equal card played later does not beat it");
    // A Villager below the Princes played does not win.
    auto low = after_first_trick("r a a a", {"pr5 only-princes", "v2", "pr6"});
    CHECK(winner(low) == 2);
}

TEST_CASE("Round card r (We the Villagers): a Prince off a non-Prince lead beats wild Villagers", "[card-r]") {
    // Ana leads Knight 5, Ben Villager 9, Cai (no Knight, no Villager) Prince 1.
    auto r = after_first_trick("r a a a", {"k5", "v9", "pr1"});
    CHECK(winner(r) == 2);
    const auto& reasons = r.game().state().round.tricks.at(0).reasons;
    CHECK(reasons.at(0).text == "Cai's Prince 1 wins: a Prince was played, and the highest one takes the trick");
    CHECK(r.game().state().round.princes_broken);
    // The same when a Villager is led.
    auto v = after_first_trick("r a a a", {"v9", "pr2", "v8"});
    CHECK(winner(v) == 1);
}

TEST_CASE("Round card r (We the Villagers): equal values: the card played first wins", "[card-r]") {
    SECTION("the led Knight 5 before a Villager 5") {
        auto r = after_first_trick("r a a a", {"k5", "v5", "k4"});
        CHECK(winner(r) == 0);
    }
    SECTION("a Villager 7 before a Pet 7") {
        auto r = after_first_trick("r a a a", {"p2", "v7", "p7"});
        CHECK(winner(r) == 1);
    }
    SECTION("Princes led: the led Prince 7 before a Villager 7") {
        auto r = after_first_trick("r a a a", {"pr7 only-princes", "v7", "pr3"});
        CHECK(winner(r) == 0);
    }
    SECTION("Princes led: a Villager 7 before a Prince 7") {
        auto r = after_first_trick("r a a a", {"pr3 only-princes", "v7", "pr7"});
        CHECK(winner(r) == 1);
    }
}

TEST_CASE("Round card r (We the Villagers): when Villagers are led, only Villagers (or a Prince) can win", "[card-r]") {
    auto r = after_first_trick("r a a a", {"v3", "k9", "v4"});
    CHECK(winner(r) == 2);
}

TEST_CASE("Round card r (We the Villagers): a Villager played to another suit's lead follows suit: no void is shown", "[card-r]") {
    // Trick 1: Ana Knight 1, Ben Villager 2, Cai Knight 3 (Cai wins).
    // Trick 2: Cai Knight 4, Ana Knight 5, Ben Knight 6.
    auto run = [](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4", "k1", "v2", "k3", "k4", "k5"});
        Ruling last = accepted(ref, "k6");
        return std::make_pair(std::move(ref), last);
    };
    auto [r, ruling] = run("r a a a");
    CHECK(winner(r, 0) == 2);
    CHECK(r.game().state().round.void_since.at(1).at(kKnights) == 0);
    CHECK(ruling.warnings.empty());
    // Under the basic rules, Ben showed no Knights in trick 1.
    auto [a, basic] = run("a a a a");
    CHECK(basic.warnings.size() == 1);
}

TEST_CASE("Round card r (We the Villagers): a player off the led suit without a Villager shows a void in the led suit", "[card-r]") {
    // Trick 1: Ana Knight 1, Ben Pet 2, Cai Knight 3. Trick 2: Cai Knight 4, Ana Knight 5, Ben Knight 6.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "r a a a");
    play(ref, {"4", "4", "4", "k1", "p2", "k3", "k4", "k5"});
    CHECK(ref.game().state().round.void_since.at(1).at(kKnights) == 1);
    auto r = accepted(ref, "k6");
    REQUIRE(r.warnings.size() == 1);
    CHECK_THAT(r.warnings[0], Contains("possible revoke: Ben showed no Knights in trick 1 and now plays Knight 6 in trick 2"));
}

// Under r a player void in the led suit must play a Villager, so one who
// plays neither shows they hold neither: a Villager they play later is
// flagged as a possible revoke.
TEST_CASE("Round card r (We the Villagers): a player off the led suit without a Villager also shows no Villagers",
          "[card-r]") {
    // Trick 1: Ana Knight 1, Ben Pet 2 (no Knight, and so no Villager either),
    // Cai Knight 3. Trick 2: Cai leads Villager 1, Ana Villager 4, Ben Villager 5.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "r a a a");
    play(ref, {"4", "4", "4", "k1", "p2", "k3", "v1", "v4"});
    CHECK(ref.game().state().round.void_since.at(1).at(kVillagers) == 1);
    auto r = accepted(ref, "v5");
    REQUIRE(r.warnings.size() == 1);
    CHECK_THAT(r.warnings[0], Contains("possible revoke: Ben showed no Villagers in trick 1 and now plays Villager 5 in trick 2"));
}

// The same fixed bug on a Prince lead: a Knight played to a led Prince shows no
// Prince and no Villager.
TEST_CASE("Round card r (We the Villagers): a player off a Prince lead without a Villager also shows no Villagers",
          "[card-r]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "r a a a");
    // Trick 1: Ana Prince 5 (only Princes), Ben Knight 2, Cai Prince 6 (wins).
    // Trick 2: Cai Villager 1, Ana Prince 7, Ben Villager 3.
    play(ref, {"4", "4", "4", "pr5 only-princes", "k2", "pr6", "v1", "pr7"});
    auto r = accepted(ref, "v3");
    CHECK_THAT(r.warnings.empty() ? std::string() : r.warnings.front(),
               Contains("possible revoke: Ben showed no Villagers in trick 1 and now plays Villager 3 in trick 2"));
}

TEST_CASE("Round card r (We the Villagers): the wild Villagers end with the round: card a in round 2 plays by the basic rules",
          "[card-r]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "r a a a");
    play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4", "start Ana first", "4", "4", "4"});
    play(ref, {"k5", "v7", "k6"});
    CHECK(winner(ref) == 2);
}

TEST_CASE("Round card r (We the Villagers): Villagers played as another suit still count for Rapunzel", "[card-r][rapunzel]") {
    // Deal: Ana k1 k6 k7 k9 v5 v8 p3 p4 p8 pr3 pr4 pr8; Ben v2 v4 v9 k2 k5 k8
    // p1 p5 p9 pr1 pr5 pr9; Cai v1 v3 v6 v7 k3 k4 p2 p6 p7 pr2 pr6 pr7.
    // Trick 1: Ana leads Knight 9; Ben and Cai play Villagers 2 and 3 as Knights.
    auto ref = rapunzel_thumbelina_scheherazade_table("r a a a");
    play(ref, {"4", "4", "4", "k9", "v2", "v3"});
    REQUIRE(ref.game().state().round.tricks.at(0).winner == 0);
    auto r = accepted(ref, "power rapunzel");
    CHECK(r.headline == "Ana lays Rapunzel on trick 1: 2 Villagers, 2 skulls at the end of the round");
    play(ref, {"k1", "k2", "k3",     // 2 Cai
               "k4", "k6", "k5",     // 3 Ana
               "k7", "k8", "v1",     // 4 Ben (Cai, out of Knights, must play a Villager)
               "v4", "v6", "v5",     // 5 Cai
               "v7", "v8", "v9",     // 6 Ben
               "p1", "p2", "p3",     // 7 Ana
               "p4", "p5", "p6",     // 8 Cai
               "p7", "p8", "p9",     // 9 Ben (the Frog)
               "pr1 only-princes", "pr2", "pr3",  // 10 Ana
               "pr4", "pr5", "pr6",  // 11 Cai
               "pr7", "pr8", "pr9"});  // 12 Ben
    play(ref, {"frog Ben count"});
    REQUIRE(ref.game().state().phase == zp::Phase::NextStart);
    const auto& rec = ref.game().state().results.back().receipts;
    CHECK(ref.game().state().results.back().seat_tricks == std::vector<int>{4, 4, 4});
    // Step 1: Ana 2 skulls for the two Villagers (and no unused-Princess skull);
    // Ben and Cai 1 each for an unused skull-icon Princess.
    CHECK(rec.at(0).lines.at(0).skulls == 2);
    CHECK(rec.at(0).skulls_after == 4);
    CHECK(rec.at(1).lines.at(0).skulls == 1);
    CHECK(rec.at(2).skulls_after == 3);
}

}  // namespace zref::test
