// Reads the table's lines: libedit (line editing, history kept across
// sessions, tab completion) on a terminal, plain reads from a pipe so a game
// can be scripted with the same commands.
#pragma once
#include <csignal>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace zref::cli {

// (line up to the word being completed, the word so far) -> candidates.
using Completer = std::function<std::vector<std::string>(const std::string&, const std::string&)>;

class LineReader {
public:
    // `history_file` is read now and each accepted line is appended to it;
    // "" keeps history for this session only.
    explicit LineReader(std::string history_file = "", Completer completer = {});
    ~LineReader();
    LineReader(const LineReader&) = delete;
    LineReader& operator=(const LineReader&) = delete;

    bool interactive() const { return interactive_; }
    // nullopt at end of input (Ctrl-D). Ctrl-C gives "" and interrupted() says
    // whether it cleared a line being typed or came at an empty prompt.
    std::optional<std::string> read(const std::string& prompt);
    enum class Interrupt { None, LineCleared, EmptyPrompt };
    Interrupt interrupted() const { return interrupted_; }

private:
    static char** complete(const char* text, int start, int end);
    static char* next_match(const char* text, int state);
    void list_now() const;

    bool interactive_;
    std::string history_file_;
    Completer completer_;
    std::vector<std::string> matches_;
    Interrupt interrupted_ = Interrupt::None;
    struct sigaction previous_sigint_ {};
};

}  // namespace zref::cli
