// The score sheet in every export format (table/sheet_export.h; CSV,
// Markdown and HTML through the shared sheet model), built from
// whole games replayed from tests/transcripts/*.zref (the fold of
// `zref replay`), and the standings chart shown when a round is scored.
// The numbers come from the transcripts' expected sheets, which were worked
// out from the rulebook ("Scoring", "Hourglass Round", "End of the Game").
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "games/zombie_princess/table/render.h"
#include "core/sheet_model.h"
#include "games/zombie_princess/table/sheet_export.h"
#include "games/zombie_princess/table/zp_sheet_model.h"
#include "games/zombie_princess/referee.h"
#include "support.h"

namespace {

using namespace zref;
using zref::test::slurp;

const std::string kTranscriptDir = std::string(ZREF_TEST_DIR) + "/transcripts/";

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::string line;
    std::istringstream in(text);
    while (std::getline(in, line)) out.push_back(line);
    return out;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

struct Renames {
    std::string from, to;  // `to` as written in the journal (quoted when needed)
};

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `line` with every whole-word `from` (a name: letters, digits, '_') replaced
// by `to`, left to right; what was put in is not looked at again.
std::string replace_words(const std::string& line, const std::string& from, const std::string& to) {
    std::string out;
    std::size_t done = 0;
    for (auto at = line.find(from); at != std::string::npos; at = line.find(from, at + 1)) {
        if (at < done) continue;
        const std::size_t end = at + from.size();
        if ((at > 0 && word_char(line[at - 1])) || (end < line.size() && word_char(line[end]))) continue;
        out.append(line, done, at - done).append(to);
        done = end;
    }
    return out.append(line, done, std::string::npos);
}

// Whether `html` names an address on the web other than the SVG namespace
// (http://www.w3.org/2000/svg), which is a name, not something fetched.
bool has_external_address(const std::string& html) {
    const std::string svg = "www.w3.org/2000/svg";
    for (const std::string scheme : {"http://", "https://"}) {
        for (auto at = html.find(scheme); at != std::string::npos; at = html.find(scheme, at + 1)) {
            if (html.compare(at + scheme.size(), svg.size(), svg) != 0) return true;
        }
    }
    return false;
}

// Folds a transcript as `zref replay` does, optionally renaming players
// (whole words) and stopping once `stop` says so.
zp::Referee replay(const std::string& name, const std::vector<Renames>& renames = {},
                   const std::function<bool(const zp::GameState&)>& stop = {}) {
    zp::Referee referee(test::data());
    for (auto line : lines_of(slurp(kTranscriptDir + name + ".zref"))) {
        for (const auto& r : renames) line = replace_words(line, r.from, r.to);
        INFO(name << ": " << line);
        auto st = referee.replay_journal_line(line);
        if (!st) FAIL("the transcript does not replay: " << st.error());
        if (stop && stop(referee.game().state())) break;
    }
    return referee;
}

using zref::test::state;

std::string csv_of(const zp::GameState& s) { return render_model_csv(zp::zp_sheet_model(s, test::data())); }
std::string markdown_of(const zp::GameState& s) { return render_model_markdown(zp::zp_sheet_model(s, test::data())); }
std::string html_of(const zp::GameState& s, std::string_view source = {}) {
    return render_model_html(zp::zp_sheet_model(s, test::data()), source);
}

}  // namespace

TEST_CASE("Sheet export: every format is named on the command line, others are refused (zref sheet --format)",
          "[sheet]") {
    CHECK(parse_sheet_format("text") == SheetFormat::Text);
    CHECK(parse_sheet_format("csv") == SheetFormat::Csv);
    CHECK(parse_sheet_format("markdown") == SheetFormat::Markdown);
    CHECK(parse_sheet_format("md") == SheetFormat::Markdown);
    CHECK(parse_sheet_format("JSON") == SheetFormat::Json);
    CHECK(parse_sheet_format("html") == SheetFormat::Html);
    CHECK_FALSE(parse_sheet_format("pdf"));
    CHECK_FALSE(parse_sheet_format(""));
    for (const auto& name : sheet_format_names()) CHECK(parse_sheet_format(name));
}

TEST_CASE("Sheet export: CSV has a header, a row per round per side with its Round card, Hourglass and final rows "
          "(Scoring sheet)",
          "[sheet]") {
    const auto ref = replay("teams-of-4");
    const std::string csv = csv_of(state(ref));
    // RFC 4180: every record ends in CRLF.
    CHECK(count(csv, "\r\n") == 13);
    CHECK(count(csv, "\n") == 13);
    const std::string expected =
        "round,card,card_name,hourglass_round,side,bid,tricks,points,skulls,total,note\r\n"
        "1,a,Opening Night (of the Living Dead),,Ana & Cai,3,3,3,9,3,\r\n"
        "1,a,Opening Night (of the Living Dead),,Ben & Dee,5,7,5,0,5,\r\n"
        "2,b,Ah One and Ah Two,,Ana & Cai,6,5,6,12,9,bid made by paying skulls for the missed tricks\r\n"
        "2,b,Ah One and Ah Two,,Ben & Dee,2,4,2,0,7,\r\n"
        "3,c,Dead Last,,Ana & Cai,3,4,3,10,12,\r\n"
        "3,c,Dead Last,,Ben & Dee,5,6,5,0,12,\r\n"
        "4,d,Dead Set on Winning,Hourglass round,Ana & Cai,3,3,3,10,15,\r\n"
        "4,d,Dead Set on Winning,Hourglass round,Ben & Dee,5,6,5,10,17,\r\n"
        "hourglass,,,,Ana & Cai,,,,,17,leader\r\n"
        "hourglass,,,,Ben & Dee,,,,,12,\r\n"
        "final,,,,Ana & Cai,,,15,10,20,place 2\r\n"
        "final,,,,Ben & Dee,,,17,10,22,place 1; winner\r\n";
    CHECK(csv == expected);
    CHECK(zp::render_sheet(SheetFormat::Csv, state(ref), test::data()) == csv);
}

TEST_CASE("Sheet export: CSV quotes names with commas (Scoring sheet, RFC 4180)", "[sheet]") {
    const auto ref = replay("3-individuals", {{"Ana", "\"Ana, Jr.\""}});
    REQUIRE(state(ref).seating.name(0) == "Ana, Jr.");
    const std::string csv = csv_of(state(ref));
    CHECK(csv.find(",\"Ana, Jr.\",") != std::string::npos);
    CHECK(csv.find(",Ana, Jr.,") == std::string::npos);
    // Every record still has eleven fields once the quoted comma is read as data.
    for (const auto& rec : lines_of(csv)) {
        std::size_t fields = 1;
        bool quoted = false;
        for (char c : rec) {
            if (c == '"') quoted = !quoted;
            else if (c == ',' && !quoted) ++fields;
        }
        CHECK(fields == 11);
    }
    // Quotes are doubled; CR and LF are quoted; plain fields are left alone.
    CHECK(csv_field("say \"hi\"") == "\"say \"\"hi\"\"\"");
    CHECK(csv_field("a\nb") == "\"a\nb\"");
    CHECK(csv_field("a\rb") == "\"a\rb\"");
    CHECK(csv_field("Ana & Cai") == "Ana & Cai");
    CHECK(csv_field("") == "");
}

TEST_CASE("Sheet export: JSON keeps its keys and matches the transcript's expected sheet (zref replay --format json)",
          "[sheet]") {
    const auto ref = replay("teams-of-4");
    const std::string json = zp::render_sheet(SheetFormat::Json, state(ref), test::data());
    CHECK(json == zp::render_sheet_json(state(ref)));
    CHECK(json == slurp(kTranscriptDir + "teams-of-4.expected.json"));
    for (const char* key : {"\"game\"", "\"mode\"", "\"sides\"", "\"rounds\"", "\"hourglass\"", "\"totals\"",
                            "\"winners\"", "\"over\""})
        CHECK(json.find(key) != std::string::npos);
}

TEST_CASE("Sheet export: text is the terminal table with the Hourglass line, final scores and standings chart",
          "[sheet]") {
    const auto ref = replay("teams-of-4");
    const std::string text = zp::render_sheet(SheetFormat::Text, state(ref), test::data());
    CHECK(text == zp::render_sheet_text(state(ref)) + zp::render_standings_chart(state(ref)));
    CHECK(text.find("4 (d)     |   3  3   3 10  15 |   5  6   5 10  17") != std::string::npos);
    CHECK(text.find("Hourglass | 17 (not added)") != std::string::npos);
    CHECK(text.find("Final     | 15 + 10/2 = 20    | 17 + 10/2 = 22") != std::string::npos);
    CHECK(text.find("Winner: Ben & Dee") != std::string::npos);
}

TEST_CASE("Sheet export: Markdown is a GitHub table with a column per side and the standings (Scoring sheet)",
          "[sheet]") {
    const auto ref = replay("5-individuals");
    const std::string md = markdown_of(state(ref));
    const auto lines = lines_of(md);
    CHECK(md.find("**Mode:** Individuals · **Princess powers:** off · **Players:** Ana, Ben, Cai, Dee, Eve · "
                  "**Status:** Finished after 4 rounds\n") != std::string::npos);
    const auto header = std::find(lines.begin(), lines.end(), "| Round | Ana | Ben | Cai | Dee | Eve |");
    REQUIRE(header != lines.end());
    REQUIRE(header + 1 != lines.end());
    CHECK(*(header + 1) == "|---:|:---|:---|:---|:---|:---|");
    // Rows 1-4, then the Hourglass line: each with 1 + 5 cells.
    for (auto it = header + 2; it != header + 7; ++it) {
        INFO(*it);
        REQUIRE(it != lines.end());
        CHECK(count(*it, " |") == 6);
    }
    CHECK(md.find("| 4 (Round card d · Dead Set on Winning · Hourglass round) |") != std::string::npos);
    CHECK(md.find("| Hourglass line (not added) | 6 | 8 | 6 | 9 (leader) | 9 (leader) |") != std::string::npos);
    // Final: points, skulls, and points + skulls / 2.
    CHECK(md.find("| Place | Players | points | skulls | total |") != std::string::npos);
    CHECK(md.find("| 1 | **Dee** (winner) | 12 | 2 | 13 |") != std::string::npos);
    CHECK(md.find("| 1 | **Eve** (winner) | 12 | 2 | 13 |") != std::string::npos);
    CHECK(md.find("Hourglass Leaders: Dee, Eve") != std::string::npos);
    CHECK(md.find("**Sharing the win:** Dee, Eve") != std::string::npos);
}

TEST_CASE("Sheet export: Markdown and HTML name the mode, Princess powers and the Princesses chosen (Setup)",
          "[sheet]") {
    const auto ref = replay("princess-dorothy-used");
    const std::string md = markdown_of(state(ref));
    CHECK(md.find("**Mode:** Individuals · **Princess powers:** on · **Princesses:** Ana: Dorothy; Ben: Thumbelina; "
                  "Cai: The Pea Princess; Dee: Red Riding Hood · **Players:** Ana, Ben, Cai, Dee") != std::string::npos);
    const std::string html = html_of(state(ref));
    CHECK(html.find("<dt>Mode</dt><dd>Individuals</dd><dt>Princess powers</dt><dd>on</dd><dt>Princesses</dt><dd>Ana: "
                    "Dorothy; Ben: Thumbelina; Cai: The Pea Princess; Dee: Red Riding Hood</dd>") != std::string::npos);
}

TEST_CASE("Sheet export: Markdown escapes a name that would break the table", "[sheet]") {
    CHECK(markdown_escape("Ana|Ben") == "Ana\\|Ben");
    CHECK(markdown_escape("*Cai*") == "\\*Cai\\*");
    CHECK(markdown_escape("<b>") == "\\<b\\>");
    CHECK(markdown_escape("Ana & Cai") == "Ana & Cai");
    CHECK(markdown_escape("&amp;") == "\\&amp;");
    const auto ref = replay("3-individuals", {{"Ben", "\"Ben|Bo\""}});
    const std::string md = markdown_of(state(ref));
    CHECK(md.find("| Round | Ana | Ben\\|Bo | Cai |") != std::string::npos);
}

TEST_CASE("Sheet export: HTML is one self-contained page: table, charts, standings, A4 print rules", "[sheet]") {
    const auto ref = replay("teams-of-4");
    const std::string html = html_of(state(ref), "teams-of-4.zref");
    CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(html.find("</html>") != std::string::npos);
    // Nothing fetched: no scripts, links, imports, external images or fonts.
    CHECK(html.find("<script") == std::string::npos);
    CHECK(html.find("<link") == std::string::npos);
    CHECK(html.find("@import") == std::string::npos);
    CHECK(html.find("url(") == std::string::npos);
    CHECK(html.find("src=") == std::string::npos);
    CHECK(html.find("href=") == std::string::npos);
    CHECK(html.find("@font-face") == std::string::npos);
    CHECK_FALSE(has_external_address(html));
    // Printable on one A4 sheet.
    CHECK(html.find("@media print") != std::string::npos);
    CHECK(html.find("size: A4") != std::string::npos);
    // The pieces of the score pad.
    CHECK(html.find("Teams of two") != std::string::npos);
    CHECK(html.find("Opening Night (of the Living Dead)") != std::string::npos);
    CHECK(html.find("<small>Round card d · Dead Set on Winning · Hourglass round</small>") != std::string::npos);
    CHECK(html.find("<table class=\"sheet\"") != std::string::npos);
    CHECK(html.find("<td class=\"first\">5</td><td>6</td><td>5</td><td>10</td><td class=\"total\">17</td>") !=
          std::string::npos);
    CHECK(html.find("17 <span class=\"lead\">leader</span>") != std::string::npos);
    // Final: points, skulls and points + skulls / 2, the winner crowned.
    CHECK(html.find("<td class=\"first\"></td><td></td><td>17</td><td>10</td><td class=\"total\">22 <span "
                    "class=\"crown\"") != std::string::npos);
    CHECK(html.find("id=\"totals-chart\"") != std::string::npos);
    CHECK(html.find("id=\"skulls-chart\"") != std::string::npos);
    CHECK(count(html, "<polyline") == 2);  // one line per side
    CHECK(count(html, "<rect class=\"bar") == 2 * 5);  // per side: start and four rounds
    CHECK(html.find("Winner: <b>Ben &amp; Dee</b>") != std::string::npos);
    CHECK(html.find("Finished after 4 rounds") != std::string::npos);
    CHECK(html.find("<code>teams-of-4.zref</code>") != std::string::npos);
}

TEST_CASE("Sheet export: HTML escapes every name", "[sheet]") {
    CHECK(html_escape("<b>\"Ana\" & 'Ben'</b>") == "&lt;b&gt;&quot;Ana&quot; &amp; &#39;Ben&#39;&lt;/b&gt;");
    const auto ref = replay("3-individuals", {{"Ben", "\"<i>Ben</i> & 'Co'\""}});
    REQUIRE(state(ref).seating.name(1) == "<i>Ben</i> & 'Co'");
    const std::string html = html_of(state(ref), "<game>.zref");
    CHECK(html.find("<i>Ben") == std::string::npos);
    CHECK(html.find("'Co'") == std::string::npos);
    CHECK(html.find("&lt;i&gt;Ben&lt;/i&gt; &amp; &#39;Co&#39;") != std::string::npos);
    CHECK(html.find("<code>&lt;game&gt;.zref</code>") != std::string::npos);
}

TEST_CASE("Sheet export: a game in progress exports the rounds so far and no winners", "[sheet]") {
    // Stop three lines into round 3 of the Teams game.
    int after = -1;
    const auto ref = replay("teams-of-4", {}, [&](const zp::GameState& s) {
        if (s.results.size() == 2 && after < 0) after = 0;
        return after >= 0 && ++after > 4;
    });
    const auto& s = state(ref);
    REQUIRE(s.results.size() == 2);
    REQUIRE(s.phase != zp::Phase::GameOver);

    const std::string csv = csv_of(s);
    // The header, two rounds of two sides, the round in play, the standing.
    CHECK(count(csv, "\r\n") == 1 + 2 * 2 + 2 + 2);
    CHECK(csv.find("3,c,Dead Last,,Ana & Cai,,,,,,in play\r\n") != std::string::npos);
    CHECK(csv.find("standing,,,,Ana & Cai,,,,12,9,place 1\r\n") != std::string::npos);
    CHECK(csv.find("final,") == std::string::npos);
    CHECK(csv.find("winner") == std::string::npos);

    const std::string json = zp::render_sheet_json(s);
    CHECK(json.find("\"over\": false") != std::string::npos);
    CHECK(json.find("\"winners\": []") != std::string::npos);

    const std::string text = zp::render_sheet_text(s);
    CHECK(text.find("2 (b)") != std::string::npos);
    CHECK(text.find("Winner") == std::string::npos);
    CHECK(text.find("Final") == std::string::npos);

    const std::string md = markdown_of(s);
    CHECK(md.find("## Standing so far") != std::string::npos);
    CHECK(md.find("| 3 (Round card c · Dead Last) | *in play* | *in play* |") != std::string::npos);
    CHECK(md.find("Winner") == std::string::npos);
    CHECK(md.find("(winner)") == std::string::npos);

    const std::string html = html_of(s);
    CHECK(html.find("In progress: round 3 of 4 in play") != std::string::npos);
    CHECK(html.find("Standing so far") != std::string::npos);
    CHECK(html.find("<span class=\"tag\">in play</span><small>Round card c · Dead Last</small>") != std::string::npos);
    CHECK(html.find("<th class=\"round\" scope=\"row\">4</th>") != std::string::npos);  // round 4's card stays face down
    CHECK(html.find("Dead Set on Winning") == std::string::npos);
    CHECK(html.find("id=\"winners\"") == std::string::npos);
    CHECK(html.find("♛") == std::string::npos);
    CHECK(count(html, "<polyline") == 2);
}

TEST_CASE("Sheet export: a table still being set up exports without rounds", "[sheet]") {
    zp::Referee ref(test::data());
    test::play(ref, {"game zombie-princess", "players Ana Ben Cai"});
    const auto& s = state(ref);
    for (const auto& name : sheet_format_names()) {
        INFO(name);
        CHECK_FALSE(zp::render_sheet(*parse_sheet_format(name), s, test::data()).empty());
    }
    CHECK(csv_of(s) == "round,card,card_name,hourglass_round,side,bid,tricks,points,skulls,total,note\r\n");
    CHECK(zp::render_standings_chart(s).empty());
}

TEST_CASE("Sheet export: the standings chart has one bar per side scaled to the leader (End of the Game)",
          "[sheet]") {
    const auto ref = replay("teams-of-4");
    const std::string chart = zp::render_standings_chart(state(ref));
    const auto lines = lines_of(chart);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "Final standings (points + 1 per 2 skulls):");
    // Ben & Dee lead with 22: the full 24 cells. Ana & Cai's 20 is 20/22 of it.
    std::string bar24, bar21;
    for (int i = 0; i < 24; ++i) bar24 += "█";
    for (int i = 0; i < 21; ++i) bar21 += "█";
    CHECK(lines[1] == "  Ben & Dee  " + bar24 + "   22 = 17 pts + 10 skulls/2  winner");
    CHECK(lines[2] == "  Ana & Cai  " + bar21 + "▊" + "     20 = 15 pts + 10 skulls/2");
    CHECK(chart.find("\x1b[") == std::string::npos);  // no colour codes
}

TEST_CASE("Sheet export: the standings between rounds rank by points, skulls breaking ties (Once the Round Is Over)",
          "[sheet]") {
    const auto ref = replay("teams-of-4", {}, [](const zp::GameState& s) { return s.results.size() == 1; });
    const std::string chart = zp::render_standings_chart(state(ref));
    const auto lines = lines_of(chart);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "Standings after round 1 (points):");
    CHECK(lines[1].rfind("  Ben & Dee  ", 0) == 0);
    CHECK(lines[1].find("5 pts, 0 skulls") != std::string::npos);
    CHECK(lines[2].find("3 pts, 9 skulls") != std::string::npos);
}

TEST_CASE("Sheet export: the ruling that scores a round shows the receipts in short, the sheet and the standings chart",
          "[sheet]") {
    zp::Referee ref(test::data());
    std::string shown;
    int scored = 0;
    for (const auto& line : lines_of(slurp(kTranscriptDir + "teams-of-4.zref"))) {
        auto r = ref.apply(line);
        if (!r) continue;  // comments and blank lines
        if (r->scored_round) {
            ++scored;
            shown = zp::render_ruling(*r, state(ref));
            INFO(shown);
            CHECK(shown.find("Round " + std::to_string(scored) + " (Round card ") != std::string::npos);
            CHECK(shown.find("in short:\n  Ana & Cai  bid ") != std::string::npos);
            CHECK(shown.find("Every step of the scoring: 'receipt'") != std::string::npos);
            CHECK(shown.find("Missed tricks") == std::string::npos);  // the full receipt is one command away
            CHECK(shown.find("bid tr pts sk tot") != std::string::npos);
            if (state(ref).phase == zp::Phase::GameOver)
                CHECK(shown.find("Final standings (points + 1 per 2 skulls):") != std::string::npos);
            else
                CHECK(shown.find("Standings after round " + std::to_string(scored) + " (points):") != std::string::npos);
        }
    }
    CHECK(scored == 4);
    // The chart comes after the sheet and before the game's last word.
    CHECK(shown.find("Winner: Ben & Dee") < shown.find("Final standings"));
    CHECK(shown.find("Final standings") < shown.find("Game over"));
}

namespace zref::test {

TEST_CASE("Sheet export: a bid made by paying skulls for the missed tricks is marked in every format (Scoring step 3)",
          "[sheet]") {
    // Round 2 of teams-of-4: Ana & Cai bid 6, take 5 and pay for the sixth.
    const auto ref = replay("teams-of-4");
    const auto& s = state(ref);
    const std::string text = zp::render_sheet_text(s);
    CHECK_THAT(text, Catch::Contains("2 (b)     |   6* 5   6 12   9 |   2  4   2  0   7 \n"));
    CHECK_THAT(text, Catch::Contains("\n  * bid made by paying skulls for the missed tricks\n"));
    CHECK_THAT(zp::render_sheet(SheetFormat::Markdown, s, test::data()),
               Catch::Contains("| bid 6\\* · tricks 5 ·") && Catch::Contains("\\* bid made by paying skulls"));
    CHECK_THAT(zp::render_sheet(SheetFormat::Html, s, test::data()),
               Catch::Contains("<td class=\"first\">6*</td>") &&
                   Catch::Contains("<p class=\"note\">* bid made by paying skulls for the missed tricks.</p>"));
    CHECK_THAT(zp::render_sheet_json(s), Catch::Contains("\"bid\": 6, \"tricks\": 5, \"points\": 6, \"skulls\": 12, "
                                                        "\"total\": 9, \"paid\": true}"));
    // Round 1, made without paying, has no mark.
    CHECK_THAT(text, Catch::Contains("1 (a)     |   3  3   3  9   3 |"));
}

}  // namespace zref::test
