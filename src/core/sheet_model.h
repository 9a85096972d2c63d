// A game-neutral score sheet: players as columns, per round one cell of
// named fields per player, what each shows at the end, the ranking in groups
// and notes. A game fills it, and one set of renderers prints it as CSV,
// Markdown and HTML, so every game gets every format.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace zref {

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

}  // namespace zref
