// Powers that change who leads, who plays last, or what a hand holds
// ("Princesses"): Pocahontas, Swan Maiden, Sleeping Beauty, Scheherazade and
// Little Red Riding Hood.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Pocahontas: she picks who leads the trick (our reading choose-leader)", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "pocahontas", "mulan", "alice"});
    play(ref, {"power pocahontas Cai"});
    CHECK(ref.game().state().round.current.to_play() == seat(ref, "Cai"));
    CHECK(play(ref, {"q5"}).canonical == "play Cai q5");
}

TEST_CASE("Pocahontas: under the reading after-win, only right after she won a trick, and not herself", "[rebel_princess][princesses][readings]") {
    auto ref = with_princesses({"cinderella", "pocahontas", "mulan", "alice"}, "once-upon-a-time", {"reading pocahontas after-win"});
    CHECK_THAT(refused(ref, "power pocahontas Cai"), Catch::Contains("after winning"));
    trick(ref, "q5 q9 q2 q3");  // Ben wins
    CHECK_THAT(refused(ref, "power pocahontas Ben"), Catch::Contains("another player"));
    play(ref, {"power pocahontas Dee"});
    CHECK(ref.game().state().round.current.to_play() == seat(ref, "Dee"));
}

TEST_CASE("Swan Maiden: on her lead, the player on her left leads and she plays last", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"swan-maiden", "cinderella", "mulan", "alice"});
    play(ref, {"power swan-maiden"});
    CHECK(play(ref, {"q5"}).canonical == "play Ben q5");
    trick(ref, "q2 q3 q9");  // Cai, Dee, then Ana
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Ana"));
}

TEST_CASE("Swan Maiden: refused when she must lead a trick Pocahontas shaped", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"swan-maiden", "pocahontas", "mulan", "alice"});
    play(ref, {"power pocahontas Ana"});
    CHECK_THAT(refused(ref, "power swan-maiden"), Catch::Contains("must lead"));
}

TEST_CASE("Sleeping Beauty: every hand changed, so no void shown before holds", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"sleeping-beauty", "cinderella", "mulan", "alice"});
    trick(ref, "q5 f9 q2 q3");  // Ben lacks Queens
    play(ref, {"power sleeping-beauty", "q10"});
    CHECK(play(ref, {"q6"}).warnings.empty());
}

TEST_CASE("Scheherazade: a swap changes both hands, a card handed back changes none", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "scheherazade", "mulan", "alice"});
    trick(ref, "q5 f9 q2 q3");  // Ben lacks Queens; Ana leads
    play(ref, {"power scheherazade Cai return", "q10"});
    CHECK_FALSE(play(ref, {"q6"}).warnings.empty());
    auto swapped = with_princesses({"cinderella", "scheherazade", "mulan", "alice"});
    trick(swapped, "q5 f9 q2 q3");
    play(swapped, {"power scheherazade Cai swap", "q10"});
    CHECK(play(swapped, {"q6"}).warnings.empty());
}

TEST_CASE("Red Riding Hood: a card already played is in nobody's hand, and the power is used", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "red-riding-hood", "mulan", "alice"});
    play(ref, {"q5"});
    CHECK_THAT(play(ref, {"power red-riding-hood q5"}).headline, Catch::Contains("nobody holds it"));
    play(ref, {"q9", "q2", "q3"});
    CHECK_THAT(refused(ref, "power red-riding-hood q4 nobody"), Catch::Contains("already used"));
}

TEST_CASE("Red Riding Hood: not the Frog, and not a suit she showed she lacks", "[rebel_princess][princesses]") {
    auto ref = with_princesses({"cinderella", "red-riding-hood", "mulan", "alice"});
    play(ref, {"q5"});
    CHECK_THAT(refused(ref, "power red-riding-hood p8 from Cai"), Catch::Contains("Frog"));
    play(ref, {"f9", "q2", "q3"});  // Ben shows no Queen
    trick(ref, "q10");              // Ana leads again
    CHECK_THAT(refused(ref, "power red-riding-hood q7 from Cai"), Catch::Contains("holds no Queen"));
    CHECK_THAT(play(ref, {"power red-riding-hood f7 from Cai"}).headline, Catch::Contains("Cai hands over"));
}

}  // namespace zref::test::rp
