// The score sheet in every form people want to look at: the terminal table,
// CSV for a spreadsheet, a Markdown table to paste, JSON for programs and a
// printable HTML score pad with charts. Pure functions from the game state to
// a string; the caller decides where it goes (`zref sheet`, `zref replay`,
// the session's `sheet` and the end of every round).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/sheet_format.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/sheet.h"
#include "games/zombie_princess/state.h"

namespace zref::cli {

// The sheet in `format` (Text is the table and the standings chart).
// `data` names the Round cards and Princesses; `source` (a journal's file
// name, may be empty) is named at the foot of the HTML page.
std::string render_sheet(SheetFormat format, const zp::GameState& s, const zp::GameData& data,
                         std::string_view source = {});

// The terminal table: per round and side bid, tricks, points, skulls and the
// running total; the Hourglass line, skulls, and at the end the final scores.
std::string render_sheet_text(const zp::GameState& s);
// Keys game, mode, sides, rounds, hourglass, totals, winners, over (the
// transcript tests and `zref replay --format json` read them).
std::string render_sheet_json(const zp::GameState& s);
// RFC 4180: a header row, one row per round per side, then Hourglass rows
// (the Leader line, never added) and, when the game is over, final rows.
// Records end in CRLF; a field with a comma, quote, CR or LF is quoted.
std::string render_sheet_csv(const zp::GameState& s, const zp::GameData& data);
// A GitHub table, one row per round and one column per side, then the
// standings.
std::string render_sheet_markdown(const zp::GameState& s, const zp::GameData& data);
// One self-contained page (inline CSS and SVG, nothing fetched) that prints
// on one A4 sheet: the table, the running totals as lines, skulls as bars,
// the Hourglass line and the standings.
std::string render_sheet_html(const zp::GameState& s, const zp::GameData& data, std::string_view source = {});

// The standings as one bar of █ per side, scaled to the leader: points plus
// one per two skulls (the Hourglass and final reckoning), with points and
// skulls. Empty before a round is scored.
std::string render_standings_chart(const zp::GameState& s);

// A game-neutral score sheet, for a game that fills it rather than having
// its own exporter (Bowling for Zombies!!!): players as columns, per round
// one cell of named fields per player, what each shows at the end, the
// ranking in groups and notes. One set of renderers prints it as CSV,
// Markdown and HTML.
struct SheetField {
    std::string name;   // the CSV column: "played", "score", "total"
    std::string label;  // before the value on a page ("score 5"); empty: the value alone
};

struct SheetModel {
    std::string game;        // "Bowling for Zombies!!!"
    std::string mode_label;  // "Variant"
    std::string mode;        // "Standard"
    std::string players_label = "Players";  // "Necromancers"
    std::string player_column = "player";   // the CSV column naming the player
    std::string status;      // "10 of 10 rounds scored"
    std::vector<std::string> players;
    std::vector<SheetField> fields;
    std::size_t total_field = 0;  // the field that is the running total (bold, charted)
    struct Round {
        int number = 0;
        std::string about;  // "Lane cards 5 3"
        std::vector<std::vector<std::string>> cells;  // [player][field]
        std::vector<std::string> notes;               // [player]: the CSV note
    };
    int rounds = 0;  // rounds in the game (the chart's x axis)
    std::vector<Round> played;
    bool chart = false;               // the total field is a number worth a line chart
    std::vector<std::string> shown;   // [player]: the score it shows now
    std::vector<std::vector<int>> ranking;  // players, best first; a group shares its place
    bool final = false;
    std::vector<std::string> notes;  // tie-breaks, how the game ended
    std::string explanation;         // the HTML page's foot
};

// RFC 4180: a header (round, the player column, the fields, note), one row
// per round per player, then one row per player with what it shows in the
// total column and its place ("final" once the game is over, else
// "standing"). Records end in CRLF.
std::string render_model_csv(const SheetModel& m);
// A GitHub table, one row per round and one column per player, then the
// ranking and notes.
std::string render_model_markdown(const SheetModel& m);
// One self-contained printable page (the Zombie Princess page's style): the
// table, the running totals as lines when `chart`, the ranking and notes.
std::string render_model_html(const SheetModel& m, std::string_view source = {});

// Escapes, exposed for the tests.
std::string csv_field(std::string_view field);
std::string html_escape(std::string_view text);
std::string markdown_escape(std::string_view text);
// A JSON string literal, quotes included (every game's JSON sheet uses it).
std::string json_escape(const std::string& s);

}  // namespace zref::cli
