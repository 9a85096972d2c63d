// The Evil Queen, Mirror, Mirror (Team Mode): on her turn she gives her
// partner a card, and her partner plays a card from their hand for her.
#include "rp_support.h"

#include "core/text.h"

namespace zref::test::rp {

namespace {

// Team Mode, Ana leads: Ben the Evil Queen (Dee the Queen of Hearts), Ana
// the Sea Witch (Cai the Dark Fairy).
zref::rp::Referee evil_queen_table() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"mode teams", "princesses villains"});
    play(ref, {"princess Ben evil-queen", "princess Ana sea-witch"});
    return ref;
}

std::string evil_queen_warnings(const Ruling& r) { return join(r.warnings, "\n"); }

}  // namespace

TEST_CASE("Evil Queen: the card typed after her power is her partner's, played for her", "[rebel_princess][team_mode][princesses]") {
    auto ref = evil_queen_table();
    play(ref, {"q5"});
    const Ruling used = play(ref, {"power evil-queen f3"});
    CHECK(used.canonical == "power Ben evil-queen f3");
    CHECK_THAT(used.headline, Catch::Contains("she gives Dee Fairy 3"));
    const Ruling card = play(ref, {"f9"});
    CHECK_THAT(reasons(card), Catch::Contains("Dee played Fairy 9 from their own hand for Ben"));
    // Off the led suit from Dee's hand: it shows nothing of Ben's.
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Ben"), 0) == 0);
    CHECK(ref.game().state().round.current.plays.back().seat == seat(ref, "Ben"));
}

TEST_CASE("Evil Queen: the card played for her is checked against her partner's hand, the gift included",
          "[rebel_princess][team_mode][princesses]") {
    auto ref = evil_queen_table();
    trick(ref, "q5 q6 q7 f1");  // Dee shows no Queens; Cai leads trick 2
    play(ref, {"f2", "f3", "f4", "power evil-queen p3"});
    CHECK_THAT(evil_queen_warnings(play(ref, {"q9"})), Catch::Contains("Dee showed no Queens"));
    auto gift = evil_queen_table();
    trick(gift, "q5 q6 q7 f1");
    play(gift, {"f2", "f3", "f4", "power evil-queen q1"});  // Dee holds a Queen now
    CHECK(play(gift, {"q9"}).warnings.empty());
}

TEST_CASE("Evil Queen: on her turn only, a card still in play and of a suit she showed", "[rebel_princess][team_mode][princesses]") {
    auto ref = evil_queen_table();
    CHECK_THAT(refused(ref, "power evil-queen f3"), Catch::Contains("on her own turn"));
    trick(ref, "q5 f6 q7 q1");  // Ben shows no Queens; Cai leads trick 2
    play(ref, {"q2", "q3", "q4"});
    CHECK_THAT(refused(ref, "power evil-queen q8"), Catch::Contains("holds no Queen"));
    CHECK_THAT(refused(ref, "power evil-queen q5"), Catch::Contains("already played"));
    CHECK_THAT(refused(ref, "power evil-queen"), Catch::Contains("power evil-queen CARD"));
}

}  // namespace zref::test::rp
