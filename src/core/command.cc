#include "core/command.h"

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

namespace {
// A line from its verb and words, composed in a buffer and assigned once:
// each append to a string checks its capacity, and a line is written for
// every entry. Words are short, so each is checked and copied in one pass,
// byte by byte (a library memcpy a word cost more than the copy). A word
// needing quotes, or a line outgrowing the buffer, takes append_word's way.
template <class Words>
void compose_line(std::string& line, std::string_view verb, const Words& words) {
    char buf[96];
    char* out = buf;
    char* const end = buf + sizeof buf;
    // False when the word would need quotes or the line outgrows the buffer.
    auto put = [&](std::string_view word) {
        if (word.empty() || static_cast<std::size_t>(end - out) <= word.size()) return false;
        for (char c : word) {
            if (is_ascii_space(c) || c == '#') return false;
            *out++ = c;
        }
        return true;
    };
    bool plain = put(verb);
    for (auto w = words.begin(); plain && w != words.end(); ++w) {
        *out++ = ' ';  // put() left room for it
        plain = put(*w);
    }
    if (plain) {
        line.assign(buf, static_cast<std::size_t>(out - buf));
        return;
    }
    line.assign(verb);
    for (std::string_view w : words) append_word(line, w);
}
}  // namespace

void write_line(std::string& line, std::string_view verb, std::initializer_list<std::string_view> words) {
    compose_line(line, verb, words);
}

std::string Command::to_line() const {
    std::string out;
    compose_line(out, verb, args);
    return out;
}

}  // namespace zref
