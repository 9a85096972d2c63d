// The Dark Fairy, Prophecy (Team Mode): before a trick, while the Frog is
// unplayed, she names a player of another team; if that player ends the round
// with the Frog, her result drops by 4 (4 players) or 6 (6 players).
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// Team Mode, Ana leads: Ben the Dark Fairy (Dee the Sea Witch), Ana the
// Elder Stepsister (Cai the Younger).
zref::rp::Referee dark_fairy_table() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"mode teams", "princesses villains", "reading rebel-of-the-ball off"});
    play(ref, {"princess Ben dark-fairy", "princess Ana elder-stepsister"});
    return ref;
}

}  // namespace

TEST_CASE("Dark Fairy: a true prophecy takes 4 off her result", "[rebel_princess][team_mode][princesses]") {
    auto ref = dark_fairy_table();
    const Ruling r = play(ref, {"power dark-fairy Ana"});
    CHECK(r.canonical == "power Ben dark-fairy Ana");
    CHECK_THAT(r.headline, Catch::Contains("Spinning Wheel"));
    play_round(ref, kSpreadRound);  // Ana takes the Frog
    play(ref, {"score"});           // the Younger Stepsister could have acted on the last trick
    const auto& ben = receipt(ref, 1, "Ben");
    CHECK_THAT(lines(ben), Catch::Contains("Prophecy came true: Ana ended the round with the Frog = -4 [The Dark Fairy]"));
    CHECK(ben.total == 0);  // 4 Princes, less 4
    CHECK(receipt(ref, 1, "Ana").total == 7);
}

TEST_CASE("Dark Fairy: a wrong prophecy changes nothing", "[rebel_princess][team_mode][princesses]") {
    auto ref = dark_fairy_table();
    play(ref, {"power dark-fairy Cai"});
    play_round(ref, kSpreadRound);
    play(ref, {"score"});
    CHECK(receipt(ref, 1, "Ben").total == 4);
}

TEST_CASE("Dark Fairy: another team's player, and only while the Frog is unplayed", "[rebel_princess][team_mode][princesses]") {
    auto ref = dark_fairy_table();
    CHECK_THAT(refused(ref, "power dark-fairy Dee"), Catch::Contains("her own team"));
    CHECK_THAT(refused(ref, "power dark-fairy"), Catch::Contains("power dark-fairy NAME"));
    play_round(ref, std::vector<std::string>(kSpreadRound.begin(), kSpreadRound.begin() + 7));  // trick 7 holds the Frog
    CHECK_THAT(refused(ref, "power dark-fairy Ana"), Catch::Contains("Frog was already played"));
}

TEST_CASE("Dark Fairy: at six players a true prophecy takes 6 off", "[rebel_princess][team_mode][princesses]") {
    auto ref = table(players(6), "once-upon-a-time", {"mode teams", "princesses villains", "reading rebel-of-the-ball off"});
    play(ref, {"princess Ben dark-fairy", "princess Ana elder-stepsister", "princess Cai evil-queen", "power dark-fairy Cai"});
    const auto receipts = receipts_for(ref, {"", "pr1", "p8"});
    CHECK(receipts[1].total == 1 - 6);
    CHECK(receipts[2].total == 5);
}

}  // namespace zref::test::rp
