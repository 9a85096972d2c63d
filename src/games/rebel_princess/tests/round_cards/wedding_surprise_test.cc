// Wedding Surprise (Rebel Princess 2): the leader plays face down and names
// the suit; the trick is decided only once the card is turned up
// (rp-design 5.1 (6)).
#include "rp_support.h"

#include "games/rebel_princess/table/render.h"

namespace zref::test::rp {

namespace {

// Ana leads Queens face down; Ben, Cai and Dee follow with 5, 7 and 9.
zref::rp::Referee face_down_trick(const std::vector<std::string>& princesses = {}) {
    auto ref = princesses.empty() ? table(players(4), "wedding-surprise") : with_princesses(princesses, "wedding-surprise");
    play(ref, {"play Ana queens", "5", "7", "9"});
    return ref;
}

}  // namespace

TEST_CASE("Wedding Surprise: the lead typed as a suit is decided only after it is turned up", "[rebel_princess][round_cards]") {
    auto ref = face_down_trick();
    const auto& s = ref.game().state();
    CHECK(s.round.tricks.empty());
    CHECK(ref.game().waiting().seat == seat(ref, "Ana"));
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("Ana's face-down lead turned up"));
    CHECK_THAT(zref::rp::render_status(ref.game()), Catch::Contains("Ana Queen face down, Ben Queen 5"));
    CHECK_THAT(refused(ref, "play Ana q1"), Catch::Contains("Wedding Surprise first needs"));
    const Ruling r = play(ref, {"reveal Ana q10"});
    CHECK(r.headline == "Ana's face-down lead is Queen 10");
    CHECK_THAT(reasons(r), Catch::Contains("[Wedding Surprise]"));
    REQUIRE(ref.game().state().round.tricks.size() == 1);
    CHECK(ref.game().state().round.tricks.front().winner == seat(ref, "Ana"));
    CHECK(ref.game().state().round.was_played(ref.game().codec(), {0, 10}));
}

TEST_CASE("Wedding Surprise: the card turned up decides the trick as if led face up", "[rebel_princess][round_cards]") {
    auto ref = face_down_trick();
    play(ref, {"reveal Ana q2"});
    CHECK(last_winner(ref) == "Dee");
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("Dee to lead trick 2 face down"));
}

TEST_CASE("Wedding Surprise: the card turned up is the leader's, of the suit named, unplayed, once all have played",
          "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "wedding-surprise");
    play(ref, {"play Ana queens", "5"});
    CHECK_THAT(refused(ref, "reveal Ana q10"), Catch::Contains("once everyone has played"));
    play(ref, {"7", "9"});
    CHECK_THAT(refused(ref, "reveal Ana f10"), Catch::Contains("Ana named Queens"));
    CHECK_THAT(refused(ref, "reveal Ana q5"), Catch::Contains("already played"));
    CHECK_THAT(refused(ref, "reveal Ben q10"), Catch::Contains("the face-down lead is Ana's"));
}

TEST_CASE("Wedding Surprise: the suit alone leads face down", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "wedding-surprise");
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("Ana to lead trick 1 face down, naming its suit"));
    const Ruling r = play(ref, {"fairies"});
    CHECK(r.headline == "Ana leads face down, naming Fairies");
    const auto& lead = ref.game().state().round.current.plays.front();
    CHECK(lead.seat == seat(ref, "Ana"));
    CHECK(lead.card.suit == 1);
    CHECK(lead.card.value == 0);
}

TEST_CASE("Wedding Surprise: a Prince led face down before Princes broke out still needs the claim", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "wedding-surprise");
    CHECK_THAT(refused(ref, "play Ana princes"), Catch::Contains("'play Ana princes only-princes'"));
    play(ref, {"play Ana princes only-princes"});
    CHECK(ref.game().state().round.only_princes_claim[0] == 1);
}

TEST_CASE("Wedding Surprise: Mulan may swap the face-down lead only for a card of its suit", "[rebel_princess][round_cards][princesses]") {
    auto ref = face_down_trick({"mulan", "cinderella", "snow-white", "alice"});
    play(ref, {"reveal Ana q2"});
    CHECK(last_winner(ref) == "Dee");
    CHECK_THAT(refused(ref, "power mulan f10"), Catch::Contains("she swaps it for another Queen"));
    play(ref, {"power mulan q10"});
    CHECK(last_winner(ref) == "Ana");
}

TEST_CASE("Wedding Surprise: Snow White declared on a face-down lead acts on the card turned up", "[rebel_princess][round_cards][princesses]") {
    auto ref = with_princesses({"snow-white", "cinderella", "mulan", "alice"}, "wedding-surprise");
    play(ref, {"power snow-white", "play Ana queens", "5", "6", "2"});
    CHECK_THAT(refused(ref, "reveal Ana q9"), Catch::Contains("7 or less"));
    const Ruling r = play(ref, {"reveal Ana q7"});
    CHECK_THAT(reasons(r), Catch::Contains("counts 0 in this trick (Snow White)"));
    CHECK(last_winner(ref) == "Cai");  // her 7 counts 0: Cai's 6 is the highest Queen
}

TEST_CASE("Wedding Surprise: while the trick waits for its lead, no power on a turn and no card is taken", "[rebel_princess][round_cards][princesses]") {
    auto ref = face_down_trick({"mulan", "snow-white", "cinderella", "alice"});
    CHECK_THAT(refused(ref, "power snow-white"), Catch::Contains("on her own turn"));
    CHECK_FALSE(ref.game().waits_for_turn("play Ben q4"));
    CHECK_THAT(refused(ref, "play Ben q4"), Catch::Contains("Wedding Surprise first needs"));
}

TEST_CASE("Wedding Surprise: a lead typed as a card is taken as turned up at once", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "wedding-surprise");
    play(ref, {"play Ana q2", "5", "7", "9"});
    CHECK(last_winner(ref) == "Dee");
}

}  // namespace zref::test::rp
