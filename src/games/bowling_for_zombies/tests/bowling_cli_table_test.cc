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

TEST_CASE("Choose Necromancer Zombie Cards at the table: a Body Part without above or below is refused naming both, "
          "then Enter takes it as above (our reading: part-position)",
          "[bowling][cli]") {
    auto ref = table({"Ann", "Bob", "Cat"});
    bfz::BfzTable t(ref);
    REQUIRE(t.apply("lanes 5 3"));
    CHECK(t.inferred_line().empty());
    auto refused = t.apply("Ann 4 leg");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() ==
          "say where Ann's Leg lies: 'play Ann 4 leg above' (on top of the Zombie, it acts) or 'play Ann 4 leg below' "
          "(underneath, a bluff); Enter alone takes it as above");
    CHECK(t.inferred_line() == "play Ann 4 leg above");
    CHECK(t.prompt(Style()) == "R1 [lanes 5 3] Ann plays [4 leg above]> ");
    // Enter enters the full form; the journal keeps it.
    auto entered = t.apply(t.inferred_line());
    REQUIRE(entered.ok());
    CHECK(entered->canonical == "play Ann 4 leg above");
    CHECK(t.inferred_line().empty());
    CHECK(t.prompt(Style()) == "R1 [lanes 5 3] Bob plays> ");
    // Any other line, an undo or an edit drops the offer.
    REQUIRE_FALSE(t.apply("Bob 6 hand").ok());
    CHECK(t.inferred_line() == "play Bob 6 hand above");
    REQUIRE(t.apply("Bob 6 hand below"));
    CHECK(t.inferred_line().empty());
    CHECK(t.entries().back().line == "play Bob 6 hand below");
    REQUIRE_FALSE(t.apply("Cat 2 head").ok());
    REQUIRE(t.undo());
    CHECK(t.inferred_line().empty());
    // A line refused for another reason offers nothing.
    REQUIRE_FALSE(t.apply("Bob 4 head sideways").ok());
    CHECK(t.inferred_line().empty());
}

TEST_CASE("Bowling html sheet: each round's cell shows the round's score and the running total as numbers (End of "
          "Game)",
          "[bowling][cli][sheet]") {
    auto ref = table({"Ann", "Bob", "Cat"});
    bfz::BfzTable t(ref);
    // Round 1 (lanes 5 3): Ann's 9 wanders off, Bob's 4 bowls the 5, Cat's 2 gets the 3.
    // Round 2 (lanes 6 4): Cat's 8 wanders off; Ann's 7 with a Leg takes the 6 and
    // gives Bob the Leg (-1); Bob's 3 gets the 4.
    play(ref, {"lanes 5 3", "play Ann 9", "play Bob 4", "play Cat 2", "take Bob 5", "lanes 6 4", "play Ann 7 leg above",
               "play Bob 3", "play Cat 8", "take Ann 6", "leg Ann Bob"});
    auto html = t.export_sheet(SheetFormat::Html, "night.zref");
    REQUIRE(html.ok());
    const auto row = [&](int n) {
        const std::string start = "<tr><th class=\"round\" scope=\"row\">" + std::to_string(n) + "<small>";
        const auto at = html->find(start);
        REQUIRE(at != std::string::npos);
        return html->substr(at, html->find("</tr>", at) - at);
    };
    CHECK(row(1) ==
          "<tr><th class=\"round\" scope=\"row\">1<small>Lane cards 5 and 3</small></th>"
          "<td class=\"first\">Zombie 9 · strongest</td><td>0</td><td class=\"total\">0</td>"
          "<td class=\"first\">Zombie 4 · bowled · Lane 5</td><td>+5</td><td class=\"total\">5</td>"
          "<td class=\"first\">Zombie 2 · bowled · Lane 3</td><td>+3</td><td class=\"total\">3</td>");
    CHECK(row(2) ==
          "<tr><th class=\"round\" scope=\"row\">2<small>Lane cards 6 and 4</small></th>"
          "<td class=\"first\">Zombie 7 with a Leg on top · bowled · Lane 6 · Leg to Bob</td><td>+6</td>"
          "<td class=\"total\">6</td>"
          "<td class=\"first\">Zombie 3 · bowled · Leg -1 from Ann + Lane 4</td><td>+3</td><td class=\"total\">8</td>"
          "<td class=\"first\">Zombie 8 · strongest</td><td>0</td><td class=\"total\">3</td>");
    // The column heads and their key name the numbers.
    CHECK_THAT(*html, Contains("<th class=\"sub\" title=\"points this round\">pts</th>"
                               "<th class=\"sub\" title=\"running total\">total</th>"));
    CHECK_THAT(*html, Contains("<p class=\"note\">pts: points this round · total: running total</p>"));
    CHECK_THAT(*html, Contains("<tr class=\"final\"><th scope=\"row\">Now</th><td class=\"first\"></td><td></td>"
                               "<td class=\"total\">6</td>"));
    // The csv and markdown sheets keep their fields.
    auto md = t.export_sheet(SheetFormat::Markdown, "");
    REQUIRE(md.ok());
    CHECK_THAT(*md, Contains("Zombie 4 · bowled · Lane 5 · score 5 · **total 5**"));
}

TEST_CASE("Bowling html sheet: High and Low and Poker name what their two numbers are (High and Low, Poker)",
          "[bowling][cli][sheet]") {
    auto hl = table({"Ann", "Bob", "Cat"}, "high-low");
    bfz::BfzTable h(hl);
    play(hl, {"lanes 5 3", "play Ann 9", "play Bob 4", "play Cat 2", "take Bob 5", "place Ann hundreds",
              "place Bob hundreds", "place Cat tens"});
    auto page = h.export_sheet(SheetFormat::Html, "");
    REQUIRE(page.ok());
    CHECK_THAT(*page, Contains("digit: the round&#39;s digit · number: the half&#39;s number so far"));
    CHECK_THAT(*page, Contains("<td class=\"first\">Zombie 4 · bowled · Lane 5 · 5 to the hundreds: 5 _ _</td>"
                               "<td>5</td><td class=\"total\">500</td>"));
    auto pk = table({"Ann", "Bob", "Cat"}, "poker");
    bfz::BfzTable p(pk);
    play(pk, {"lanes 5 3", "play Ann 9", "play Bob 4", "play Cat 2", "take Bob 5"});
    page = p.export_sheet(SheetFormat::Html, "");
    REQUIRE(page.ok());
    CHECK_THAT(*page, Contains("+cards: cards gained this round · cards: cards in the pile"));
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
