#include "cli/line_reader.h"

#include <editline/readline.h>
#include <unistd.h>

#include <cstdlib>
#include <iostream>

namespace zref::cli {

LineReader::LineReader() : interactive_(::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO)) {}

std::optional<std::string> LineReader::read(const std::string& prompt) {
    if (interactive_) {
        char* raw = ::readline(prompt.c_str());
        if (!raw) return std::nullopt;
        std::string line(raw);
        std::free(raw);
        if (!line.empty()) ::add_history(line.c_str());
        return line;
    }
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    return line;
}

}  // namespace zref::cli
