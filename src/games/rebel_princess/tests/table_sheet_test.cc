// The score sheet in every format, from the four-player transcript
// (tests/transcripts/rebel-princess/four-players.zref; the numbers are those
// of transcript_test.cc, counted from the tricks): JSON and CSV whole, the
// others by what they must say, and the sheet's facts an edit compares.
#include "games/rebel_princess/table/rp_table.h"
#include "rp_support.h"

namespace zref::test::rp {

namespace {

std::string exported(zref::rp::Referee& ref, SheetFormat format) {
    auto sheet = zref::rp::RpTable(ref).export_sheet(format, "four-players.zref");
    REQUIRE(sheet);
    return *sheet;
}

}  // namespace

TEST_CASE("Sheet: JSON has each round's card, how it was entered, the requests and totals, rounds at 0, the ranking and winners",
          "[rebel_princess][table][sheet]") {
    auto ref = replayed("four-players");
    CHECK(exported(ref, SheetFormat::Json) ==
          "{\n"
          "  \"game\": \"rebel-princess\",\n"
          "  \"players\": [\"Ana\", \"Ben\", \"Cai\", \"Dee\"],\n"
          "  \"rounds\": [\n"
          "    {\"round\": 1, \"round_card\": \"once-upon-a-time\", \"by_results\": false, \"requests\": [1, 5, 8, 1], \"totals\": [1, 5, 8, 1]},\n"
          "    {\"round\": 2, \"round_card\": \"invitation\", \"by_results\": true, \"requests\": [0, 0, -10, 0], \"totals\": [1, 5, -2, 1]},\n"
          "    {\"round\": 3, \"round_card\": \"once-upon-a-time\", \"by_results\": false, \"requests\": [0, 3, 11, 1], \"totals\": [1, 8, 9, 2]},\n"
          "    {\"round\": 4, \"round_card\": \"invitation\", \"by_results\": false, \"requests\": [6, 9, 0, 0], \"totals\": [7, 17, 9, 2]},\n"
          "    {\"round\": 5, \"round_card\": \"once-upon-a-time\", \"by_results\": true, \"requests\": [3, 1, 1, 10], \"totals\": [10, 18, 10, 12]}\n"
          "  ],\n"
          "  \"totals\": [10, 18, 10, 12],\n"
          "  \"rounds_at_zero\": [2, 1, 1, 2],\n"
          "  \"ranking\": [[\"Ana\"], [\"Cai\"], [\"Dee\"], [\"Ben\"]],\n"
          "  \"winners\": [\"Ana\"],\n"
          "  \"over\": true\n"
          "}\n");
}

TEST_CASE("Sheet: JSON of a game just begun has no rounds and no winners", "[rebel_princess][table][sheet]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    const std::string json = exported(ref, SheetFormat::Json);
    CHECK_THAT(json, Catch::Contains("\"rounds\": [],\n  \"totals\": [0, 0, 0]"));
    CHECK_THAT(json, Catch::Contains("\"winners\": [],\n  \"over\": false\n}\n"));
    zref::rp::Referee setup(data());
    CHECK_THAT(exported(setup, SheetFormat::Json), Catch::Contains("\"players\": []"));
}

TEST_CASE("Sheet: CSV has a record per round per player, rounds at 0, and the final places", "[rebel_princess][table][sheet]") {
    auto ref = replayed("four-players");
    const std::vector<std::string> records = {
        "round,round_card,player,requests,total,note",
        "1,Once Upon a Time,Ana,1,1,", "1,Once Upon a Time,Ben,5,5,", "1,Once Upon a Time,Cai,8,8,",
        "1,Once Upon a Time,Dee,1,1,",
        "2,Invitation,Ana,0,1,entered by results", "2,Invitation,Ben,0,5,entered by results",
        "2,Invitation,Cai,-10,-2,entered by results", "2,Invitation,Dee,0,1,entered by results",
        "3,Once Upon a Time,Ana,0,1,", "3,Once Upon a Time,Ben,3,8,", "3,Once Upon a Time,Cai,11,9,",
        "3,Once Upon a Time,Dee,1,2,",
        "4,Invitation,Ana,6,7,", "4,Invitation,Ben,9,17,", "4,Invitation,Cai,0,9,", "4,Invitation,Dee,0,2,",
        "5,Once Upon a Time,Ana,3,10,entered by results", "5,Once Upon a Time,Ben,1,18,entered by results",
        "5,Once Upon a Time,Cai,1,10,entered by results", "5,Once Upon a Time,Dee,10,12,entered by results",
        "rounds-at-0,,Ana,,2,", "rounds-at-0,,Ben,,1,", "rounds-at-0,,Cai,,1,", "rounds-at-0,,Dee,,2,",
        "final,,Ana,,10,place 1; winner", "final,,Ben,,18,place 4", "final,,Cai,,10,place 2", "final,,Dee,,12,place 3"};
    std::string expected;
    for (const auto& r : records) expected += r + "\r\n";
    CHECK(exported(ref, SheetFormat::Csv) == expected);
}

TEST_CASE("Sheet: Markdown and HTML show the rounds, the mark of a round entered by results, the tie-break and the winner",
          "[rebel_princess][table][sheet]") {
    auto ref = replayed("four-players");
    const std::string md = exported(ref, SheetFormat::Markdown);
    CHECK_THAT(md, Catch::Contains("| 2 (Invitation) | requests 0\\* · **total 1** |"));
    CHECK_THAT(md, Catch::Contains("| Rounds at 0 (breaks a tie) | 2 | 1 | 1 | 2 |"));
    CHECK_THAT(md, Catch::Contains("| 1 | **Ana** (winner) | 10 |"));
    CHECK_THAT(md, Catch::Contains("\\* entered by results"));
    CHECK_THAT(md, Catch::Contains("**Winner:** Ana"));
    const std::string html = exported(ref, SheetFormat::Html);
    CHECK_THAT(html, Catch::StartsWith("<!DOCTYPE html>"));
    CHECK_THAT(html, Catch::Contains("id=\"totals-chart\"") && Catch::Contains("<code>four-players.zref</code>"));
}

TEST_CASE("Sheet: the text sheet in play shows the rounds scored so far, and before the players it says so",
          "[rebel_princess][table][sheet]") {
    auto ref = replayed("four-players", 55);
    const std::string text = zref::rp::RpTable(ref).sheet();
    CHECK_THAT(text, Catch::StartsWith("Rebel Princess: 2 of 5 rounds scored (requests: fewest wins)\n"));
    CHECK_THAT(text, Catch::Contains("2 (B) Invitation *     |    0    1 |    0    5 |  -10   -2 |    0    1\n"));
    CHECK_THAT(text, Catch::EndsWith("  * entered by results: each player's number as typed\n"));
    zref::rp::Referee setup(data());
    CHECK(zref::rp::RpTable(setup).sheet() == "No score sheet yet: the table is still being set up.\n");
}

TEST_CASE("Sheet: the facts an edit compares, and the game's standing for 'zref list'", "[rebel_princess][table][sheet]") {
    auto ref = replayed("four-players");
    zref::rp::RpTable t(ref);
    const auto facts = t.sheet_facts();
    CHECK(std::find(facts.begin(), facts.end(), std::pair<std::string, std::string>{"Round 2, Cai: requests", "-10"}) !=
          facts.end());
    CHECK(facts.back() == std::pair<std::string, std::string>{"Won by", "Ana (10)"});
    CHECK(t.standing() == "finished, won by Ana (10)");
    CHECK(t.players() == "Ana, Ben, Cai, Dee");
    auto mid = replayed("four-players", 55);
    CHECK(zref::rp::RpTable(mid).standing() ==
          "Rebel Princess; round 3 of 5, Once Upon a Time; waiting for: Cai to lead trick 1");
}

}  // namespace zref::test::rp
