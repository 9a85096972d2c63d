// One line the table types, split into words. Double quotes keep a name with
// spaces together ("Red Riding Hood"); '#' starts a comment.
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace zref {

struct Command {
    std::string verb;               // lowercase
    std::vector<std::string> args;  // as typed

    // The journal form: verb and words, quoted where a word holds a space.
    std::string to_line() const;
};

// Splits a line into words; an unterminated quote is an error.
Result<std::vector<std::string>> tokenize(std::string_view line);
// Words to a command; empty when the line holds only blanks or a comment.
Result<Command> parse_command(std::string_view line);
std::string quote_if_needed(const std::string& word);
// Appends " word" (quoted where needed) to `line`, as to_line() writes each word.
void append_word(std::string& line, std::string_view word);
// Replaces `line` with `verb word...`, as to_line() writes it, in one write:
// for lines written on every event (a card played).
void write_line(std::string& line, std::string_view verb, std::initializer_list<std::string_view> words);

}  // namespace zref
