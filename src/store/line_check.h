// Each journal line zref writes ends with a check of what it says: a
// comment ` #~` and the line's CRC-32 in 8 lowercase hex digits, as in
//
//   play Cai k7 #~048dee14
//
// A byte changed on disk (a bad sector, a stray edit) would otherwise load
// as another legal game (k7 read as k6) without a word; with the check it is
// reported at its line. To the command reader the check is a comment, so a
// line keeps reading the same with or without it.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace zref::store {

// CRC-32 (the IEEE polynomial of zip and PNG): every change of one byte, and
// of any run of bytes up to 32 bits long, changes it.
std::uint32_t crc32(std::string_view bytes);

// `text` with its check appended: what JournalWriter writes for a line.
std::string with_check(std::string_view text);

// A line as read: its text without the check, and the check's value when the
// line ends with one (` #~` and exactly 8 lowercase hex digits).
struct CheckedText {
    std::string_view text;
    std::optional<std::uint32_t> check;
    bool matches() const { return check && *check == crc32(text); }
};
CheckedText split_check(std::string_view line);

}  // namespace zref::store
