// The command-line half of Bowling for Zombies!!!: the BfzTable adapter the
// shared Session drives (completion, sheet facts for `edit`, sheet formats,
// prompt) and opening a journal as whichever game its `game` line names.
#include <fstream>

#include "bowling_support.h"
#include "games/bowling_for_zombies/table/bfz_table.h"
#include "cli/open_game.h"
#include "store/game_files.h"
#include "support.h"

using namespace zref;
using namespace zref::test::bowling;
using Catch::Matchers::Contains;
using V = std::vector<std::string>;

TEST_CASE("Bowling table: Tab completes the Lane cards left, names, Zombies and Body Parts in hand",
          "[bowling][cli]") {
    auto ref = table({"Ann", "Bob", "Cat"});
    bfz::BfzTable t(ref);
    // The 9s: two in the deck; after "lanes 9 9" none is left to complete.
    CHECK(t.complete("lanes ", "9") == V{"9"});
    play(ref, {"lanes 9 9"});
    CHECK(t.complete("lanes ", "9").empty());
    CHECK(t.complete("play ", "") == V{"Ann", "Bob", "Cat"});
    play(ref, {"play Ann 4 head above"});
    CHECK(t.complete("play Ann ", "4").empty());  // Zombie 4 is down this round
    CHECK(t.complete("play Bob ", "4") == V{"4"});
    CHECK(t.complete("play Bob 4 ", "") == V{"hand", "head", "leg"});
    CHECK(t.complete("play Bob 4 head ", "") == V{"above", "below"});
    CHECK(t.complete("", "st") == V{"status"});  // a meta command; 'stand' is Black Jack only
    CHECK(t.complete("Bob ", "") == V{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"});
}

TEST_CASE("Bowling table: a scored round's facts say what an edit changed", "[bowling][cli]") {
    auto ref = table({"Ann", "Bob", "Cat"});
    bfz::BfzTable t(ref);
    play(ref, {"lanes 5 3", "play Ann 9", "play Bob 4", "play Cat 2", "take Bob 5"});
    const auto facts = t.sheet_facts();
    const auto has = [&](const std::string& label, const std::string& value) {
        for (const auto& f : facts)
            if (f.first == label) return f.second == value;
        return false;
    };
    CHECK(has("Round 1, Bob: cards", "Lane 5"));
    CHECK(has("Round 1, Bob: total", "5"));
    CHECK(has("Round 1, Cat: score", "3"));
    CHECK(has("Round 1, Ann: played", "Zombie 9"));
}

TEST_CASE("Bowling table: the sheet comes in every format", "[bowling][cli][sheet]") {
    auto ref = table({"Ann", "Bob", "Cat"});
    bfz::BfzTable t(ref);
    play(ref, {"lanes 5 3", "play Ann 9", "play Bob 4", "play Cat 2", "take Bob 5"});
    auto text = t.export_sheet(SheetFormat::Text, "");
    REQUIRE(text.ok());
    CHECK_THAT(*text, Contains("1 of 10 rounds scored"));
    auto json = t.export_sheet(SheetFormat::Json, "");
    REQUIRE(json.ok());
    CHECK_THAT(*json, Contains("\"points\": [0, 5, 3]"));
    CHECK(t.prompt(Style()) == "R2 lanes> ");
    CHECK_FALSE(t.over());
}

TEST_CASE("Bowling table: csv, markdown and html sheets from the game-neutral model",
          "[bowling][cli][sheet]") {
    auto ref = table({"Ann", "Bob", "Cat"});
    bfz::BfzTable t(ref);

    // Before a round is scored: the header and no ranking (everyone ties on nothing).
    auto empty = t.export_sheet(SheetFormat::Csv, "");
    REQUIRE(empty.ok());
    CHECK(*empty == "round,lanes,phantom,necromancer,played,fate,cards,events,score,total,note\r\n");

    // Round 1 (lanes 5 3): Ann's 9 is the strongest and wanders off with
    // nothing, Bob's 4 bowls the 5, Cat's 2 gets the 3.
    play(ref, {"lanes 5 3", "play Ann 9", "play Bob 4", "play Cat 2", "take Bob 5"});
    auto csv = t.export_sheet(SheetFormat::Csv, "");
    REQUIRE(csv.ok());
    CHECK(*csv ==
          "round,lanes,phantom,necromancer,played,fate,cards,events,score,total,note\r\n"
          "1,5 and 3,,Ann,Zombie 9,strongest,,,0,0,\r\n"
          "1,5 and 3,,Bob,Zombie 4,bowled,Lane 5,,5,5,\r\n"
          "1,5 and 3,,Cat,Zombie 2,bowled,Lane 3,,3,3,\r\n"
          "standing,,,Ann,,,,,,0,place 3\r\n"
          "standing,,,Bob,,,,,,5,place 1\r\n"
          "standing,,,Cat,,,,,,3,place 2\r\n");

    auto md = t.export_sheet(SheetFormat::Markdown, "");
    REQUIRE(md.ok());
    CHECK_THAT(*md, Contains("# Bowling for Zombies!!! score sheet"));
    CHECK_THAT(*md, Contains("| Round | Ann | Bob | Cat |"));
    CHECK_THAT(*md, Contains("| 1 (Lane cards 5 and 3) |"));
    CHECK_THAT(*md, Contains("Zombie 4 · bowled · Lane 5 · score 5 · **total 5**"));
    CHECK_THAT(*md, Contains("## Standing so far"));
    CHECK_THAT(*md, Contains("| 1 | Bob | 5 |"));

    auto html = t.export_sheet(SheetFormat::Html, "night.zref");
    REQUIRE(html.ok());
    CHECK_THAT(*html, Contains("<!DOCTYPE html>"));
    CHECK_THAT(*html, Contains("<title>Bowling for Zombies!!! score sheet: Ann, Bob, Cat</title>"));
    CHECK_THAT(*html, Contains("id=\"totals-chart\""));  // Standard: the totals are points
    CHECK_THAT(*html, Contains("<code>night.zref</code>"));
    CHECK_THAT(*html, Contains("</html>\n"));
}

TEST_CASE("Opening a journal: its game line picks the game, an unknown one is named", "[bowling][cli]") {
    test::TempDir dir;
    const auto write = [&](const std::string& name, const std::string& text) {
        std::ofstream(dir.file(name)) << text;
        return dir.file(name);
    };
    store::UserConfig config;
    auto bowling = cli::open_game(write("b.zref", "game bowling-for-zombies\nplayers Ann Bob Cat\nbegin\nlanes 5 3\n"),
                                  "", config);
    REQUIRE(bowling.ok());
    CHECK(bowling->game->id() == "bowling-for-zombies");
    CHECK_THAT(bowling->table->waiting(), Contains("Ann reveals a Zombie"));

    auto unknown = cli::open_game(write("c.zref", "game chess\n"), "", config);
    REQUIRE_FALSE(unknown.ok());
    CHECK_THAT(unknown.error(), Contains("unknown game 'chess'") && Contains("zombie-princess or bowling-for-zombies"));

    auto bare = cli::open_game(write("d.zref", "# a comment\ngame\n"), "", config);
    REQUIRE_FALSE(bare.ok());
    CHECK_THAT(bare.error(), Contains("d.zref:2: the game line must name one game"));

    auto bad_line = cli::open_game(write("e.zref", "game bowling-for-zombies\nplayers Ann\n"), "", config);
    REQUIRE_FALSE(bad_line.ok());
    CHECK_THAT(bad_line.error(), Contains("e.zref:2:"));
}
