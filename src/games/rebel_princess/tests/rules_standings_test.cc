// Who leads the next round and the end of the game ("Who leads the next
// round", "End of the game"): the lowest total leads, ties clockwise from the
// left of the last round's leader; the fewest requests wins, then more
// rounds at 0, else the win is shared.
#include "rp_support.h"

#include "games/rebel_princess/standings.h"

namespace zref::test::rp {

namespace {

// Five rounds entered by results, one list of four numbers per round.
void rounds_by_results(zref::rp::Referee& ref, const std::vector<std::vector<int>>& rounds) {
    const auto& names = ref.game().state().seating.names();
    for (const auto& round : rounds)
        for (std::size_t i = 0; i < round.size(); ++i)
            play(ref, {"requests " + names[i] + " " + std::to_string(round[i])});
}

}  // namespace

TEST_CASE("Who leads the next round: the lowest total, and among equals the first from the left of the last leader, who is checked last",
          "[rebel_princess][standings]") {
    zref::rp::GameState s;
    s.seating = Seating(std::vector<std::string>{"Ana", "Ben", "Cai", "Dee"}, false);
    s.totals = {7, 5, 5, 9};
    CHECK(zref::rp::next_leader(s, 2) == 1);  // Cai led: Dee, Ana, Ben (5) first
    CHECK(zref::rp::next_leader(s, 1) == 2);  // Ben led: Cai is first found
    CHECK(zref::rp::next_leader(s, 0) == 1);
    s.totals = {5, 5, 5, 5};
    CHECK(zref::rp::next_leader(s, 3) == 0);
}

TEST_CASE("Who leads the next round: zref names the lowest total and starts the round with them", "[rebel_princess][standings]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    const Ruling r = play(ref, {"requests Ana 6", "requests Ben 0", "requests Cai 9", "requests Dee 0"});
    CHECK(ref.game().state().round.number == 2);
    CHECK(ref.game().state().round.start == seat(ref, "Ben"));
    CHECK_THAT(reasons(r), Catch::Contains("Ben has the lowest total (0) and leads round 2"));
}

TEST_CASE("End of the game: the fewest requests wins", "[rebel_princess][end]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    rounds_by_results(ref, {{0, 5, 5, 5}, {0, 5, 5, 5}, {0, 5, 5, 5}, {5, 0, 5, 5}, {5, 5, 0, 5}});
    CHECK(ref.game().state().phase == zref::rp::Phase::GameOver);
    const auto groups = zref::rp::final_ranking(data(), ref.game().state());
    CHECK(groups.front() == std::vector<int>{0});
}

TEST_CASE("End of the game: equal totals go to more rounds at 0", "[rebel_princess][end]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    // Ana 15 with three rounds at 0, Ben 15 with two.
    const std::vector<std::vector<int>> rounds = {{0, 5, 5, 5}, {0, 5, 5, 5}, {0, 0, 8, 7}, {10, 5, 0, 0}, {5, 0, 5, 5}};
    rounds_by_results(ref, rounds);
    const auto groups = zref::rp::final_ranking(data(), ref.game().state());
    CHECK(total(ref, "Ana") == 15);
    CHECK(total(ref, "Ben") == 15);
    CHECK(groups.front() == std::vector<int>{0});
    CHECK(groups[1] == std::vector<int>{1});
}

TEST_CASE("End of the game: equal totals and equal rounds at 0 share the win", "[rebel_princess][end]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    rounds_by_results(ref, {{0, 5, 5, 5}, {0, 5, 5, 5}, {5, 0, 5, 5}, {5, 5, 0, 5}, {5, 0, 5, 5}});
    const auto groups = zref::rp::final_ranking(data(), ref.game().state());
    CHECK(groups.front() == std::vector<int>{0, 1});
}

TEST_CASE("End of the game: a negative round is not a round at 0 unless the reading says so", "[rebel_princess][end][readings]") {
    zref::rp::GameState s;
    s.seating = Seating(std::vector<std::string>{"Ana", "Ben", "Cai"}, false);
    s.totals = {0, 0, 10};
    zref::rp::RoundResult r1;
    r1.scores = {-10, 0, 10};
    zref::rp::RoundResult r2;
    r2.scores = {10, 0, 0};
    s.results = {r1, r2};
    CHECK(zref::rp::zero_rounds(data(), s, 0) == 0);
    CHECK(zref::rp::zero_rounds(data(), s, 1) == 2);
    s.setup.readings["zero-round"] = "zero-or-less";
    CHECK(zref::rp::zero_rounds(data(), s, 0) == 1);
}

}  // namespace zref::test::rp
