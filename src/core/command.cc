#include "core/command.h"

#include <cstring>

#include "core/text.h"

namespace zref {

Result<std::vector<std::string>> tokenize(std::string_view line) {
    std::vector<std::string> words;
    std::string cur;
    bool in_word = false, quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        char c = line[i];
        if (quoted) {
            if (c == '"') quoted = false;
            else cur += c;
            continue;
        }
        if (c == '#') break;
        if (c == '"') {
            quoted = true;
            in_word = true;
            continue;
        }
        if (is_ascii_space(c)) {
            if (in_word) words.push_back(cur);
            cur.clear();
            in_word = false;
            continue;
        }
        if (static_cast<unsigned char>(c) < 0x20) return fail("the line holds a control character");
        cur += c;
        in_word = true;
    }
    if (quoted) return fail("a quote (\") is not closed");
    if (in_word) words.push_back(cur);
    return words;
}

Result<Command> parse_command(std::string_view line) {
    auto words = tokenize(line);
    if (!words) return fail(words.error());
    Command cmd;
    if (words->empty()) return cmd;
    cmd.verb = lower(words->front());
    cmd.args.assign(words->begin() + 1, words->end());
    return cmd;
}

namespace {
bool needs_quotes(std::string_view word) {
    if (word.empty()) return true;
    for (char c : word)
        if (is_ascii_space(c) || c == '#') return true;
    return false;
}
}  // namespace

std::string quote_if_needed(const std::string& word) { return needs_quotes(word) ? "\"" + word + "\"" : word; }

void append_word(std::string& line, std::string_view word) {
    line += ' ';
    if (!needs_quotes(word)) {
        line += word;
        return;
    }
    line += '"';
    line += word;
    line += '"';
}

void write_line(std::string& line, std::string_view verb, std::initializer_list<std::string_view> words) {
    // Composed in a buffer and assigned once: each append to a string checks
    // its capacity, and this line is written for every card played.
    char buf[96];
    std::size_t n = verb.size();
    bool fits = n <= sizeof buf;
    for (std::string_view w : words) {
        n += 1 + w.size();
        fits = fits && n <= sizeof buf && !needs_quotes(w);
    }
    if (!fits) {
        line.assign(verb);
        for (std::string_view w : words) append_word(line, w);
        return;
    }
    char* out = buf;
    std::memcpy(out, verb.data(), verb.size());
    out += verb.size();
    for (std::string_view w : words) {
        *out++ = ' ';
        std::memcpy(out, w.data(), w.size());
        out += w.size();
    }
    line.assign(buf, n);
}

std::string Command::to_line() const {
    std::string out = verb;
    for (const auto& a : args) append_word(out, a);
    return out;
}

}  // namespace zref
