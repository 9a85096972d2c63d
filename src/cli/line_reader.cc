#include "cli/line_reader.h"

#include <editline/readline.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include "store/history_file.h"
#include "store/storage.h"

namespace zref::cli {

namespace {
// libedit calls plain C functions; the reader in use is the one they serve.
LineReader* active = nullptr;

void warn(const std::string& msg) { std::fputs(("zref: " + msg + "\n").c_str(), stderr); }

// Ctrl-C: the signal only marks it; libedit's read then fails and readline
// returns, and read() tells an interrupted line from the end of input.
volatile std::sig_atomic_t ctrl_c = 0;
void on_ctrl_c(int) { ctrl_c = 1; }

// Printable keys typed on the line, less those erased: enough to tell an
// empty prompt from a line being typed when Ctrl-C comes (libedit keeps its
// line buffer to itself until Enter).
int typed_keys = 0;
int counting_getc(std::FILE* in) {
    unsigned char c = 0;
    if (::read(::fileno(in), &c, 1) != 1) return EOF;
    if (c == 0x7f || c == '\b') typed_keys = typed_keys > 0 ? typed_keys - 1 : 0;
    else if (c == 0x15 || c == '\r' || c == '\n') typed_keys = 0;  // Ctrl-U, Enter
    else if (c >= 0x20) ++typed_keys;
    return c;
}
}  // namespace

LineReader::LineReader(std::string history_file, Completer completer)
    : interactive_(::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO)),
      history_file_(std::move(history_file)),
      completer_(std::move(completer)) {
    if (!interactive_) return;
    active = this;
    ::rl_catch_signals = 0;  // Ctrl-C is ours: it clears the line, it does not end the game
    ::rl_getc_function = counting_getc;
    struct sigaction action {};
    action.sa_handler = on_ctrl_c;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no restart: the read waiting for a key must return
    ::sigaction(SIGINT, &action, &previous_sigint_);
    ::using_history();
    ::stifle_history(static_cast<int>(store::kHistoryLimit));
    // The store reads and writes the history file (plain lines); libedit
    // only holds this session's copy, so its own file format never matters.
    if (!history_file_.empty()) {
        auto lines = store::load_history(store::real_storage(), history_file_);
        if (lines) {
            for (const auto& line : *lines) ::add_history(line.c_str());
        } else {
            warn(lines.error() + "; this session's lines are not kept");
            history_file_.clear();
        }
    }
    ::rl_attempted_completion_function = &LineReader::complete;
    ::rl_completion_append_character = ' ';
}

LineReader::~LineReader() {
    if (active == this) {
        active = nullptr;
        ::rl_attempted_completion_function = nullptr;
        ::sigaction(SIGINT, &previous_sigint_, nullptr);
    }
}

char* LineReader::next_match(const char*, int state) {
    static std::size_t next = 0;
    if (state == 0) next = 0;
    if (!active || next >= active->matches_.size()) return nullptr;
    return ::strdup(active->matches_[next++].c_str());
}

// libedit lists candidates only on a second Tab, and sorts them as text
// (k1 k10 k2). A table wants them at once and in the game's order, so zref
// lists them itself, in rows as read, and hands libedit only a completion
// that adds letters (then libedit has nothing left to list).
void LineReader::list_now() const {
    std::size_t widest = 0;
    for (const auto& m : matches_) widest = std::max(widest, m.size());
    winsize size{};
    const std::size_t screen = ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 ? size.ws_col : 80;
    const std::size_t per_row = std::max<std::size_t>(1, screen / (widest + 2));
    std::string text = "\n";
    for (std::size_t i = 0; i < matches_.size(); ++i) {
        text += matches_[i];
        const bool row_end = (i + 1) % per_row == 0 || i + 1 == matches_.size();
        text += row_end ? std::string("\n") : std::string(widest + 2 - matches_[i].size(), ' ');
    }
    std::FILE* out = ::rl_outstream ? ::rl_outstream : stdout;
    std::fputs(text.c_str(), out);
    std::fflush(out);
    ::rl_forced_update_display();  // the prompt and the line again, below the list
}

char** LineReader::complete(const char* text, int start, int) {
    ::rl_attempted_completion_over = 1;  // never fall back to file names
    if (!active || !active->completer_) return nullptr;
    const std::string before(::rl_line_buffer, static_cast<std::size_t>(start));
    auto& matches = active->matches_;
    matches = active->completer_(before, text);
    if (matches.empty()) return nullptr;
    if (matches.size() == 1) return ::rl_completion_matches(text, &LineReader::next_match);
    active->list_now();
    // The letters every candidate shares beyond what is typed, if any.
    std::size_t common = matches.front().size();
    for (const auto& m : matches) {
        std::size_t k = 0;
        while (k < common && k < m.size() && std::tolower(static_cast<unsigned char>(m[k])) ==
                                                 std::tolower(static_cast<unsigned char>(matches.front()[k])))
            ++k;
        common = k;
    }
    if (common <= std::strlen(text)) return nullptr;
    return ::rl_completion_matches(text, &LineReader::next_match);
}

std::optional<std::string> LineReader::read(const std::string& prompt) {
    if (interactive_) {
        interrupted_ = Interrupt::None;
        ctrl_c = 0;
        typed_keys = 0;
        char* raw = ::readline(prompt.c_str());
        if (ctrl_c) {
            std::free(raw);
            interrupted_ = typed_keys > 0 ? Interrupt::LineCleared : Interrupt::EmptyPrompt;
            std::fputs("^C\n", stdout);
            return std::string();
        }
        if (!raw) return std::nullopt;
        std::string line(raw);
        std::free(raw);
        if (!line.empty()) {
            ::add_history(line.c_str());
            // Written at once, so a crash or a closed terminal keeps it.
            if (!history_file_.empty()) {
                if (auto st = store::append_history(store::real_storage(), history_file_, line); !st) {
                    // Said once, not after every line typed.
                    warn(st.error() + "; the rest of this session's lines are not kept");
                    history_file_.clear();
                }
            }
        }
        return line;
    }
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    return line;
}

}  // namespace zref::cli
