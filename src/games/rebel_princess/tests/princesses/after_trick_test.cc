// Powers on a trick's cards once they are down ("Princesses"): Mulan swaps
// her card for another of its suit, Belle swaps two cards' owners, Alice
// deals a trick she won back out. After the round's last trick zref waits
// while one of them could still act, until 'score'.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Mulan: her card swapped for a higher one of its suit takes the trick, and she leads next", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "snow-white", "mulan", "alice"});
    trick(ref, "q5 q9 q2 q3");  // Ben wins
    const Ruling r = play(ref, {"mulan q10"});
    CHECK(r.canonical == "power Cai mulan q10");
    const auto& s = ref.game().state();
    CHECK(s.round.tricks.back().winner == seat(ref, "Cai"));
    CHECK(s.round.current.to_play() == seat(ref, "Cai"));
    CHECK(s.round.was_played(ref.game().codec(), {0, 10}));
    CHECK_FALSE(s.round.was_played(ref.game().codec(), {0, 2}));  // back in her hand
}

TEST_CASE("Mulan: only a card of the same suit, never the Frog, and only after the trick", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "snow-white", "mulan", "alice"});
    CHECK_THAT(refused(ref, "power mulan q10"), Catch::Contains("right after a trick"));
    trick(ref, "p5 p9 p2 p3");
    CHECK_THAT(refused(ref, "power mulan f10"), Catch::Contains("another Pet"));
    CHECK_THAT(refused(ref, "power mulan p8"), Catch::Contains("Frog"));
}

TEST_CASE("Belle: after her own card she swaps two cards' owners - the led suit stays", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "belle", "mulan", "alice"});
    play(ref, {"q5", "f2", "power belle q5 f2"});  // Ana now has the Fairy, Ben the Queen 5
    trick(ref, "q3 q4");
    const auto& t = ref.game().state().round.tricks.back();
    CHECK(t.winner == seat(ref, "Ben"));
    CHECK(t.plays.front().card.suit == 0);  // Queens still led
}

TEST_CASE("Belle: not when she led, and the trick is decided again when her card ended it", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"belle", "cinderella", "mulan", "alice"});
    play(ref, {"q5"});
    CHECK_THAT(refused(ref, "power belle q5 q9"), Catch::Contains("did not lead"));
    auto last = with_princesses({"cinderella", "snow-white", "mulan", "belle"});
    trick(last, "q5 q9 q2 q3");  // Dee, last, swaps Ben's 9 with her 3
    play(last, {"power belle q9 q3"});
    CHECK(last.game().state().round.tricks.back().winner == seat(last, "Dee"));
    CHECK(last.game().state().round.current.to_play() == seat(last, "Dee"));
}

TEST_CASE("Alice: right after she wins a trick, its cards go back, one each, and she leads again", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "alice", "mulan", "snow-white"});
    trick(ref, "q5 q9 q2 q3");  // Ben wins
    play(ref, {"power alice"});
    const auto& s = ref.game().state();
    CHECK(s.round.tricks.empty());
    CHECK(s.round.cards_left == std::vector<int>{10, 10, 10, 10});
    CHECK(s.round.current.to_play() == seat(ref, "Ben"));
    play(ref, {"q5"});  // Queen 5 is in a hand again
}

TEST_CASE("Alice: not after a trick someone else won", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"alice", "cinderella", "mulan", "snow-white"});
    trick(ref, "q5 q9 q2 q3");
    CHECK_THAT(refused(ref, "power alice"), Catch::Contains("Ben won trick 1"));
}

TEST_CASE("The last trick: zref waits while Mulan could act on it, then 'score'", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "snow-white", "mulan", "alice"}, "once-upon-a-time", {"reading rebel-of-the-ball off"});
    for (const auto& t : kLeaderTakesAll) trick(ref, t);
    CHECK(ref.game().state().round.last_trick_pause);
    CHECK(ref.game().state().results.empty());
    CHECK_THAT(refused(ref, "q1"), Catch::Contains("score"));
    play(ref, {"score"});
    CHECK(ref.game().state().results.size() == 1);
    CHECK(total(ref, "Ana") == 15);
}

TEST_CASE("The last trick: Belle's swap on it changes who takes it before the round is scored", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "snow-white", "mulan", "belle"}, "once-upon-a-time", {"reading rebel-of-the-ball off"});
    for (const auto& t : kLeaderTakesAll) trick(ref, t);  // trick 10: Ana p7, Ben p4, Cai p5, Dee p6
    play(ref, {"power belle p7 p6"});
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Dee"));
    CHECK(ref.game().state().round.last_trick_pause);  // Mulan may still act
    play(ref, {"score"});
    CHECK(ref.game().state().results.back().tricks.back().winner == seat(ref, "Dee"));
}

}  // namespace zref::test::rp
