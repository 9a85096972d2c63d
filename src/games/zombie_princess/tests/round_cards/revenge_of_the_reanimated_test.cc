// Round card x, Revenge of the Reanimated ("Round Cards" x, an Hourglass
// card): "Before the 1st trick, the Team/Individual in the lead gives 1 card to
// the Hourglass last place player(s). For Team games with 4 players total, each
// player on the Leading team gives 1 card to the player on their right. For
// Team games with 6 players total, each player on the Leading team(s) gives 1
// card to each last place player on their right. For Individual games, the
// leading player gives 1 card to the last place player(s). Near the end of the
// round, all cards are played even when some players have no cards."
// Our readings (games/zombie-princess.toml): last place is the lowest Hourglass
// Leader line, and if every side is tied no cards are given; in Individuals
// each player in the lead gives 1 card to each last-place player; in Teams each
// member of a leading team gives 1 card to each last-place player seated
// between them and their partner, counting to their right; a player with no card left is skipped, and a winner
// with no card left passes the lead to the next player on the left who still
// has cards.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Rounds 1-3 scored by counts (each seat's bid and tricks per round), the
// lowest side going first each time; returns the ruling that starts round 4.
Ruling counts_rounds_before_revenge(zp::Referee& ref, const std::vector<std::vector<int>>& bids,
                     const std::vector<std::vector<int>>& tricks) {
    Ruling start;
    for (std::size_t r = 0; r < bids.size(); ++r) {
        INFO("round " << r + 1);
        while (state(ref).phase == zp::Phase::Bidding) {
            const int seat = ref.game().waiting().seat;
            play(ref, {"bid " + state(ref).seating.name(seat) + " " + std::to_string(bids[r].at(static_cast<std::size_t>(seat)))});
        }
        for (int seat = 0; seat < state(ref).seating.size(); ++seat)
            play(ref, {"tricks " + state(ref).seating.name(seat) + " " + std::to_string(tricks[r].at(static_cast<std::size_t>(seat)))});
        REQUIRE(state(ref).phase == zp::Phase::NextStart);
        auto ruling = ref.apply("first");
        REQUIRE(ruling.ok());
        start = ruling.value();
    }
    REQUIRE(state(ref).round.number == 4);
    REQUIRE(state(ref).round.card == 'x');
    return start;
}

// Each round every bid is made exactly.
Ruling exact_rounds(zp::Referee& ref, const std::vector<std::vector<int>>& tricks) { return counts_rounds_before_revenge(ref, tricks, tricks); }

std::vector<std::string> gift_notices(const Ruling& r) {
    std::vector<std::string> out;
    for (const auto& n : r.notices)
        if (n.rfind("Revenge of the Reanimated: ", 0) == 0) out.push_back(n.substr(27));
    return out;
}

const std::vector<std::string> kThreePlayers = {"Ana", "Ben", "Cai"};
const std::vector<std::string> kSixPlayers = {"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"};

// 3 players: Ana 12 points, Ben 10, Cai 14, 2 skulls each: line 13, 11, 15.
// Cai leads, Ben is last and starts round 4.
zp::Referee cai_leads_ben_last_before_revenge(Ruling* start = nullptr) {
    auto ref = table(kThreePlayers, false, "a a a x");
    auto r = exact_rounds(ref, {{4, 4, 4}, {4, 3, 5}, {4, 3, 5}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{13, 11, 15});
    if (start) *start = r;
    return ref;
}

}  // namespace

TEST_CASE("Round card x (Revenge of the Reanimated): in Individuals the leading player gives 1 card to the last-place "
          "player",
          "[card-x][hourglass]") {
    Ruling start;
    auto ref = cai_leads_ben_last_before_revenge(&start);
    const auto& s = state(ref);
    CHECK(gift_notices(start) == std::vector<std::string>{"Cai gives 1 card to Ben"});
    CHECK(s.round.records == std::vector<std::string>{"Cai gives 1 card to Ben"});
    CHECK(s.round.cards_left == std::vector<int>{12, 13, 11});
    // Nothing to type: bidding starts with Ben, and the round has 13 tricks.
    REQUIRE(s.phase == zp::Phase::Bidding);
    play(ref, {"4", "5", "4"});
    CHECK(ref.game().waiting().what == "Ben to lead trick 1 of 13");
}

TEST_CASE("Round card x (Revenge of the Reanimated): the leading player gives 1 card to each of two players tied last",
          "[card-x][hourglass]") {
    // Ana 11, Ben 11, Cai 13 (Cai paid 1 skull for an over-trick): line 12, 12, 13.
    auto ref = table(kThreePlayers, false, "a a a x");
    auto start = counts_rounds_before_revenge(ref, {{4, 4, 4}, {3, 3, 5}, {4, 4, 4}}, {{4, 4, 4}, {3, 3, 6}, {4, 4, 4}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{12, 12, 13});
    CHECK(gift_notices(start) == std::vector<std::string>{"Cai gives 1 card to Ana", "Cai gives 1 card to Ben"});
    CHECK(state(ref).round.cards_left == std::vector<int>{13, 13, 10});
    CHECK(zp::find_round_rule('x')->expected_tricks(state(ref)) == 13);
}

TEST_CASE("Round card x (Revenge of the Reanimated): two players tied in the lead each give 1 card to last place",
          "[card-x][hourglass]") {
    // Ana 13, Ben 13, Cai 10: line 14, 14, 11.
    auto ref = table(kThreePlayers, false, "a a a x");
    auto start = exact_rounds(ref, {{4, 4, 4}, {5, 5, 2}, {4, 4, 4}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{14, 14, 11});
    CHECK(gift_notices(start) == std::vector<std::string>{"Ana gives 1 card to Cai", "Ben gives 1 card to Cai"});
    CHECK(state(ref).round.cards_left == std::vector<int>{11, 11, 14});
}

TEST_CASE("Round card x (Revenge of the Reanimated): when every side is tied, no card is given", "[card-x][hourglass]") {
    auto ref = table(kThreePlayers, false, "a a a x");
    auto start = exact_rounds(ref, {{4, 4, 4}, {4, 4, 4}, {4, 4, 4}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{13, 13, 13});
    CHECK(gift_notices(start).empty());
    CHECK(state(ref).round.records.empty());
    CHECK(state(ref).round.cards_left == std::vector<int>{12, 12, 12});
}

TEST_CASE("Round card x (Revenge of the Reanimated): in Teams of 4 each member of the leading team gives 1 card to the "
          "player on their right",
          "[card-x][hourglass][teams]") {
    // Ana & Cai 16 points, Ben & Dee 14, 4 skulls each: line 18, 16.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "a a a x");
    auto start = exact_rounds(ref, {{3, 2, 2, 3}, {3, 2, 3, 2}, {3, 2, 2, 3}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{18, 16});
    CHECK(gift_notices(start) == std::vector<std::string>{"Ana gives 1 card to Dee", "Cai gives 1 card to Ben"});
    CHECK(state(ref).round.cards_left == std::vector<int>{9, 11, 9, 11});
}

TEST_CASE("Round card x (Revenge of the Reanimated): in Teams of 6 each leading member gives 1 card to each "
          "last-place player on their right",
          "[card-x][hourglass][teams]") {
    SECTION("one team leads, one is last") {
        // Ana & Dee 13, Ben & Eve 6, Cai & Fay 11; 4 skulls each: line 15, 8, 13.
        auto ref = table(kSixPlayers, true, "a a a x");
        auto start = counts_rounds_before_revenge(ref, {{2, 1, 2, 2, 1, 2}, {2, 1, 2, 2, 1, 2}, {3, 1, 1, 2, 1, 2}},
                                   {{2, 1, 2, 2, 1, 2}, {2, 1, 2, 2, 1, 2}, {3, 1, 1, 2, 1, 2}});
        REQUIRE(state(ref).hourglass_line == std::vector<int>{15, 8, 13});
        // Ana's right is Fay (not last), then Eve; Dee's right is Cai, then Ben.
        CHECK(gift_notices(start) == std::vector<std::string>{"Ana gives 1 card to Eve", "Dee gives 1 card to Ben"});
        CHECK(state(ref).round.cards_left == std::vector<int>{9, 11, 10, 9, 11, 10});
        CHECK(zp::find_round_rule('x')->expected_tricks(state(ref)) == 11);
    }
    SECTION("two teams tied in the lead both give") {
        // Ana & Dee 12, Ben & Eve 12, Cai & Fay 6: line 14, 14, 8.
        auto ref = table(kSixPlayers, true, "a a a x");
        const std::vector<int> each = {2, 2, 1, 2, 2, 1};
        auto start = exact_rounds(ref, {each, each, each});
        REQUIRE(state(ref).hourglass_line == std::vector<int>{14, 14, 8});
        CHECK(gift_notices(start) == std::vector<std::string>{"Ana gives 1 card to Fay", "Ben gives 1 card to Fay",
                                                              "Dee gives 1 card to Cai", "Eve gives 1 card to Cai"});
        CHECK(state(ref).round.cards_left == std::vector<int>{9, 9, 12, 9, 9, 12});
    }
    SECTION("two teams tied last: each leading member gives 1 card to each last-place player on their right") {
        // Ana & Dee 12, Ben & Eve 9, Cai & Fay 9: line 14, 11, 11. Ana's right,
        // before her partner Dee, is Fay then Eve; Dee's is Cai then Ben.
        auto ref = table(kSixPlayers, true, "a a a x");
        const std::vector<int> each = {2, 2, 1, 2, 1, 2};
        auto start = exact_rounds(ref, {each, each, each});
        REQUIRE(state(ref).hourglass_line == std::vector<int>{14, 11, 11});
        CHECK(gift_notices(start) == std::vector<std::string>{"Ana gives 1 card to Fay", "Ana gives 1 card to Eve",
                                                              "Dee gives 1 card to Cai", "Dee gives 1 card to Ben"});
        CHECK(state(ref).round.cards_left == std::vector<int>{8, 11, 11, 8, 11, 11});
        CHECK(zp::find_round_rule('x')->expected_tricks(state(ref)) == 11);
    }
}

TEST_CASE("Round card x (Revenge of the Reanimated): all cards are played: players with no card are skipped, and a winner "
          "with no card passes the lead to the left",
          "[card-x][hourglass]") {
    auto ref = cai_leads_ben_last_before_revenge();  // Ana 12 cards, Ben 13, Cai 11; Ben leads
    play(ref, {"4", "5", "4"});       // Ben 4, Cai 5, Ana 4
    const auto& s = state(ref);
    play(ref, {"play Ben v1", "play Cai v2", "play Ana v3",     // Ana
               "play Ana v4", "play Ben v5", "play Cai v6",     // Cai
               "play Cai v7", "play Ana v8", "play Ben v9",     // Ben
               "play Ben p1", "play Cai p2", "play Ana p3",     // Ana
               "play Ana p4", "play Ben p5", "play Cai p6",     // Cai
               "play Cai p7", "play Ana p9", "play Ben p8",     // Ana (the Frog)
               "play Ana k1", "play Ben k2", "play Cai k3",     // Cai
               "play Cai k4", "play Ana k5", "play Ben k6",     // Ben
               "play Ben k7", "play Cai pr1", "play Ana k9",    // Cai
               "play Cai pr2", "play Ana pr3", "play Ben pr4"});  // Ben
    CHECK(s.round.cards_left == std::vector<int>{2, 3, 1});
    // Trick 11: Cai wins with his last card; Ana, on his left, leads trick 12.
    auto r = apply_all(ref, {"play Ben pr5", "play Cai pr9", "play Ana pr6"});
    CHECK(s.round.tricks.back().winner == 2);
    CHECK(any_contains(r.notices, "Ana leads instead of Cai, who has no card left to play or has stopped"));
    CHECK(s.round.current.order == std::vector<int>{0, 1});
    CHECK(refused(ref, "play Cai v1") == "it is Ana's turn to lead trick 12, not Cai's (Cai has no card left)");
    // Trick 12: Ana and Ben only; Ana wins with her last card, so Ben leads trick 13.
    r = apply_all(ref, {"play Ana pr8", "play Ben pr7"});
    CHECK(s.round.tricks.back().plays.size() == 2);
    CHECK(s.round.tricks.back().winner == 0);
    CHECK(any_contains(r.notices, "Ben leads instead of Ana, who has no card left to play or has stopped"));
    CHECK(s.round.current.order == std::vector<int>{1});
    // Trick 13: Ben alone plays his last card and takes it.
    play(ref, {"k8"});
    REQUIRE(s.round.tricks.size() == 13);
    CHECK(s.round.tricks.back().plays.size() == 1);
    CHECK(s.round.tricks.back().winner == 1);
    CHECK(s.round.cards_left == std::vector<int>{0, 0, 0});
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    play(ref, {"frog Ana count"});
    CHECK(s.results.back().seat_tricks == std::vector<int>{4, 4, 5});
    REQUIRE(s.phase == zp::Phase::GameOver);
    // Every bid is made: Ana 4, Ben 4, Cai 5.
    CHECK(s.results.back().receipts[0].points == 4);
    CHECK(s.results.back().receipts[1].points == 4);
    CHECK(s.results.back().receipts[2].points == 5);
}

TEST_CASE("Round card x (Revenge of the Reanimated): a round scored by counts adds up to the largest hand", "[card-x][counts]") {
    auto ref = cai_leads_ben_last_before_revenge();
    play(ref, {"4", "5", "4", "tricks Ana 4", "tricks Ben 5"});
    CHECK(refused(ref, "tricks Cai 3") ==
          "the tricks add up to 12, but a round has 13: check the counts ('undo' corrects an earlier one)");
    play(ref, {"tricks Cai 4"});
    CHECK(state(ref).results.back().seat_tricks == std::vector<int>{4, 5, 4});
}

// Regression test for a fixed bug; as it was (src/games/zombie_princess/round_cards/revenge_of_the_reanimated.cc,
// expected_tricks): the number of tricks in the round is taken as the largest
// number of cards still held, which shrinks as cards are played, so the prompt
// counts down with the play: "Ana to lead trick 2 of 12", ..., "trick 13 of 1".
TEST_CASE("Round card x (Revenge of the Reanimated): the prompt gives the round's number of tricks throughout",
          "[card-x][hourglass]") {
    auto ref = cai_leads_ben_last_before_revenge();  // Ana 12 cards, Ben 13, Cai 11; Ben leads
    play(ref, {"4", "5", "4"});
    REQUIRE(ref.game().waiting().what == "Ben to lead trick 1 of 13");
    play(ref, {"play Ben v1", "play Cai v2", "play Ana v3"});
    CHECK(ref.game().waiting().what == "Ana to lead trick 2 of 13");
}

// Bids and typed trick counts are limited by the round's hand size, not the
// deal's: under x a last-place player who received a card holds 13 cards
// with 3 players, and the round has 13 tricks, so a bid of 13 and a count of
// 13 are accepted.
TEST_CASE("Round card x (Revenge of the Reanimated): a player holding 13 cards may bid 13 and be credited 13 tricks",
          "[card-x][hourglass]") {
    auto ref = cai_leads_ben_last_before_revenge();  // Ben, last, holds 13 cards and bids first
    REQUIRE(state(ref).round.cards_left[1] == 13);
    SECTION("bid") {
        auto r = ref.apply("bid Ben 13");
        INFO((r.ok() ? std::string("accepted") : r.error()));
        CHECK(r.ok());
    }
    SECTION("count") {
        play(ref, {"12", "1", "0", "tricks Ana 0", "tricks Cai 0"});
        auto r = ref.apply("tricks Ben 13");
        INFO((r.ok() ? std::string("accepted") : r.error()));
        CHECK(r.ok());
    }
}

}  // namespace zref::test
