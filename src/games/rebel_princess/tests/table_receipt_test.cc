// What a table reads after a round and a trick: the short receipts a scored
// round shows, every line of `receipt N` (card by card and by results), and
// `why N` for a trick, from the four-player transcript
// (tests/transcripts/rebel-princess/four-players.zref). Round 1's counts
// were made from its tricks: Ana took tricks 1 and 8 (Prince 5 in 8), Ben
// tricks 2 and 3 (the Frog in 3), Cai tricks 4, 6, 7, 9 and 10 (Princes 2,
// 7-10, 6, 1 and 3), Dee trick 5 (Prince 4).
#include "games/rebel_princess/table/render.h"
#include "games/rebel_princess/table/rp_table.h"
#include "rp_support.h"

namespace zref::test::rp {

namespace {
constexpr int kRound1Scored = 51;  // journal lines, comments left out, up to round 1's last card
}  // namespace

TEST_CASE("Receipts: the scored round's short receipts, a line per player with the total and what it came from (Scoring a round)",
          "[rebel_princess][table][receipt]") {
    auto ref = replayed("four-players", kRound1Scored);
    const auto& s = ref.game().state();
    CHECK(zref::rp::render_short_receipts(ref.game(), s.results.back()) ==
          "Round 1 (Once Upon a Time), in short:\n"
          "  Ana  1 request    total 1    1 Prince x 1\n"
          "  Ben  5 requests   total 5    the Frog\n"
          "  Cai  8 requests   total 8    8 Princes x 1\n"
          "  Dee  1 request    total 1    1 Prince x 1\n"
          "Every line of the scoring: 'receipt' (another round: 'receipt N')\n");
}

TEST_CASE("Receipts: 'receipt' shows every line of the last round scored, with the tricks taken and the rule's topic",
          "[rebel_princess][table][receipt]") {
    auto ref = replayed("four-players", kRound1Scored);
    zref::rp::RpTable table(ref);
    const std::string expected = "Round 1 receipts (Once Upon a Time):\n"
                                 "  Ana: took 2 tricks\n"
                                 "    1 Prince x 1               +1   [Scoring a round]\n"
                                 "    => 1 request this round, total 1\n"
                                 "  Ben: took 2 tricks\n"
                                 "    the Frog                   +5   [Scoring a round]\n"
                                 "    => 5 requests this round, total 5\n"
                                 "  Cai: took 5 tricks\n"
                                 "    8 Princes x 1              +8   [Scoring a round]\n"
                                 "    => 8 requests this round, total 8\n"
                                 "  Dee: took 1 trick\n"
                                 "    1 Prince x 1               +1   [Scoring a round]\n"
                                 "    => 1 request this round, total 1\n";
    CHECK(table.receipt(0) == expected);
    CHECK(table.receipt(1) == expected);
    CHECK(table.receipt(2) == "No round 2 scored: rounds 1 to 1 are.\n");
}

TEST_CASE("Receipts: a round entered by its results shows each number as typed (Entering scores only)",
          "[rebel_princess][table][receipt]") {
    auto ref = replayed("four-players", kRound1Scored + 4);
    zref::rp::RpTable table(ref);
    CHECK(table.receipt(2) == "Round 2 receipts (Invitation), entered by results:\n"
                              "  Ana\n"
                              "    entered by results          0   [Entering scores only]\n"
                              "    => 0 requests this round, total 1\n"
                              "  Ben\n"
                              "    entered by results          0   [Entering scores only]\n"
                              "    => 0 requests this round, total 5\n"
                              "  Cai\n"
                              "    entered by results        -10   [Entering scores only]\n"
                              "    => -10 requests this round, total -2\n"
                              "  Dee\n"
                              "    entered by results          0   [Entering scores only]\n"
                              "    => 0 requests this round, total 1\n");
    CHECK_THAT(zref::rp::render_short_receipts(ref.game(), ref.game().state().results.back()),
               Catch::StartsWith("Round 2 (Invitation), entered by results, in short:\n  Ana  0 requests   total 1\n"));
}

TEST_CASE("Receipts: before any round is scored, 'receipt' says when they come", "[rebel_princess][table][receipt]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    zref::rp::RpTable t(ref);
    CHECK(t.receipt(0) == "No round scored yet: the receipts come when the first round is scored.\n");
}

TEST_CASE("why N: a finished trick's cards, who took it and why, with the rule's topic (Playing tricks)",
          "[rebel_princess][table][why]") {
    auto ref = replayed("four-players", kRound1Scored);
    zref::rp::RpTable table(ref);
    // Round 1 is scored and round 2 not begun: its tricks are the ones asked about.
    const std::string why4 = table.why_item(4);
    CHECK_THAT(why4, Catch::StartsWith("Round 1, trick 4: Ben Fairy 1; Cai Fairy 10; Dee Prince 2; Ana Fairy 2\n"
                                       "  Cai takes it.\n  - Cai's Fairy 10 wins"));
    CHECK_THAT(why4, Catch::Contains("Dee's Prince 2 cannot win") && Catch::Contains("  [rulebook: Playing tricks]\n"));
    CHECK(table.why_item(11) == "No trick 11 in round 1: tricks 1 to 10 are finished.\n");
    CHECK(table.item_word() == "trick");
    // Round 2 entered by its results: round 3 has no trick yet.
    auto later = replayed("four-players", kRound1Scored + 4);
    CHECK(zref::rp::RpTable(later).why_item(1) == "No trick finished yet in round 3.\n");
}

TEST_CASE("why: the last ruling's reasons name the topic they rest on", "[rebel_princess][table][why]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    const Ruling r = trick(ref, "q5 q9 f10 pr1");
    const std::string why = zref::rp::RpTable(ref).why(r);
    CHECK_THAT(why, Catch::StartsWith("Why (play Dee pr1):\n  - Ben's Queen 9 wins"));
    CHECK_THAT(why, Catch::Contains("[rulebook: Playing tricks]"));
}

}  // namespace zref::test::rp
