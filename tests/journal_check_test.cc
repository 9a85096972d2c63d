// Each line zref writes to a journal carries a check (store/line_check.h):
// a line changed on disk is reported at its line instead of being read as
// another legal command. Journals written by hand or by an older zref (line
// 1 without a check) still load as before. (The byte-by-byte damage sweeps
// are in journal_damage_test.cc.)
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "store/game_files.h"
#include "store/journal.h"
#include "store/line_check.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

const std::vector<std::string> kLines = {
    "# zref journal: Zombie Princess. One command per line; see man zref(1).",
    "game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a b c d", "seed 5",
    "start Ana", "princesses none", "powers off", "begin", "bid Ana 2", "bid Ben 1"};

// The journal's bytes: each line with its check (as zref writes it) or not.
std::string bytes_of(const std::vector<std::string>& lines, bool with_checks) {
    std::string out;
    for (const auto& line : lines) out += (with_checks ? store::with_check(line) : line) + "\n";
    return out;
}

std::string write_journal(const TempDir& dir, const std::string& bytes) {
    const std::string path = (dir.path() / "g.zref").string();
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
    return path;
}

// `bytes` with the first `from` replaced by `to`.
std::string replaced(std::string bytes, const std::string& from, const std::string& to) {
    const auto at = bytes.find(from);
    REQUIRE(at != std::string::npos);
    return bytes.replace(at, from.size(), to);
}

TEST_CASE("Journal checks: a line's check is its CRC-32 in 8 lower-case hex digits after ' #~'", "[journal][check]") {
    CHECK(store::crc32("123456789") == 0xCBF43926u);  // the CRC-32 check value
    CHECK(store::with_check("play Cai k7") == "play Cai k7 #~048dee14");
    const auto read = store::split_check("play Cai k7 #~048dee14");
    CHECK(read.text == "play Cai k7");
    REQUIRE(read.check);
    CHECK(read.matches());
    // Not a check: no mark, upper case, too few digits; the line stays whole.
    for (const char* line : {"play Cai k7", "play Cai k7 #~048DEE14", "play Cai k7 #~048dee1", "play Cai k7 #048dee14"}) {
        CAPTURE(line);
        CHECK_FALSE(store::split_check(line).check);
        CHECK(store::split_check(line).text == line);
    }
    CHECK_FALSE(store::split_check("play Cai k6 #~048dee14").matches());
}

TEST_CASE("Journal checks: JournalWriter writes every line with its check, and reading takes the checks off",
          "[journal][check]") {
    TempDir dir;
    const std::string path = (dir.path() / "w.zref").string();
    {
        store::JournalWriter w;
        REQUIRE(w.create(path).ok());
        for (const auto& line : kLines) REQUIRE(w.append(line).ok());
    }
    CHECK(slurp(path) == bytes_of(kLines, true));
    auto file = store::read_journal(path);
    REQUIRE(file.ok());
    CHECK(file->checked);
    REQUIRE(file->lines.size() == kLines.size());
    for (std::size_t i = 0; i < kLines.size(); ++i) {
        CHECK(file->lines[i].text == kLines[i]);
        CHECK(file->lines[i].damage.empty());
    }
    auto game = test::load_game(path, data());
    REQUIRE(game.ok());
    CHECK(game->referee->game().state().round.bids[1] == 1);
}

TEST_CASE("Journal checks: a line changed on disk is reported as FILE:LINE with the line as it stands, never "
          "loaded as the other bid",
          "[journal][check]") {
    TempDir dir;
    const std::string good = bytes_of(kLines, true);
    // "bid Ben 1" read as "bid Ben 3": a legal bid, without its check the game would load.
    const std::string path = write_journal(dir, replaced(good, "bid Ben 1 #~", "bid Ben 3 #~"));
    auto game = test::load_game(path, data());
    REQUIRE_FALSE(game.ok());
    CHECK_THAT(game.error(), Catch::StartsWith(path + ":12: damaged line: it does not match its check"));
    CHECK_THAT(game.error(), Contains("delete the check from this line and from line 1"));
    CHECK_THAT(game.error(), Catch::EndsWith("(line: " + replaced(store::with_check("bid Ben 1"), "1 #~", "3 #~") + ")"));
    CHECK(game.error().find('\n') == std::string::npos);
}

TEST_CASE("Journal checks: in a journal whose first line has a check, a line without one is reported (a line broken "
          "in two, or added by hand)",
          "[journal][check]") {
    TempDir dir;
    const std::string good = bytes_of(kLines, true);
    // A newline where a space was: "bid Ana" and "2 #~..." on two lines.
    const std::string path = write_journal(dir, replaced(good, "bid Ana 2", "bid Ana\n2"));
    auto game = test::load_game(path, data());
    REQUIRE_FALSE(game.ok());
    CHECK_THAT(game.error(), Catch::StartsWith(path + ":11: damaged line: it has no check"));
    CHECK_THAT(game.error(), Contains("(line 1 does)") && Contains("delete the check from line 1") &&
                                 Catch::EndsWith("(line: bid Ana)"));
    // The damaged line is reported before the game line is even looked for.
    const std::string bad_game = write_journal(dir, replaced(good, "game zombie-princess #~", "game zombie-princesz #~"));
    auto file = store::read_journal(bad_game);
    REQUIRE(file.ok());
    auto id = store::journal_game(*file, bad_game);
    REQUIRE_FALSE(id.ok());
    CHECK_THAT(id.error(), Catch::StartsWith(bad_game + ":2: damaged line"));
}

TEST_CASE("Journal checks: a hand edit loads once its check and line 1's are deleted, as the message says",
          "[journal][check]") {
    TempDir dir;
    std::string bytes = bytes_of(kLines, true);
    bytes = replaced(bytes, store::with_check("bid Ben 1"), "bid Ben 3");         // edited, its check deleted
    bytes = replaced(bytes, store::with_check(kLines[0]), kLines[0]);             // line 1's check deleted
    const std::string path = write_journal(dir, bytes);
    auto game = test::load_game(path, data());
    REQUIRE(game.ok());
    CHECK_FALSE(game->file.checked);
    CHECK(game->referee->game().state().round.bids[1] == 3);
}

TEST_CASE("Journal checks: a journal without checks (by hand, or by an older zref) loads as before, and lines "
          "appended to it with checks are checked, and CR LF line ends keep their checks good",
          "[journal][check]") {
    TempDir dir;
    std::vector<std::string> first(kLines.begin(), kLines.end() - 1);
    // An older journal resumed by this zref: its new line has a check.
    const std::string mixed = bytes_of(first, false) + store::with_check(kLines.back()) + "\n";
    std::string path = write_journal(dir, mixed);
    auto game = test::load_game(path, data());
    REQUIRE(game.ok());
    CHECK_FALSE(game->file.checked);
    CHECK(game->file.lines.back().text == "bid Ben 1");
    // ... and that line's check still holds it.
    path = write_journal(dir, replaced(mixed, "bid Ben 1 #~", "bid Ben 3 #~"));
    auto changed = test::load_game(path, data());
    REQUIRE_FALSE(changed.ok());
    CHECK_THAT(changed.error(), Contains(":12: damaged line"));

    std::string crlf;
    for (const auto& line : kLines) crlf += store::with_check(line) + "\r\n";
    path = write_journal(dir, crlf);
    auto windows = test::load_game(path, data());
    REQUIRE(windows.ok());
    CHECK(windows->file.checked);
}

}  // namespace
}  // namespace zref::test
