// Reads the table's lines: libedit (line editing, history) on a terminal,
// plain reads from a pipe so a game can be scripted with the same commands.
#pragma once
#include <optional>
#include <string>

namespace zref::cli {

class LineReader {
public:
    LineReader();
    bool interactive() const { return interactive_; }
    // nullopt at end of input.
    std::optional<std::string> read(const std::string& prompt);

private:
    bool interactive_;
};

}  // namespace zref::cli
