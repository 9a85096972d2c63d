// Yin and Yang (Rebel Princess 2, "Team Mode Round Cards: Yin and Yang"): in
// each trick one partner of each team plays face down and the other face up,
// the first of them to play choosing; a face-down card is typed with 'down'
// after it, and a face-down lead names its suit.
#include "rp_support.h"

#include <algorithm>

#include "games/rebel_princess/table/render.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::test::rp {

TEST_CASE("Yin and Yang: each team's second partner plays the other way, with 4 players",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "yin-and-yang");
    const Ruling ben = play(ref, {"q5 down", "q9"});
    CHECK_THAT(notices(ben), Catch::Contains("Dee, Ben's partner, plays face down in this trick"));
    CHECK(refused(ref, "play Cai q7 down") ==
          "Cai must play face up: Ana, Cai's partner, played face down (type 'play Cai q7' without 'down')");
    const Ruling cai = play(ref, {"q7"});
    CHECK_THAT(notices(cai), !Catch::Contains("partner"));  // both of team A have played
    CHECK(refused(ref, "play Dee q1") == "Dee must play face down: Ben, Dee's partner, played face up (type 'play Dee q1 down')");
    CHECK(ref.game().state().round.tricks.empty());  // refused lines change nothing
    const Ruling r = play(ref, {"q1 down"});
    CHECK(r.headline == "Dee plays Queen 1 face down");
    CHECK(last_winner(ref) == "Ben");
    CHECK_THAT(reasons(r), Catch::StartsWith("Ben's Queen 9 wins") &&
                               Catch::Contains("played face down and turned up at the trick's end: Ana's Queen 5, Dee's Queen 1 "
                                               "[Yin and Yang]"));
    // `why 1` keeps it.
    CHECK_THAT(zref::rp::RpTable(ref).why_item(1), Catch::Contains("Ana's Queen 5, Dee's Queen 1"));
    // The choice is made again in the next trick: Ben leads face up, Cai (first of team A) face up too.
    play(ref, {"f2", "f3"});
    CHECK_THAT(refused(ref, "f4"), Catch::StartsWith("Dee must play face down: Ben, Dee's partner, played face up"));
    play(ref, {"f4 down"});
    CHECK_THAT(refused(ref, "f1"), Catch::StartsWith("Ana must play face down: Cai, Ana's partner, played face up"));
    play(ref, {"f1 down"});
    CHECK(last_winner(ref) == "Dee");
}

TEST_CASE("Yin and Yang: each of three teams plays one card face down and one face up, with 6 players",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(6), "yin-and-yang");
    play(ref, {"q5", "q9 down", "q3 down"});
    CHECK(refused(ref, "q7") == "Dee must play face down: Ana, Dee's partner, played face up (type 'play Dee q7 down')");
    play(ref, {"q7 down"});
    CHECK(refused(ref, "q2 down") == "Eva must play face up: Ben, Eva's partner, played face down (type 'play Eva q2' without 'down')");
    play(ref, {"q2"});
    CHECK_THAT(refused(ref, "q12 down"), Catch::StartsWith("Fay must play face up: Cai, Fay's partner, played face down"));
    const Ruling r = play(ref, {"q12"});
    CHECK(last_winner(ref) == "Fay");
    CHECK_THAT(reasons(r), Catch::Contains("turned up at the trick's end: Ben's Queen 9, Cai's Queen 3, Dee's Queen 7"));
}

TEST_CASE("Yin and Yang: a face-down lead names its suit, and the partner is told to play face up",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "yin-and-yang");
    const Ruling r = play(ref, {"play Ana q5 down"});
    CHECK(r.headline == "Ana plays Queen 5 face down");
    CHECK_THAT(notices(r), Catch::Contains("Ana leads face down and names the suit: Queens are led") &&
                               Catch::Contains("Cai, Ana's partner, plays face up in this trick"));
    CHECK(ref.game().state().round.card_state.face_down.size() == 1);
    CHECK_THAT(zref::rp::render_status(ref.game()), Catch::Contains("On the table: Ana Queen 5 (face down)\n"));
    // The journal keeps the word.
    CHECK(play(ref, {"f9 down"}).canonical == "play Ben f9 down");
}

TEST_CASE("Yin and Yang: 'down' is a word of this card only, typed once", "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "yin-and-yang");
    CHECK_THAT(refused(ref, "play Ana q5 down down"), Catch::Contains("under Yin and Yang, 'down' after the card"));
    CHECK_THAT(refused(ref, "play Ana q5 sideways"), Catch::StartsWith("play: give the player and the card"));
    auto plain = table(players(4));
    CHECK(refused(plain, "play Ana q5 down") ==
          "play: give the player and the card, e.g. 'play Ana q7' (add 'only-princes' to lead a Prince from a hand of only Princes)");
}

TEST_CASE("Yin and Yang: completion offers the cards of a partner who must play face down, and the word 'down'",
          "[rebel_princess][team_mode][round_cards][completion]") {
    auto ref = team_table(players(4), "yin-and-yang");
    play(ref, {"q5", "q9", "q7 down"});
    // Dee's cards are accepted only with 'down' (Ben played face up): they are still offered.
    const auto dee = zref::rp::rp_completion_candidates(ref, "play Dee ", "q");
    CHECK(std::find(dee.begin(), dee.end(), "q1") != dee.end());
    const auto after = zref::rp::rp_completion_candidates(ref, "play Dee q1 ", "");
    CHECK(std::find(after.begin(), after.end(), "down") != after.end());
}

}  // namespace zref::test::rp
