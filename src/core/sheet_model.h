// A game-neutral score sheet: players as columns, per round one cell of
// named fields per player, lines under the rounds, what each shows at the
// end, the ranking in groups, charts and notes. Every game fills it, and one
// set of renderers prints it as CSV, Markdown and HTML, so every game gets
// every format.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace zref {

// A column of the sheet: a player's field in a round, or something said of
// the round as a whole.
struct SheetField {
    std::string name;   // the CSV column: "played", "score", "total"
    std::string label;  // before the value on a page ("score 5"); empty: the value alone
    std::string abbrev;  // the HTML column head when fields are columns ("Tr"); empty: the label
};

// One labelled fact about the game, shown in the page's header.
struct SheetFact {
    std::string label;  // "Variant", "Mode"
    std::string value;  // "Standard", "Teams of two"
};

// A chart of one number per player, at the start and after each round scored.
struct SheetChart {
    bool bars = false;       // grouped bars (a count that comes and goes), else lines (a running total)
    std::string id;          // the SVG's id, for tests and styles: "totals-chart"
    std::string caption;     // above the chart: "Running total points"
    std::string unit;        // the y axis title and the tooltips: "points"
    std::vector<int> start;  // [player]: before round 1; empty: the chart starts at round 1
    std::vector<std::vector<int>> after;  // [round][player]: after each round scored
};

struct SheetModel {
    std::string game;                       // "Bowling for Zombies!!!"
    std::vector<SheetFact> facts;           // the header: the variant, the mode, powers
    std::string players_label = "Players";  // "Necromancers", "Teams"
    std::string player_column = "player";   // the CSV column naming the player
    std::string status;                     // "10 of 10 rounds scored"
    std::vector<std::string> players;       // the columns: players, or sides in a Teams game
    std::vector<SheetField> round_fields;   // said of each round as a whole: its Lane cards, its Round card
    std::vector<SheetField> fields;         // each player's cell in a round
    std::size_t total_field = 0;            // the field that is the running total (bold; lines put their value here)
    bool field_columns = false;             // HTML gives each field its own column (short numbers), else one cell
    struct Round {
        int number = 0;                               // 1-based
        std::vector<std::string> about;               // [round_field]
        std::vector<std::vector<std::string>> cells;  // [player][field]; empty while the round is in play
        std::vector<std::string> notes;               // [player]: the CSV note
        std::vector<std::string> marks;               // [player]: printed after the first field ("*"), told in `notes` of the model
        // The player's cells as printed (HTML, Markdown): the mark after the first field.
        std::vector<std::string> printed(std::size_t p) const {
            std::vector<std::string> out = p < cells.size() ? cells[p] : std::vector<std::string>{};
            if (p < marks.size() && !out.empty()) out.front() += marks[p];
            return out;
        }
    };
    int rounds = 0;  // rounds in the game (empty rows to come on the page, the charts' x axis)
    std::vector<Round> played;     // the rounds scored, in order
    std::optional<Round> in_play;  // the round being played: what is known of it, no cells yet
    // A line under the rounds that is not added to anything (the Hourglass
    // Leader line): one value per player, in the total field's column.
    struct Line {
        std::string key;                  // the CSV round column: "hourglass"
        std::string label;                // the page's row head: "Hourglass line (not added)"
        std::vector<std::string> values;  // [player]
        std::vector<std::string> notes;   // [player]: "leader"
    };
    std::vector<Line> lines;                        // under the rounds, in this order
    std::vector<SheetChart> charts;                 // drawn on the HTML page, in this order
    std::vector<std::vector<std::string>> shown;    // [player][field]: what it shows now (final score, skulls)
    std::vector<std::vector<int>> ranking;          // players, best first; a group shares its place
    bool final = false;                             // the game is over: the ranking is final, its first group won
    std::vector<std::string> notes;  // tie-breaks, how the game ended, who leads the Hourglass
    std::string explanation;         // the HTML page's foot
};

// RFC 4180: a header (round, the round fields, the player column, the
// fields, note), one row per round per player (the round in play noted "in
// play"), a row per line per player, then one row per player with what it
// shows and its place ("final" once the game is over, else "standing").
// Records end in CRLF.
std::string render_model_csv(const SheetModel& m);
// A GitHub table, one row per round and line and one column per player,
// then the ranking and notes.
std::string render_model_markdown(const SheetModel& m);
// One self-contained printable page (inline CSS and SVG, nothing fetched):
// the facts, the table, the charts, the ranking and notes.
std::string render_model_html(const SheetModel& m, std::string_view source = {});

// Escapes, exposed for the tests.
std::string csv_field(std::string_view field);
std::string html_escape(std::string_view text);
std::string markdown_escape(std::string_view text);
// A JSON string literal, quotes included (every game's JSON sheet uses it).
std::string json_escape(const std::string& s);
// A JSON array of string literals: ["Ana", "Ben"].
std::string json_list(const std::vector<std::string>& items);

}  // namespace zref
