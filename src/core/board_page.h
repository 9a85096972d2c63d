// The score board for the room (`zref new --board FILE`): a page that a
// browser on the table's TV reloads every two seconds. Each game fills this
// model from what its status and sheet already compute; one renderer lays
// every game out the same way, in large type, and always with the same parts,
// so the page keeps its place from one reload to the next.
#pragma once
#include <string>
#include <vector>

namespace zref {

struct BoardModel {
    std::string game;     // "Zombie Princess"
    std::string heading;  // "Round 3 of 4", "Finished after 4 rounds"
    // The line in the largest type under the heading: the Round card, the Lane cards.
    std::string feature_label;  // "Round card"
    std::string feature;        // "c: Brain Drain"
    std::string feature_note;   // "Hourglass round"
    // The standings table: a place, a name, then these columns.
    struct Column {
        std::string head;       // "Points"
        int width = 10;         // per cent of the table's width
        bool detail = false;    // smaller type, in at most the lines given ("0 2 5\nHead")
    };
    std::string name_head = "Player";  // "Team", "Necromancer"
    int name_width = 30;               // per cent
    std::vector<Column> columns;
    struct Row {
        std::string place;                // "1", "" before anything is scored
        std::string name;
        std::vector<std::string> values;  // [column]
        bool leading = false;             // in the lead (or won): picked out in colour
    };
    std::vector<Row> rows;            // best first
    std::vector<std::string> notes;   // under the table: "Hourglass Leader: Ana"
    std::string waiting;              // what the referee waits for; empty once the game is over
    std::string result;               // "Winner: Ana (23)" once the game is over
};

// One self-contained page: inline CSS, no script, nothing fetched; every
// text escaped. It reloads itself every two seconds.
std::string render_board_html(const BoardModel& board);

}  // namespace zref
