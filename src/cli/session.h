// The table session: reads lines (terminal or pipe), answers meta commands
// (help, status, sheet, why, undo, history, edit, quit), hands the rest to
// the referee, and writes each accepted line to the journal before showing
// its ruling.
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/style.h"
#include "core/table.h"
#include "store/journal.h"

namespace zref::cli {

// How the session talks to the person at the table.
struct SessionOptions {
    bool color = false;        // suits and prompts in colour (a terminal that wants it)
    std::string history_file;  // line-editing history kept across sessions; "" none
    std::string board_file;    // --board: the room's HTML score board, rewritten after every change; "" none
    // Called with each line once it is journaled: the program keeps the lines
    // the game remembers across games. Its answer, if not empty, is one warning line.
    std::function<std::string(const std::string& line)> journaled;
};

class Session {
public:
    // A session over any game's Table.
    Session(Table& table, store::JournalWriter& journal, SessionOptions options = {});
    // One line as typed; returns false when it was refused.
    bool handle(const std::string& line);
    // Reads until end of input or quit; returns the process exit code.
    int run();
    // Applies a line, journals it and prints the ruling (used for setup too).
    bool submit(const std::string& line, bool quiet = false);
    // Writes the board file (SessionOptions::board_file) now and after every
    // accepted entry, undo and edit from here on; run() starts it, so the
    // setup lines `new` submits before do not write it one by one.
    void start_board();

private:
    void print_help() const;
    void refuse(const std::string& message) const;
    void out(const std::string& text) const;
    bool on_undo();
    bool on_edit(const std::vector<std::string>& words);
    bool print_history(const std::vector<std::string>& words) const;
    std::string suggest(const std::string& word) const;
    // The prompt: the yes/no question being asked, or the game's.
    std::string prompt(const Style& style) const;
    // The answer to a yes/no question (YesNoQuestion): whether it was accepted,
    // or nothing when the line is no answer (it is then read as usual).
    std::optional<bool> answer(const std::string& line);
    // Rewrites the board file once started; a failure is one warning line,
    // not repeated after every entry until the reason changes.
    void write_board();

    Table& table_;
    SessionOptions options_;
    Style style_;
    store::JournalWriter& journal_;
    Ruling last_;
    std::optional<YesNoQuestion> asking_;  // a yes/no question put instead of a refusal
    std::string asked_about_;              // the refusal it replaced, said again on "no"
    bool quit_ = false;
    int refused_ = 0;
    bool board_started_ = false;
    std::string board_error_;     // the last board failure said, so it is not repeated after every entry
};

}  // namespace zref::cli
