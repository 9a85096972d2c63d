// The table session: reads lines (terminal or pipe), answers meta commands
// (help, status, sheet, why, undo, quit), hands the rest to the referee,
// and writes each accepted line to the journal before showing its ruling.
#pragma once
#include <string>
#include <vector>

#include "games/zombie_princess/referee.h"
#include "store/journal.h"

namespace zref::cli {

class Session {
public:
    Session(zp::Referee& referee, store::JournalWriter& journal);
    // One line as typed; returns false when it was refused.
    bool handle(const std::string& line);
    // Reads until end of input or quit; returns the process exit code.
    int run();
    // Applies a line, journals it and prints the ruling (used for setup too).
    bool submit(const std::string& line, bool quiet = false);

private:
    void print_help() const;
    void refuse(const std::string& message) const;

    zp::Referee& referee_;
    store::JournalWriter& journal_;
    Ruling last_;
    bool quit_ = false;
    int refused_ = 0;
};

}  // namespace zref::cli
