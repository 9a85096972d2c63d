// "Poker": five rounds, the score pile as a poker hand without suits.
#include "bowling_support.h"
#include "games/bowling_for_zombies/poker.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;
using bfz::PokerRank;
using V = std::vector<std::string>;

PokerRank rank_of(std::vector<int> cards) { return bfz::best_poker_hand(cards).rank; }

TEST_CASE("Poker: the hands from five of a kind down to the highest card", "[bowling][poker]") {
    CHECK(rank_of({4, 4, 4, 4, 4}) == PokerRank::Five);
    CHECK(rank_of({4, 4, 4, 4, 9}) == PokerRank::Four);
    CHECK(rank_of({4, 4, 4, 9, 9}) == PokerRank::FullHouse);
    CHECK(rank_of({0, 1, 2, 3, 4}) == PokerRank::Straight);
    CHECK(rank_of({9, 8, 7, 6, 5}) == PokerRank::Straight);
    CHECK(rank_of({4, 4, 4, 9, 8}) == PokerRank::Three);
    CHECK(rank_of({4, 4, 9, 9, 8}) == PokerRank::TwoPairs);
    CHECK(rank_of({4, 4, 1, 9, 8}) == PokerRank::Pair);
    CHECK(rank_of({4, 2, 1, 9, 8}) == PokerRank::HighCard);
    CHECK(rank_of({}) == PokerRank::NoCards);
    const std::vector<std::vector<int>> best_first{{4, 4, 4, 4, 4}, {4, 4, 4, 4, 9}, {4, 4, 4, 9, 9}, {0, 1, 2, 3, 4},
                                                   {4, 4, 4, 9, 8}, {4, 4, 9, 9, 8}, {4, 4, 1, 9, 8}, {4, 2, 1, 9, 8},
                                                   {}};
    for (std::size_t i = 1; i < best_first.size(); ++i)
        CHECK(bfz::best_poker_hand(best_first[i]) < bfz::best_poker_hand(best_first[i - 1]));
}

TEST_CASE("Poker: equal kinds compare like poker, more than five cards play the best five (our reading: poker-hand)",
          "[bowling][poker]") {
    using bfz::best_poker_hand;
    CHECK(best_poker_hand({8, 8, 2, 3, 4}) < best_poker_hand({9, 9, 1, 2, 3}));   // pair of 9s beats 8s
    CHECK(best_poker_hand({9, 9, 1, 2, 3}) < best_poker_hand({9, 9, 1, 2, 4}));   // kicker
    CHECK(best_poker_hand({5, 5, 5, 9, 9}) < best_poker_hand({6, 6, 6, 2, 2}));   // full house by the three
    CHECK(best_poker_hand({1, 2, 3, 4, 5}) < best_poker_hand({2, 3, 4, 5, 6}));   // straight by its top
    CHECK(best_poker_hand({7, 7, 3}).rank == PokerRank::Pair);                     // fewer than five
    CHECK(best_poker_hand({7, 7, 3}) < best_poker_hand({7, 7, 3, 1}));             // more cards, else equal
    const auto seven = best_poker_hand({1, 2, 3, 4, 5, 5, 9});
    CHECK(seven.rank == PokerRank::Straight);
    CHECK(seven.describe() == "straight to 5 (5 4 3 2 1)");
    CHECK(best_poker_hand({6, 6, 6, 2, 2, 2}).describe() == "full house, 6s over 2s");
}

TEST_CASE("Poker: a Leg joins any card in any pile, from any round, and lowers it by one", "[bowling][poker]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "poker");
    play(ref, {"lanes 6 2", "play Ana 4", "play Ben 5", "play Cai 9", "take Ben 6"});
    // Round 2: Ben's Leg may join Ana's 2 from round 1, his own 6, or this round's cards.
    play(ref, {"lanes 5 3", "play Ana 8", "play Ben 4 leg above", "play Cai 1", "take Ben 3"});
    auto w = ref.game().waiting();
    CHECK(w.decision == bfz::Decision::Leg);
    CHECK(w.examples == V{"leg Ben Ana 2", "leg Ben Ben 6", "leg Ben Ben 3", "leg Ben Cai 5"});
    CHECK_THAT(refused(ref, "leg Ben Ben"), Contains("say which of Ben's cards"));
    auto r = play(ref, {"leg Ben Ana 2"});
    CHECK_THAT(reasons(r), Contains("Ben's Leg joins Ana's Lane 2: it now counts 1") && Contains("[Poker]"));
    const auto st = bfz::standings(ref.game().state());
    CHECK(st.hands[0].cards == std::vector<int>{1});
}

TEST_CASE("Poker: a Leg joins only a Lane card, never a ripped Zombie in a pile (our reading: leg-attaches)",
          "[bowling][poker]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "poker");
    play(ref, {"lanes 6 2", "play Ana 4", "play Ben 4", "play Cai 9"});  // Ana and Ben rip: Zombie 4 each
    REQUIRE(ref.game().state().necros[0].pile.front().kind == bfz::PileCard::Kind::Zombie);
    play(ref, {"lanes 5 3", "play Ana 8", "play Ben 6 leg above", "play Cai 1", "take Ben 3"});
    auto w = ref.game().waiting();
    CHECK(w.decision == bfz::Decision::Leg);
    CHECK(w.examples == V{"leg Ben Ben 3", "leg Ben Cai 5"});
    CHECK_THAT(refused(ref, "leg Ben Ana"), Contains("Ana has no card the Leg can join"));
}

TEST_CASE("Poker: a whole game for two and the phantom hand (journal poker-2)", "[bowling][poker][transcript]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "poker-2");
    const auto& s = ref.game().state();
    REQUIRE(s.phase == bfz::Phase::GameOver);
    REQUIRE(s.results.size() == 5);
    // Worked out by hand: cards gained and in the pile after each round.
    const int gained[5][2] = {{1, 1}, {0, 1}, {1, 1}, {2, 0}, {0, 1}};
    const int pile[5][2] = {{1, 1}, {1, 2}, {2, 3}, {4, 3}, {4, 4}};
    for (std::size_t r = 0; r < 5; ++r)
        for (std::size_t i = 0; i < 2; ++i) {
            INFO("round " << r + 1 << " seat " << i);
            CHECK(s.results[r].seats[i].score == gained[r][i]);
            CHECK(s.results[r].seats[i].total == pile[r][i]);
        }
    CHECK(s.results[1].seats[1].note == "pair of 5s (5 5)");
    CHECK(s.results[3].seats[0].cards == V{"Lane 6", "Lane 3"});
    CHECK(s.results[4].seats[0].cards == V{"Leg from Ben on Lane 5 (now 4)"});
    const auto st = bfz::standings(s);
    CHECK(st.hands[0].rank == PokerRank::HighCard);
    CHECK(st.hands[0].cards == std::vector<int>{7, 6, 4, 3});
    CHECK(st.hands[1].rank == PokerRank::Three);
    CHECK(st.hands[1].cards == std::vector<int>{5, 5, 5, 7});
    CHECK(ranking(ref) == std::vector<std::vector<std::string>>{{"Ben"}, {"Ana"}});
    // The phantom's pile: the 2 of round 2 and the 4 of round 5.
    CHECK(s.phantom_pile.size() == 2);
}

}  // namespace
}  // namespace zref::test::bowling
