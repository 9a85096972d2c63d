// Dear Single (Team Mode): at the round's end the partners compare their
// tricks, and every number of which each of them took a card adds 1 request
// to the team result (a number counts once: our reading). Played card by
// card zref counts the numbers; entered by results the table types
// 'team NAME N'.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Dear Single: each number both partners took a card of adds 1 to the team result",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "dear-single");
    play_round(ref, kSpreadRound);
    const auto& r = round_result(ref, 1);
    CHECK(r.scores == std::vector<int>{7, 4, 2, 2});  // the players' own results as usual
    // Ana 3 4 5 8 9 and Cai 1 2 4-10 share 4 5 8 9; Ben 1-8 10 and Dee 1-4 7 9 10 share 1 2 3 4 7 10.
    CHECK(r.team_scores == std::vector<int>{7 + 2 + 4, 4 + 2 + 6});
    CHECK_THAT(lines(r.team_receipts[0]),
               Catch::Contains("Ana and Cai can both show a card of 4 numbers, 1 request each (our reading: dear-single-pairs = per-value) = 4 [Dear Single]"));
    CHECK_THAT(lines(r.team_receipts[1]), Catch::Contains("Ben and Dee can both show a card of 6 numbers"));
}

TEST_CASE("Dear Single: a partner with no trick shares no number", "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "dear-single", {"reading rebel-of-the-ball off"});
    play_round(ref, kLeaderTakesAll);  // Ana took every card
    CHECK(round_result(ref, 1).team_scores == std::vector<int>{15, 0});
    CHECK_THAT(lines(round_result(ref, 1).team_receipts[0]), Catch::Contains("0 numbers, 1 request each (our reading: dear-single-pairs = per-value) = 0"));
}

TEST_CASE("Dear Single: a number counts once, however many cards of it the partners took",
          "[rebel_princess][team_mode][round_cards]") {
    // Ana took the Queen and Fairy 10, Cai the Pet and Prince 10: the 10s still count once.
    auto ref = team_table(players(4), "dear-single");
    const auto& game = ref.game();
    zref::rp::GameState state = game.state();
    const auto n = static_cast<std::size_t>(state.seating.size());
    zref::rp::ScoreView v{game.data(), state, game.codec(), std::vector<std::vector<tt::Card>>(n), std::vector<int>(n, 1)};
    auto card = [&](const char* code) {
        auto c = game.codec().parse(code);
        REQUIRE(c);
        return *c;
    };
    v.taken[0] = {card("q10"), card("f10"), card("q3")};
    v.taken[2] = {card("p10"), card("pr10"), card("f3"), card("q7")};
    const auto& rule = zref::rp::rule_of(game.data(), state);
    CHECK(rule.team_answer(v, 0) == 2);  // 10 and 3
    CHECK(rule.team_answer(v, 1) == 0);
}

TEST_CASE("Dear Single: with the reading per-pair, each pair of equal numbers one card from each partner adds 1",
          "[rebel_princess][team_mode][round_cards][readings]") {
    // Ana took the Queen and Fairy 10 and the Queen 3, Cai the Pet and Prince 10, the Fairy 3 and the Queen 7:
    // two pairs of 10s and one of 3s.
    auto ref = team_table(players(4), "dear-single", {"reading dear-single-pairs per-pair"});
    const auto& game = ref.game();
    zref::rp::GameState state = game.state();
    const auto n = static_cast<std::size_t>(state.seating.size());
    zref::rp::ScoreView v{game.data(), state, game.codec(), std::vector<std::vector<tt::Card>>(n), std::vector<int>(n, 1)};
    auto card = [&](const char* code) {
        auto c = game.codec().parse(code);
        REQUIRE(c);
        return *c;
    };
    v.taken[0] = {card("q10"), card("f10"), card("q3")};
    v.taken[2] = {card("p10"), card("pr10"), card("f3"), card("q7")};
    const auto& rule = zref::rp::rule_of(game.data(), state);
    CHECK(rule.team_answer(v, 0) == 3);
    // The receipt says which reading counted.
    play_round(ref, kSpreadRound);
    CHECK_THAT(lines(round_result(ref, 1).team_receipts[0]),
               Catch::Contains("Ana and Cai can form 4 pairs of equal numbers, 1 request each (our reading: dear-single-pairs = per-pair)"));
}

TEST_CASE("Dear Single: at 6 players, card by card and by results agree", "[rebel_princess][team_mode][round_cards]") {
    // Ana and Dee share 1-8 11 12 (10 numbers), Eva took nothing, Cai and Fay share 6 8 9 10 11.
    auto played = team_table(players(6), "dear-single");
    play_round(played, kSixSpreadRound);
    const std::vector<int> expected = {1 + 0 + 10, 1 + 0 + 0, 10 + 5 + 5};
    CHECK(round_result(played, 1).team_scores == expected);

    auto typed = team_table(players(6), "dear-single");
    enter_requests(typed, {1, 1, 10, 0, 0, 5});
    CHECK_THAT(typed.game().waiting().what, Catch::Contains("how many number pairs Ana & Dee can form, one card from each"));
    CHECK_THAT(refused(typed, "team Ana many"), Catch::Contains("a count"));
    play(typed, {"team Dee 10", "team Ben 0", "team Fay 5"});
    CHECK(round_result(typed, 1).team_scores == expected);
    CHECK(lines(round_result(typed, 1).team_receipts[2]) == lines(round_result(played, 1).team_receipts[2]));
}

}  // namespace zref::test::rp
