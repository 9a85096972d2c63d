// Round card c, Dead Last ("Round Cards" c): before trick 1 each player sets
// one card aside face down for the last trick; Red Riding Hood may use her
// power on that card at the start of her turn in the last trick. Our readings
// (games/zombie-princess.toml): the held card is played in the last trick
// whatever was led; the table may type it with 'hold NAME CARD' before trick
// 1, and zref then keeps it out of earlier tricks (for its holder and for
// everyone else) and requires it in the last one.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// 3 players (deck 1-9), Ana leads trick 1:
//   Ana: v7 v8 v9  p3 p6  k5 k6 k7 k8  pr3 pr5 pr7
//   Ben: v1 v2 v3 v5  p1 p2 p7 p9  k9  pr2 pr8 pr9
//   Cai: v4 v6  p4 p5 p8  k1 k2 k3 k4  pr1 pr4 pr6
// Ben's only Knight is Knight 9, the card he sets aside: in tricks 1-4
// (Knights led) he plays Villagers and Pets, and he leads the last trick
// with Knight 9. The cards of trick 12 are the held ones: Ana Prince 7,
// Ben Knight 9, Cai Prince 6. Ana wins tricks 1-6 and 12, Ben 7-11 (trick 7,
// where he breaks out a Prince on a Villager lead, holds the Frog), Cai none.
const Deal kDeadLastDeal = {{"k8", "v1", "k1"},  {"k7", "p1", "k2"},  {"k6", "v2", "k3"},  {"k5", "p2", "k4"},
                    {"v9", "v3", "v4"},  {"v8", "v5", "v6"},  {"v7", "pr2", "p8"}, {"p6", "p9", "p5"},
                    {"p3", "p7", "p4"},  {"pr3", "pr9", "pr1"}, {"pr5", "pr8", "pr4"}, {"pr7", "k9", "pr6"}};

}  // namespace

TEST_CASE("Round card c (Dead Last): 'hold NAME CARD' records the card set aside, during bidding or after it, before trick 1",
          "[card-c]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "c a a a");
    REQUIRE(state(ref).phase == zp::Phase::Bidding);
    auto during = ref.apply("hold Ana pr7");
    REQUIRE(during.ok());
    CHECK(during->headline == "Ana holds Prince 7 back for the last trick");
    play(ref, {"7", "4", "0"});
    REQUIRE(state(ref).phase == zp::Phase::Tricks);
    play(ref, {"hold Ben k9"});
    const auto& held = state(ref).round.held;
    REQUIRE(held.at(0).has_value());
    CHECK(state(ref).codec.name(*held.at(0)) == "Prince 7");
    REQUIRE(held.at(1).has_value());
    CHECK(state(ref).codec.name(*held.at(1)) == "Knight 9");
    CHECK_FALSE(held.at(2).has_value());
    play(ref, {"play Ana k8"});
    CHECK(refused(ref, "hold Cai pr6") ==
          "hold: the card for the last trick is set aside before trick 1 (usage: hold NAME CARD)");
    CHECK_FALSE(state(ref).round.held.at(2).has_value());
}

TEST_CASE("Round card c (Dead Last): one card cannot be set aside by two players", "[card-c]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "c a a a");
    play(ref, {"hold Ben k9"});
    CHECK(refused(ref, "hold Cai k9") == "hold: Knight 9 is already held by Ben (usage: hold NAME CARD)");
}

TEST_CASE("Round card c (Dead Last): the held card cannot be played before the last trick", "[card-c]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "c a a a");
    play(ref, {"hold Ben k9", "7", "4", "0", "play Ana k8"});
    CHECK(refused(ref, "play Ben k9") == "Knight 9 is held back for the last trick (Dead Last)");
    CHECK(state(ref).round.current.plays.size() == 1);
    play(ref, {"play Ben v1"});
}

TEST_CASE("Round card c (Dead Last): no other player may play the held card", "[card-c]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "c a a a");
    play(ref, {"hold Ben k9", "7", "4", "0"});
    CHECK(refused(ref, "play Ana k9") == "Knight 9 is the card Ben holds back for the last trick (Dead Last)");
    play(ref, {"play Ana k8", "play Ben v1"});
    CHECK(refused(ref, "play Cai k9") == "Knight 9 is the card Ben holds back for the last trick (Dead Last)");
}

TEST_CASE("Round card c (Dead Last): in the last trick the held card must be played, whatever was led", "[card-c]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "c a a a");
    play(ref, {"hold Ben k9", "7", "4", "0"});
    for (std::size_t t = 0; t + 1 < kDeadLastDeal.size(); ++t) trick(ref, kDeadLastDeal[t]);
    REQUIRE(state(ref).round.current.order.front() == 1);  // Ben leads the last trick
    // Prince 6 is still unplayed, but Ben's last card is the one he set aside.
    CHECK(refused(ref, "play Ben pr6") == "Ben held Knight 9 back for the last trick and must play it now (Dead Last)");
    auto last = trick(ref, kDeadLastDeal.back());
    CHECK(last[1].headline == "Ben leads Knight 9");
    CHECK(state(ref).round.tricks.back().winner == 0);
}

TEST_CASE("Round card c (Dead Last): the held card shows nothing about the hand, so it raises no revoke flag in the last trick",
          "[card-c]") {
    // Ben shows no Knight in trick 1 and plays Knight 9 in trick 12.
    auto run = [](const std::string& rounds, bool holds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        if (holds) play(ref, {"hold Ana pr7", "hold Ben k9", "hold Cai pr6"});
        play(ref, {"7", "4", "0"});
        for (std::size_t t = 0; t + 1 < kDeadLastDeal.size(); ++t) trick(ref, kDeadLastDeal[t]);
        return trick(ref, kDeadLastDeal.back());
    };
    SECTION("Dead Last, with the held cards typed") {
        auto last = run("c a a a", true);
        for (const auto& r : last) CHECK(r.warnings.empty());
    }
    SECTION("Dead Last, with no 'hold' typed") {
        auto last = run("c a a a", false);
        for (const auto& r : last) CHECK(r.warnings.empty());
    }
    SECTION("the same cards under Opening Night are flagged") {
        auto last = run("a a a a", false);
        REQUIRE(last[1].warnings.size() == 1);
        CHECK_THAT(last[1].warnings.front(),
                   Contains("possible revoke: Ben showed no Knights in trick 1 and now plays Knight 9 in trick 12"));
    }
}

TEST_CASE("Round card c (Dead Last): before the last trick a revoke is still flagged", "[card-c]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "c a a a");
    play(ref, {"hold Ben k9", "7", "4", "0"});
    trick(ref, {"k8", "v1", "k1"});
    auto t2 = trick(ref, {"k7", "k2", "k3"});
    REQUIRE(t2[1].warnings.size() == 1);
    CHECK_THAT(t2[1].warnings.front(),
               Contains("possible revoke: Ben showed no Knights in trick 1 and now plays Knight 2 in trick 2"));
}

TEST_CASE("Round card c (Dead Last): the round is scored by the basic steps, with nothing from the Round card",
          "[card-c]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "c a a a");
    play(ref, {"hold Ana pr7", "hold Ben k9", "hold Cai pr6", "7", "4", "0"});
    deal(ref, kDeadLastDeal);
    play(ref, {"count"});
    CHECK(zp::seat_tricks(state(ref)) == std::vector<int>{7, 5, 0});
    CHECK(receipt(ref, 0).points == 7);
    CHECK(receipt(ref, 0).skulls_after == 2);
    CHECK(receipt(ref, 1).points == 4);
    CHECK(step(receipt(ref, 1), 6).skulls == -1);
    CHECK(receipt(ref, 1).skulls_after == 1);
    CHECK(step(receipt(ref, 2), 2).skulls == 10);
    CHECK(receipt(ref, 2).skulls_after == 12);
    for (int side = 0; side < 3; ++side) CHECK(step(receipt(ref, side), 4).detail == "no effect");
}

TEST_CASE("Round card c (Dead Last): Red Riding Hood may swap the held card at the start of her turn in the last trick",
          "[card-c][powers]") {
    // Ben (Red Riding Hood) holds Knight 9; at the start of the last trick he
    // gives it for Villager 7 from trick 7, one of his, and must play that.
    auto ref = princess_table("c a a a", {"cinderella", "red", "ice"});
    play(ref, {"hold Ana pr7", "hold Ben k9", "hold Cai pr6", "7", "4", "0"});
    for (std::size_t t = 0; t + 1 < kDeadLastDeal.size(); ++t) trick(ref, kDeadLastDeal[t]);
    REQUIRE(state(ref).round.current.order.front() == 1);
    auto r = ref.apply("power red trick 7 give k9 take v7");
    REQUIRE(r.ok());
    CHECK(r->headline == "Ben swaps Knight 9 from her hand for Villager 7 from trick 7");
    REQUIRE(state(ref).round.held.at(1).has_value());
    CHECK(state(ref).codec.name(*state(ref).round.held.at(1)) == "Villager 7");
    CHECK_THAT(refused(ref, "play Ben k9"), Contains("Knight 9 was already played"));
    play(ref, {"play Ben v7", "play Cai pr6", "play Ana pr7"});
    CHECK(state(ref).round.tricks.back().winner == 0);
}

// Regression: before commit bae874b, red_riding_hood.cc let Red Riding Hood
// give her set-aside card in any trick. Under Dead Last that card is face
// down, out of her hand, until the last trick: the Round card lets her use the
// power on it only at the start of her turn in the last trick.
TEST_CASE("Round card c (Dead Last): before the last trick Red Riding Hood cannot swap away the held card",
          "[card-c][powers]") {
    auto ref = princess_table("c a a a", {"cinderella", "red", "ice"});
    play(ref, {"hold Ben k9", "7", "4", "0"});
    for (std::size_t t = 0; t < 7; ++t) trick(ref, kDeadLastDeal[t]);
    REQUIRE(state(ref).round.current.order.front() == 1);  // Ben leads trick 8
    auto r = ref.apply("power red trick 7 give k9 take v7");
    INFO((r.ok() ? "accepted: " + r->headline : r.error()));
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Contains("Knight 9 is held face down for the last trick"));
    REQUIRE(state(ref).round.held.at(1).has_value());
    CHECK(state(ref).codec.name(*state(ref).round.held.at(1)) == "Knight 9");
}

}  // namespace zref::test
