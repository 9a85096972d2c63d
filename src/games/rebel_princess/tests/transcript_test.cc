// Transcript tests: a whole game's journal in, its text score sheet out.
// Each tests/transcripts/rebel-princess/NAME.zref is folded as `zref replay`
// does (undo and edit lines included), and the sheet `zref sheet` prints
// must equal NAME.expected.txt byte for byte. The numbers in the expected
// sheets were counted from the tricks (each Prince 1, the Frog 5, "Scoring
// a round"; the next leader and the tie-break, "Who leads the next round",
// "End of the game") apart from zref, not copied from its output.
//
// To see a failing sheet beside the expected one:
//   build/zref sheet tests/transcripts/rebel-princess/NAME.zref | diff - tests/transcripts/rebel-princess/NAME.expected.txt
#include <filesystem>

#include "core/text.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/teams.h"
#include "games/rebel_princess/table/rp_table.h"
#include "rp_support.h"
#include "support.h"

namespace zref::test::rp {

namespace {

namespace fs = std::filesystem;

const std::string kDir = zref::test::kTranscripts + "/rebel-princess";

std::string text_sheet(zref::rp::Referee& ref) {
    zref::rp::RpTable table(ref);
    auto sheet = table.export_sheet(SheetFormat::Text, "");
    REQUIRE(sheet);
    return *sheet;
}

}  // namespace

TEST_CASE("Transcript: four players, rounds card by card and by results, a Rebel of the Ball and a tie broken by rounds at 0 (End of the game)",
          "[rebel_princess][transcript]") {
    auto ref = replayed("four-players");
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zref::rp::Phase::GameOver);
    REQUIRE(s.results.size() == 5);
    //                                Ana Ben Cai Dee
    const std::vector<std::vector<int>> scores = {{1, 5, 8, 1}, {0, 0, -10, 0}, {0, 3, 11, 1}, {6, 9, 0, 0}, {3, 1, 1, 10}};
    for (std::size_t r = 0; r < 5; ++r) {
        INFO("round " << r + 1);
        CHECK(s.results[r].scores == scores[r]);
    }
    CHECK(!s.results[0].by_requests);
    CHECK(s.results[1].by_requests);
    CHECK(s.results[4].by_requests);
    CHECK(s.totals == std::vector<int>{10, 18, 10, 12});
    // The leaders: Ana by the setup, then the lowest total (Dee after round 1,
    // clockwise from Ben; Cai after the Rebel of the Ball; Ana; Dee).
    std::vector<int> starts;
    for (const auto& r : s.results) starts.push_back(r.start);
    CHECK(starts == std::vector<int>{0, 3, 2, 0, 3});
    // The edit of Ana's first card (p6 to p10) turned trick 1 from Dee's to Ana's.
    CHECK(s.results[0].tricks.front().winner == 0);
    CHECK(s.results[0].tricks[1].plays.front().seat == 0);
    // Ana and Cai tie on 10; Ana has two rounds at 0 to Cai's one.
    CHECK(zref::rp::final_ranking(data(), s).front() == std::vector<int>{0});
    CHECK(text_sheet(ref) == test_file("transcripts/rebel-princess/four-players.expected.txt"));
}

TEST_CASE("Transcript: the Rebel Princess 2 team-scoring example, team A 41 and team B 30, team B wins (Team Mode, Scoring)",
          "[rebel_princess][transcript][team_mode]") {
    auto ref = replayed("team-mode-scoring-example");
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zref::rp::Phase::GameOver);
    // Seats Soenke Laia Mina Albert: team A is Soenke and Mina, team B Laia and Albert.
    CHECK(s.results.back().team_scores == std::vector<int>{8, 7});
    CHECK(s.results.front().team_scores == std::vector<int>{13, 2});
    CHECK(s.team_totals == std::vector<int>{41, 30});
    CHECK(zref::rp::team_ranking(s) == std::vector<std::vector<int>>{{1}, {0}});
    CHECK(text_sheet(ref) == test_file("transcripts/rebel-princess/team-mode-scoring-example.expected.txt"));
}

TEST_CASE("Transcripts: every Rebel Princess journal replays to its expected text sheet", "[rebel_princess][transcript]") {
    int checked = 0;
    for (const auto& entry : fs::directory_iterator(kDir)) {
        if (entry.path().extension() != ".zref") continue;
        const std::string name = entry.path().stem().string();
        INFO(name);
        REQUIRE(fs::exists(kDir + "/" + name + ".expected.txt"));
        auto ref = replayed(name);
        CHECK(text_sheet(ref) == test_file("transcripts/rebel-princess/" + name + ".expected.txt"));
        ++checked;
    }
    CHECK(checked >= 1);
}

}  // namespace zref::test::rp
