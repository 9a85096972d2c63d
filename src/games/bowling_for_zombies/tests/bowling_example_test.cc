// The rulebook's "Example of Play" (rounds 1 and 2), replayed from our copy of
// the scenario as a journal: tests/transcripts/bowling/example.zref. The
// expected scores and ranking are the scenario's: 4 0 5 5 after round 1,
// 5 8 5 5 after round 2, then Skuld first, H.P. and Sauron sharing second,
// Svipdag last on Body Parts left.
#include "bowling_support.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;

TEST_CASE("Example of Play: rounds 1 and 2 from the journal (Example of Play, Reveal Cards and Resolve)",
          "[bowling][scenario]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "example");
    const auto& s = ref.game().state();
    REQUIRE(s.results.size() == 2);
    const std::vector<std::string> names{"Svipdag", "Skuld", "H.P.", "Sauron"};
    const std::vector<int> after1{4, 0, 5, 5}, after2{5, 8, 5, 5};
    for (std::size_t i = 0; i < names.size(); ++i) {
        INFO(names[i]);
        CHECK(s.results[0].seats[i].total == after1[i]);
        CHECK(s.results[1].seats[i].total == after2[i]);
        CHECK(points(ref, names[i]) == after2[i]);
    }
    // Round 1: the two 5s ripped, the 9 wandered, the 0 bowled.
    CHECK(s.results[0].seats[2].fate == bfz::Fate::Ripped);
    CHECK(s.results[0].seats[3].fate == bfz::Fate::Ripped);
    CHECK(s.results[0].seats[1].fate == bfz::Fate::Wandered);
    CHECK(s.results[0].seats[0].cards == std::vector<std::string>{"Lane 4"});
    CHECK(s.results[0].seats[3].cards == std::vector<std::string>{"Zombie 5"});
    // The two 2s were discarded (the rulebook's text says "1 and 2").
    CHECK(s.results[0].discarded == std::vector<int>{2, 2});
    // Round 2: Skuld's Hand blocked the other 8; Svipdag's Head took only the 1.
    CHECK(s.results[1].seats[1].cards == std::vector<std::string>{"Lane 8"});
    CHECK(s.results[1].discarded == std::vector<int>{8});
    CHECK(s.results[1].seats[0].cards == std::vector<std::string>{"Lane 1"});
    CHECK(s.results[1].seats[2].cards.empty());
    // Body Parts: Sauron's Head came back; Svipdag's Head and Skuld's Hand are spent.
    CHECK(s.necros[3].head);
    CHECK_FALSE(s.necros[0].head);
    CHECK_FALSE(s.necros[1].hand);
    CHECK(s.necros[2].parts_left() == 3);
    CHECK(ranking(ref) == std::vector<std::vector<std::string>>{{"Skuld"}, {"H.P.", "Sauron"}, {"Svipdag"}});
    const auto st = bfz::standings(s);
    REQUIRE(st.tie_breaks.size() == 1);
    CHECK_THAT(st.tie_breaks[0], Contains("Body Parts left in hand") && Contains("H.P. and Sauron share a place"));
    // Round 3 waits for its Lane cards.
    CHECK(s.phase == bfz::Phase::Lanes);
    CHECK(s.round.number == 3);
}

TEST_CASE("Example of Play: what zref says in round 2 (Body Parts, When the Lane Runs Empty)", "[bowling][scenario]") {
    bfz::Referee ref = table({"Svipdag", "Skuld", "H.P.", "Sauron"});
    play(ref, {"lanes 2 2 4", "play Svipdag 0", "play Skuld 9", "play H.P. 5"});
    auto r1 = play(ref, {"play Sauron 5 head above"});
    CHECK_THAT(reasons(r1), Contains("H.P. and Sauron show Zombie 5: equally strong"));
    CHECK_THAT(reasons(r1), Contains("Sauron's Head goes back to the hand"));
    CHECK_THAT(reasons(r1), Contains("Skuld's Zombie 9 is the strongest left"));
    CHECK(ref.game().waiting().seat == 0);
    CHECK(ref.game().waiting().decision == bfz::Decision::Take);
    play(ref, {"take Svipdag 4", "lanes 8 8 1", "play Svipdag 5 head above", "play Skuld 7 hand above", "play Sauron 9"});
    auto r2 = play(ref, {"play H.P. 3"});
    CHECK(ref.game().waiting().seat == 1);
    CHECK_THAT(ref.game().waiting().what, Contains("Skuld"));
    auto r3 = play(ref, {"take Skuld 8 remove 8"});
    CHECK_THAT(reasons(r3), Contains("Svipdag's Head takes only the 1") && Contains("head-one-lane-left") &&
                                Contains("only choice"));
    CHECK_THAT(reasons(r3), Contains("H.P.'s Zombie 3 finds the lane empty") && Contains("When the Lane Runs Empty"));
    CHECK(r3.scored_round);
}

}  // namespace
}  // namespace zref::test::bowling
