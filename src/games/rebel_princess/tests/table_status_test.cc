// `status` and the prompt at the table, from the four-player transcript
// (tests/transcripts/rebel-princess/four-players.zref): mid-trick, in a round
// entered by its results, and where Enter takes what the facts force.
#include "core/style.h"
#include "games/rebel_princess/table/rp_table.h"
#include "rp_support.h"

namespace zref::test::rp {

namespace {
constexpr int kTrick4ThirdCard = 26;  // Ben f1, Cai f10, Dee pr2 on the table
constexpr int kRound1LastCard = 50;   // only Ben's p2 is still out
constexpr int kRound2TwoTyped = 53;   // Dee 0 and Ana 0 typed
constexpr int kRound5ThreeTyped = 138;
}  // namespace

TEST_CASE("status: mid-trick, each player's tricks and Princes so far, the trick on the table and the cards still out",
          "[rebel_princess][table][status]") {
    auto ref = replayed("four-players", kTrick4ThirdCard);
    CHECK(zref::rp::RpTable(ref).status() ==
          "Round 1 of 5, Round card a (Once Upon a Time)\n"
          "  No extra rule: the round is played with the basic rules alone. A good card for a first game.\n"
          "  Pass 3 cards to the right, everyone at once: Ana to Dee, Ben to Ana, Cai to Ben, Dee to Cai.\n"
          "  Ana  tricks 1   Princes 0\n"
          "  Ben  tricks 2   Princes 0   the Frog\n"
          "  Cai  tricks 0   Princes 0\n"
          "  Dee  tricks 0   Princes 0\n"
          "  On the table: Ben Fairy 1, Cai Fairy 10, Dee Prince 2\n"
          "  Princes have broken out: they may be led\n"
          "  Still out:\n"
          "    Queens     1 2 3 4 5 6 7 8 9 10\n"
          "    Fairies    2 3 6\n"
          "    Pets       1 2 6\n"
          "    Princes    1 3 4 5 6 7 8 9 10\n"
          "  Requests so far: Ana 0, Ben 0, Cai 0, Dee 0\n"
          "Waiting for: Ana to play to trick 4 (Fairies to follow)\n");
}

TEST_CASE("status: a round entered by its results shows the requests typed so far", "[rebel_princess][table][status]") {
    auto ref = replayed("four-players", kRound2TwoTyped);
    CHECK(zref::rp::RpTable(ref).status() ==
          "Round 2 of 5, Round card B (Invitation)\n"
          "  No extra rule: the round is played with the basic rules alone. Only the first edition has this card.\n"
          "  Pass 3 cards to the right, everyone at once: Ana to Dee, Ben to Ana, Cai to Ben, Dee to Cai.\n"
          "  Entered by results:\n"
          "  Ana  requests 0\n"
          "  Ben  requests -\n"
          "  Cai  requests -\n"
          "  Dee  requests 0\n"
          "  Requests so far: Ana 1, Ben 5, Cai 8, Dee 1\n"
          "Waiting for: Ben's requests for round 2\n");
}

TEST_CASE("status: a claim of only Princes and a switched reading are shown, and the finished game names its winner",
          "[rebel_princess][table][status]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "once-upon-a-time", {"reading zero-round zero-or-less"});
    play(ref, {"play Ana pr3 only-princes"});
    const std::string status = zref::rp::RpTable(ref).status();
    CHECK_THAT(status, Catch::Contains("  Ana declared a hand of only Princes in trick 1\n"));
    CHECK_THAT(status, Catch::Contains("  Reading zero-round: zero-or-less (default exactly-zero; "
                                       "'zref rules --game rebel-princess zero-round')\n"));
    auto over = replayed("four-players");
    CHECK_THAT(zref::rp::RpTable(over).status(),
               Catch::EndsWith("  Requests so far: Ana 10, Ben 18, Cai 10, Dee 12\nThe game is over: Ana (10)\n"));
}

TEST_CASE("Prompt: the round and its card's letter, the trick number, the suit to follow and the cards on the table",
          "[rebel_princess][table][prompt]") {
    const Style plain(false);
    auto ref = replayed("four-players", kTrick4ThirdCard);
    CHECK(zref::rp::RpTable(ref).prompt(plain) == "R1a t4 [Fairies to follow: Ben f1 Cai f10 Dee pr2] Ana plays> ");
    auto lead = replayed("four-players", kTrick4ThirdCard + 1);
    CHECK(zref::rp::RpTable(lead).prompt(plain) == "R1a t5 Cai leads> ");
    auto by_results = replayed("four-players", kRound2TwoTyped);
    CHECK(zref::rp::RpTable(by_results).prompt(plain) == "R2B Ben requests> ");
    auto setup = zref::rp::Referee(data());
    CHECK(zref::rp::RpTable(setup).prompt(plain) == "setup> ");
    auto over = replayed("four-players");
    CHECK(zref::rp::RpTable(over).prompt(plain) == "game over> ");
}

TEST_CASE("Prompt: Enter takes the last player's requests, what the others leave of the round's total (Entering scores only)",
          "[rebel_princess][table][prompt]") {
    auto ref = replayed("four-players", kRound5ThreeTyped);
    zref::rp::RpTable t(ref);
    CHECK(t.inferred_line() == "requests Cai 1");
    CHECK(t.prompt(Style(false)) == "R5a Cai requests [1]> ");
}

TEST_CASE("Prompt: after a Rebel of the Ball the others took nothing, and when the others took nothing Enter offers no number",
          "[rebel_princess][table][prompt]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"requests Ana -10", "requests Ben 0", "requests Cai 0"});
    CHECK(zref::rp::RpTable(ref).inferred_line() == "requests Dee 0");
    auto none = table({"Ana", "Ben", "Cai", "Dee"});
    play(none, {"requests Ana 0", "requests Ben 0", "requests Cai 0"});
    CHECK(zref::rp::RpTable(none).inferred_line().empty());  // 15, or -10 as the Rebel of the Ball: the table says
    auto two_left = table({"Ana", "Ben", "Cai", "Dee"});
    play(two_left, {"requests Ana 4", "requests Ben 1"});
    CHECK(zref::rp::RpTable(two_left).inferred_line().empty());
}

TEST_CASE("Prompt: Enter takes the round's last card, the only one of the deck not yet played", "[rebel_princess][table][prompt]") {
    auto ref = replayed("four-players", kRound1LastCard);
    zref::rp::RpTable t(ref);
    CHECK(t.inferred_line() == "play Ben p2");
    CHECK(t.prompt(Style(false)) == "R1a t10 [Fairies to follow: Cai f6 Dee pr1 Ana pr3] Ben plays [p2]> ");
    auto earlier = replayed("four-players", kRound1LastCard - 1);
    CHECK(zref::rp::RpTable(earlier).inferred_line().empty());
}

TEST_CASE("Prompt: a Prince led before they broke out asks whether the hand holds only Princes (Princes)",
          "[rebel_princess][table][prompt]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    zref::rp::RpTable t(ref);
    const auto q = t.question_for("pr3");
    REQUIRE(q);
    CHECK(q->question == "Princes have not broken out yet: does Ana hold only Princes?");
    CHECK(q->yes_line == "play Ana pr3 only-princes");
    CHECK_FALSE(t.question_for("q3"));
    CHECK_FALSE(t.question_for("pr3 only-princes"));
}

TEST_CASE("Prompt: a round's last trick, full and waiting for Wedding Surprise's reveal, offers no last card",
          "[rebel_princess][table][prompt]") {
    // Self-play found a crash here: Enter's last card asked the full trick for its next player.
    zref::rp::Referee ref(data());
    play(ref, {
        "game rebel-princess",
        "players Ana Ben Cai",
        "sets original rp2",
        "rounds wedding-surprise wedding-surprise wedding-surprise wedding-surprise wedding-surprise",
        "princesses none",
        "start Ana",
        "begin",
        "play Ana queens",
        "play Ben q9",
        "play Cai q8",
        "reveal Ana q10",
        "play Ana queens",
        "play Ben q6",
        "play Cai q5",
        "reveal Ana q7",
        "play Ana queens",
        "play Ben q3",
        "play Cai q2",
        "reveal Ana q4",
        "play Ana fairies",
        "play Ben f9",
        "play Cai f8",
        "reveal Ana f10",
        "play Ana fairies",
        "play Ben f6",
        "play Cai f5",
        "reveal Ana f7",
        "play Ana fairies",
        "play Ben f3",
        "play Cai f2",
        "reveal Ana f4",
        "play Ana pets",
        "play Ben p9",
        "play Cai p8",
        "reveal Ana p10",
        "play Ana pets",
        "play Ben p6",
        "play Cai p5",
        "reveal Ana p7",
        "play Ana pets",
        "play Ben p3",
        "play Cai p2",
        "reveal Ana p4",
        "play Ana princes only-princes",
        "play Ben pr9",
        "play Cai pr8",
        "reveal Ana pr10",
        "play Ana princes only-princes",
        "play Ben pr6",
        "play Cai pr5",
        "reveal Ana pr7",
        "play Ana princes only-princes",
        "play Ben pr3",
        "play Cai pr2"});
    const Style plain(false);
    CHECK(zref::rp::RpTable(ref).prompt(plain) ==
          "R1 t12 [Princes to follow: Ana Prince face down Ben pr3 Cai pr2] Ana turns up> ");
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("face-down lead turned up"));
}

}  // namespace zref::test::rp
