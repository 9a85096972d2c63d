// Round card n, Grave New World ("Round Cards" n): before the first trick each
// player places half of their cards face down, plays the rest of the hand
// first, then picks the set-aside half up. zref cannot see which half a card
// is in: it reminds the table when the card is revealed, flags no revokes
// this round, and says when the first half has been played.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

const char* const kGraveNewWorldReminder =
    "  Table: Before trick 1 everyone sets half the hand aside face down, plays the other half first, then picks the "
    "set-aside half up. zref cannot see which half a card is in, so it does not flag revokes this round.";
const char* const kHalfPlayed = "Grave New World: the first half is played; everyone picks up the set-aside half now";

// The setup of support.cc's table(), returning what 'begin' said.
std::pair<zp::Referee, Ruling> begin(const std::vector<std::string>& players, bool teams, const std::string& rounds) {
    zp::Referee ref(data());
    std::string names;
    for (const auto& p : players) names += " " + p;
    play(ref, {"game zombie-princess", "players" + names, std::string("mode ") + (teams ? "teams" : "individuals"),
               "rounds " + rounds, "seed 1", "start " + players.front(), "princesses none", "powers off"});
    auto r = ref.apply("begin");
    REQUIRE(r.ok());
    return {std::move(ref), r.value()};
}

// Plays `lines` and returns, per finished trick (1-based index), whether the
// ruling of its last card announced that the first half is played.
std::vector<int> tricks_with_half_notice(zp::Referee& ref, const std::vector<std::string>& lines) {
    std::vector<int> out;
    for (const auto& line : lines) {
        INFO("line: " << line);
        const std::size_t before = ref.game().state().round.tricks.size();
        auto r = ref.apply(line);
        REQUIRE(r.ok());
        const std::size_t after = ref.game().state().round.tricks.size();
        // -1: the notice came with a card that did not finish a trick.
        if (has(r->notices, kHalfPlayed)) out.push_back(after > before ? static_cast<int>(after) : -1);
    }
    return out;
}

}  // namespace

TEST_CASE("Round card n (Grave New World): the reveal reminds the table of the set-aside half and of the pass", "[card-n]") {
    SECTION("Individuals: half the hand (6 cards) to the right") {
        auto [ref, r] = begin({"Ana", "Ben", "Cai"}, false, "n a a a");
        CHECK(has(r.notices, "Round 1 of 4: Round card n, Grave New World"));
        CHECK(has(r.notices, kGraveNewWorldReminder));
        CHECK(has(r.notices, "Pass: half your hand (6 cards) to the player on your right (Ana to Cai, Ben to Ana, Cai to Ben), all at once, "
                                 "before looking at what you get"));
    }
    SECTION("Teams of 4: half the hand (5 cards) exchanged with the partner") {
        auto [ref, r] = begin({"Ana", "Ben", "Cai", "Dee"}, true, "n a a a");
        CHECK(has(r.notices, kGraveNewWorldReminder));
        CHECK(has(r.notices,
                  "Pass: exchange half your hand (5 cards) with your partner (Ana with Cai, Ben with Dee), all at once, before looking at what you get"));
    }
    SECTION("another card has no such reminder") {
        auto [ref, r] = begin({"Ana", "Ben", "Cai"}, false, "a n a a");
        CHECK_FALSE(has(r.notices, kGraveNewWorldReminder));
    }
}

TEST_CASE("Round card n (Grave New World): nothing is typed for the set-aside half: trick 1 follows the bids", "[card-n]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "n a a a");
    play(ref, {"4", "4", "4"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);
    CHECK(ref.game().state().round.pending.empty());
}

TEST_CASE("Round card n (Grave New World): playing off the led suit is no evidence of a void: no revoke flag", "[card-n]") {
    // Trick 1: Ana leads Knight 1, Ben plays Villager 2, Cai wins with Knight 3.
    // Trick 2: Cai leads Knight 4, Ana Knight 5, Ben Knight 6.
    auto run = [](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4", "k1", "v2", "k3", "k4", "k5"});
        auto r = ref.apply("k6");
        REQUIRE(r.ok());
        return std::make_pair(std::move(ref), r.value());
    };
    SECTION("under card a the table is warned") {
        auto [ref, r] = run("a a a a");
        REQUIRE(r.warnings.size() == 1);
        CHECK_THAT(r.warnings[0], Contains("possible revoke: Ben showed no Knights in trick 1 and now plays Knight 6 in trick 2"));
    }
    SECTION("under card n Ben may have held Knight 6 in his set-aside half") {
        auto [ref, r] = run("n a a a");
        CHECK(r.warnings.empty());
        CHECK(ref.game().state().round.void_since.at(1).at(2) == 0);  // Ben, Knights
        CHECK(ref.game().state().round.tricks.at(1).winner == 1);      // Ben's Knight 6 wins trick 2
    }
}

TEST_CASE("Round card n (Grave New World): an only-Princes lead is no evidence either: a later card of another suit is not flagged",
          "[card-n]") {
    // Ana leads Prince 1 claiming only Princes (in the half she holds); Cai
    // wins with Prince 3 and leads Villager 1; Ana plays Villager 2.
    auto run = [](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4", "play Ana pr1 only-princes", "pr2", "pr3", "v1"});
        auto r = ref.apply("v2");
        REQUIRE(r.ok());
        return std::make_pair(std::move(ref), r.value());
    };
    SECTION("under card a the claim is flagged") {
        auto [ref, r] = run("a a a a");
        REQUIRE(r.warnings.size() == 1);
        CHECK_THAT(r.warnings[0], Contains("possible false claim: Ana claimed to hold only Princes in trick 1"));
    }
    SECTION("under card n it is not") {
        auto [ref, r] = run("n a a a");
        CHECK(r.warnings.empty());
    }
}

TEST_CASE("Round card n (Grave New World): zref says when the first half is played: after trick 6 of 12 with 3 players",
          "[card-n]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "n a a a");
    play(ref, {"4", "4", "4"});
    const auto lines = one_suit_round(0, {0, 0, 1, 1, 2, 2, 0, 1, 1, 2, 2, 0});
    CHECK(tricks_with_half_notice(ref, lines) == std::vector<int>{6});
    CHECK(ref.game().state().phase == zp::Phase::FrogDecision);
}

TEST_CASE("Round card n (Grave New World): Teams of 4: the first half is 5 of 10 tricks", "[card-n][teams]") {
    // Deal as in ultimate_won_knight_test.cc's Teams round (deck 1-10), Ana leading; 6 tricks.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "n a a a");
    play(ref, {"2", "3", "3", "1"});
    const std::vector<std::string> six = {
        "play Ana k2", "play Ben k5",  "play Cai k1", "play Dee k9",  "play Dee v1", "play Ana v6",
        "play Ben v5", "play Cai v7",  "play Cai p2", "play Dee p8",  "play Ana p9", "play Ben p6",
        "play Ana p7", "play Ben k7",  "play Cai p3", "play Dee p5",  "play Ana k3", "play Ben k8",
        "play Cai v9", "play Dee v10", "play Ben k4", "play Cai pr7", "play Dee p1", "play Ana k10"};
    CHECK(tricks_with_half_notice(ref, six) == std::vector<int>{5});
    CHECK(ref.game().state().round.tricks.size() == 6);
}

TEST_CASE("Round card n (Grave New World): the card changes no trick and no score: the round scores as under card a", "[card-n]") {
    const auto tricks = one_suit_round(0, {0, 0, 1, 1, 2, 2, 0, 1, 1, 2, 2, 0});
    auto n = round_under("n a a a", {"5", "3", "4"}, tricks, {"drop"});
    auto a = round_under("a a a a", {"5", "3", "4"}, tricks, {"drop"});
    // Ana 4 on 5 (cannot pay 3 with 2 skulls), Ben 4 on 3 (pays 1), Cai 3 of 4 after dropping the Frog.
    CHECK(n.game().state().results.back().seat_tricks == std::vector<int>{4, 4, 3});
    check_scores_alike(n, a);
    CHECK(receipt(n, 0).points == 0);
    CHECK(receipt(n, 1).skulls_after == 1);
    CHECK(receipt(n, 2).points == 0);
}

}  // namespace zref::test
