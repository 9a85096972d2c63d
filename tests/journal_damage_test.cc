// A damaged journal never crashes zref and never silently changes a result.
// Whole games from tests/transcripts are cut at every byte offset (a crash
// mid-write, a disk that lost the tail), and a journal holding every kind of
// line has a byte changed at every position (a bad sector, a stray edit).
// Each damaged file is loaded as `zref resume` and `zref replay` load it
// (store::load_game: read_journal, then Referee::replay_journal_line on every
// line). Loading either
//   - recovers to the last whole line, with the torn rest in file.torn for
//     the warning, and shows exactly the state of replaying the lines kept; or
//   - stops with "FILE:LINE: reason (line: TEXT)" at the damaged line or a
//     later one that it made impossible.
// (In the spirit of ninja's build_log_test: a log loaded after truncation at
// every offset.)
//
// A load replays the game and costs time growing with it, so most cases
// load a chosen subset; the "[damage-exhaustive]" cases load at every cut
// and flip every byte of a whole game five ways (some seconds, minutes
// under the sanitizers):
//   build/tests/zref_tests_common "[damage-exhaustive]"
#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "games/zombie_princess/table/render.h"
#include "core/command.h"
#include "games/zombie_princess/referee.h"
#include "store/fault_storage.h"
#include "store/game_files.h"
#include "store/journal.h"
#include "store/line_check.h"
#include "support.h"

namespace zref::test {
namespace {

namespace fs = std::filesystem;


// Written as a new file each time: rewriting a truncated file makes ext4
// flush it on close (auto_da_alloc), which costs a disk wait per damaged file.
void write_bytes(const std::string& path, const std::string& bytes) {
    std::error_code ec;
    fs::remove(path, ec);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
    out.close();
    REQUIRE(out.good());
}

// The test's own reading of a file's bytes, independent of read_journal:
// the lines that end with a newline, and what follows the last one.
struct Split {
    std::vector<std::string> lines;
    std::string torn;
};

Split split(const std::string& bytes) {
    Split s;
    std::size_t start = 0;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (bytes[i] != '\n') continue;
        std::string line = bytes.substr(start, i - start);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        s.lines.push_back(std::move(line));
        start = i + 1;
    }
    s.torn = bytes.substr(start);
    return s;
}

// Replays `lines` into a fresh referee; the 1-based number of the first line
// refused, or 0 when every line is accepted.
int fold(zp::Referee& ref, const std::vector<std::string>& lines) {
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (!ref.replay_journal_line(lines[i])) return static_cast<int>(i) + 1;
    return 0;
}

// A line as read_journal gives it: without its check when the check is
// good (a line without one, or with a bad one, stays as it is).
std::string as_read(const std::string& raw) {
    const auto read = store::split_check(raw);
    return read.matches() ? std::string(read.text) : raw;
}

// A journal that replays whole, with the state after each of its lines.
struct Game {
    std::string name;
    std::string bytes;
    std::vector<std::string> lines;  // as read: without their checks
    std::vector<Snapshot> after;     // after[k]: the state once the first k lines are replayed
};

Game game_of(const std::string& name, const std::string& bytes) {
    Game g;
    g.name = name;
    g.bytes = bytes;
    REQUIRE(!g.bytes.empty());
    REQUIRE(g.bytes.back() == '\n');
    for (const auto& raw : split(g.bytes).lines) g.lines.push_back(as_read(raw));
    zp::Referee ref(data());
    g.after.push_back(snapshot(ref));
    for (const auto& line : g.lines) {
        INFO(name << ": " << line);
        REQUIRE(ref.replay_journal_line(line).ok());
        g.after.push_back(snapshot(ref));
    }
    return g;
}

// A finished game from the transcripts, as typed there (no checks: a
// journal written by hand or by an older zref).
Game whole_game(const std::string& name) {
    Game g = game_of(name, slurp(kTranscripts + "/" + name + ".zref"));
    REQUIRE_THAT(g.after.back().sheet, Catch::Contains("\"over\": true"));
    return g;
}

// The same game as zref writes it: each line with its check (store::with_check).
Game checked(const Game& unchecked) {
    std::string bytes;
    for (const auto& line : unchecked.lines) bytes += store::with_check(line) + "\n";
    Game g = game_of(unchecked.name + "-checked", bytes);
    REQUIRE(g.lines == unchecked.lines);
    REQUIRE(g.after == unchecked.after);
    return g;
}

// The words of each line that holds a command (comments and blank lines
// dropped), to tell a flip that changed nothing a command says.
std::optional<std::vector<std::vector<std::string>>> commands_of(const std::vector<std::string>& lines) {
    std::vector<std::vector<std::string>> out;
    for (const auto& line : lines) {
        auto words = tokenize(line);
        if (!words) return std::nullopt;
        if (!words->empty()) out.push_back(*words);
    }
    return out;
}

// A short journal holding every kind of line: comments, the setup, bids, an
// undo and an edit, a round scored from trick counts with the Frog decision
// and the next start, cards, a blank line, a line ending in CR LF. Short,
// because each flip loads it whole: a load replays every line, and an undo or
// an edit replays the game before it again.
Game all_kinds_of_lines() {
    return game_of("all-kinds", "# zref journal: Zombie Princess. One command per line; see man zref(1).\n"
                                "game zombie-princess\n"
                                "players Ana Ben Cai\n"
                                "mode individuals\n"
                                "rounds a b c d\n"
                                "seed 7\n"
                                "start Ana\n"
                                "princesses none\n"
                                "powers off\n"
                                "strictness strict\n"
                                "begin\n"
                                "# Round 1, by trick counts\n"
                                "bid Ana 4\n"
                                "bid Ben 6\n"
                                "bid Cai 0\n"
                                "undo\n"
                                "bid Cai 0\n"
                                "edit 12 bid Ben 5\n"
                                "tricks Ana 5\n"
                                "tricks Ben 7 frog\n"
                                "tricks Cai 0\n"
                                "frog Ben drop\n"
                                "start Cai last\n"
                                "\n"
                                "bid Ana 3  # round 2, with cards\n"
                                "bid Ben 5\n"
                                "bid Cai 4\n"
                                "play Ana k9\n"
                                "play Ben k2\r\n"
                                "play Cai k3\n"
                                "play Ana p8\n");
}

// Truncates `g` at every byte offset. Every cut file is read back
// (read_journal) and resumed (open_existing + one append, on a MemoryStorage);
// the cuts where `load(kept, torn)` says so are also loaded whole
// (store::load_game) and their state compared with replaying the lines kept.
// Loading replays every line, and a replay costs time growing with the game,
// so by default each number of lines kept is loaded once: the state depends
// only on the lines read, which every cut checks.
template <class Load>
void check_every_truncation(const Game& g, Load load) {
    TempDir dir;
    const std::string path = dir.file(g.name + ".zref");
    std::size_t torn_count = 0, loads = 0;
    for (std::size_t cut = 0; cut <= g.bytes.size(); ++cut) {
        const std::string bytes = g.bytes.substr(0, cut);
        write_bytes(path, bytes);
        const std::size_t kept = static_cast<std::size_t>(std::count(bytes.begin(), bytes.end(), '\n'));
        const std::size_t line_start = bytes.rfind('\n') == std::string::npos ? 0 : bytes.rfind('\n') + 1;
        const bool torn = line_start != cut;
        INFO(g.name << " cut at byte " << cut << " of " << g.bytes.size() << ", " << kept << " whole lines kept");

        // Every whole line of a cut file is a line of the game, so a cut is
        // never reported as a bad line: it is always recovered.
        auto read = store::read_journal(path);
        REQUIRE(read.ok());
        const auto& file = read.value();
        REQUIRE(file.lines.size() == kept);
        for (std::size_t i = 0; i < kept; ++i) {
            REQUIRE(file.lines[i].number == static_cast<int>(i) + 1);
            REQUIRE(file.lines[i].text == g.lines[i]);
        }
        REQUIRE(file.intact_bytes == static_cast<long long>(line_start));
        REQUIRE(file.torn.has_value() == torn);
        // The warning `zref resume` and `zref replay` print names this text.
        if (torn) REQUIRE(*file.torn == bytes.substr(line_start));
        torn_count += torn ? 1 : 0;

        if (load(kept, torn)) {
            ++loads;
            auto loaded = test::load_game(path, data());
            if (!loaded) FAIL("a truncated journal did not load: " << loaded.error());
            REQUIRE(loaded->file.lines.size() == kept);
            REQUIRE(loaded->file.torn == file.torn);
            // Exactly the state of replaying the whole lines kept.
            REQUIRE(snapshot(*loaded->referee) == g.after[kept]);
        }

        // Resume: the torn rest is cut off and the next line goes in whole.
        if (kept < g.lines.size()) {
            store::MemoryStorage mem;
            mem.put(path, bytes);
            store::JournalWriter writer(mem);
            REQUIRE(writer.open_existing(path, file.intact_bytes).ok());
            REQUIRE(writer.append(g.lines[kept]).ok());
            REQUIRE(mem.durable_bytes(path) == bytes.substr(0, line_start) + store::with_check(g.lines[kept]) + "\n");
        }
    }
    // Cuts at a line's start are whole; the others are torn.
    CHECK(torn_count == g.bytes.size() + 1 - (g.lines.size() + 1));
    CHECK(loads > 0);
}

// Loads each number of lines kept once.
struct OncePerLineCount {
    std::vector<bool> seen;
    explicit OncePerLineCount(const Game& g) : seen(g.lines.size() + 1, false) {}
    // The first torn cut of each count (the path of the warning), and the
    // whole file.
    bool operator()(std::size_t kept, bool torn) {
        if (seen[kept] || (!torn && kept + 1 != seen.size())) return false;
        seen[kept] = true;
        return true;
    }
};

TEST_CASE("Journal damage: a whole 3-player game cut at every byte offset reads back to the last whole line, the "
          "torn rest reported, loads to the state of the lines kept, and resumes with a whole next line",
          "[journal][damage]") {
    const Game g = whole_game("3-individuals");
    check_every_truncation(g, OncePerLineCount(g));
}

TEST_CASE("Journal damage: a whole 3-player game as zref writes it (every line with its check) cut at every byte "
          "offset reads back to the last whole line, loads to the state of the lines kept, and resumes",
          "[journal][damage]") {
    const Game g = checked(whole_game("3-individuals"));
    check_every_truncation(g, OncePerLineCount(g));
}

TEST_CASE("Journal damage: a whole Teams of 6 game with undo lines cut at every byte offset reads back to the last "
          "whole line and loads to the state of the lines kept",
          "[journal][damage]") {
    const Game g = whole_game("teams-of-6");
    // Loading is slower here (6 players): every 8th line count, and each one
    // around an undo line, once.
    std::vector<bool> pick(g.lines.size() + 1, false);
    for (std::size_t k = 0; k <= g.lines.size(); k += 8) pick[k] = true;
    pick[g.lines.size()] = true;
    for (std::size_t i = 0; i < g.lines.size(); ++i)
        if (g.lines[i] == "undo")
            for (std::size_t k = i; k <= i + 2 && k <= g.lines.size(); ++k) pick[k] = true;
    check_every_truncation(g, [&](std::size_t kept, bool) {
        const bool now = pick[kept];
        pick[kept] = false;
        return now;
    });
}

TEST_CASE("Journal damage (exhaustive, slow): both whole games cut at every byte offset and loaded at every one",
          "[damage][damage-exhaustive]") {
    for (const char* name : {"3-individuals", "teams-of-6"})
        check_every_truncation(whole_game(name), [](std::size_t, bool) { return true; });
}

// Where line `number` (1-based) of the damaged file says what a load error
// quotes: "PATH:LINE: reason (line: TEXT)" with TEXT that line as read.
void check_load_error(const std::string& error, const std::string& path, const Split& damaged, int damaged_line,
                      int latest_line) {
    INFO("load error: " << error);
    REQUIRE(error.find('\n') == std::string::npos);
    REQUIRE(error.rfind(path + ":", 0) == 0);
    std::size_t pos = path.size() + 1;
    std::size_t digits = 0;
    while (pos + digits < error.size() && std::isdigit(static_cast<unsigned char>(error[pos + digits]))) ++digits;
    REQUIRE(digits > 0);
    const int number = std::stoi(error.substr(pos, digits));
    REQUIRE(error.compare(pos + digits, 2, ": ") == 0);
    // The lines before the damage are the game's own, all accepted.
    REQUIRE(number >= damaged_line);
    REQUIRE(number <= latest_line);
    REQUIRE(number <= static_cast<int>(damaged.lines.size()));
    const std::string quoted = " (line: " + damaged.lines[static_cast<std::size_t>(number) - 1] + ")";
    REQUIRE(error.size() >= quoted.size());
    REQUIRE(error.compare(error.size() - quoted.size(), quoted.size(), quoted) == 0);
}

struct FlipCounts {
    int loaded = 0, same_game = 0, other_game = 0, refused = 0, torn = 0;
};

// Loads `bytes` (the game with byte `pos` changed) and checks the outcome.
// A journal with checks (`checked`) is reported at the damaged line itself,
// or the next one when the change broke the first line in two (its first
// part, a comment without a check, leaves the journal unchecked), and never
// loads as another game.
void check_flip(const Game& g, const std::string& path, const std::string& bytes, std::size_t pos,
                const std::optional<std::vector<std::vector<std::string>>>& original_commands, bool checked,
                FlipCounts& counts) {
    const Split damaged = split(bytes);
    const int damaged_line = static_cast<int>(std::count(g.bytes.begin(), g.bytes.begin() + static_cast<long>(pos), '\n')) + 1;
    write_bytes(path, bytes);
    auto loaded = test::load_game(path, data());
    if (!loaded) {
        ++counts.refused;
        check_load_error(loaded.error(), path, damaged, damaged_line,
                         checked ? damaged_line + 1 : static_cast<int>(damaged.lines.size()));
        return;
    }
    ++counts.loaded;
    const auto& file = loaded->file;
    // Every line shown is the line in the file, numbered as in the file.
    REQUIRE(file.lines.size() == damaged.lines.size());
    for (std::size_t i = 0; i < file.lines.size(); ++i) {
        REQUIRE(file.lines[i].number == static_cast<int>(i) + 1);
        REQUIRE(file.lines[i].text == as_read(damaged.lines[i]));
    }
    REQUIRE(file.torn.has_value() == !damaged.torn.empty());
    if (file.torn) {
        ++counts.torn;
        REQUIRE(*file.torn == damaged.torn);
    }
    const Snapshot got = snapshot(*loaded->referee);
    // When no command changed (a flip inside a comment, a changed space, the
    // last newline gone), it is the game itself (or without its last line),
    // to the last skull ...
    const auto commands = commands_of(damaged.lines);
    if (commands && original_commands && *commands == *original_commands) {
        ++counts.same_game;
        REQUIRE(got == g.after.back());
        return;
    }
    if (file.torn && damaged.lines.size() + 1 == g.lines.size() &&
        std::equal(damaged.lines.begin(), damaged.lines.end(), g.lines.begin(),
                   [](const std::string& raw, const std::string& line) { return as_read(raw) == line; })) {
        REQUIRE(got == g.after[g.lines.size() - 1]);
        return;
    }
    // ... and otherwise a different game (never from a journal with
    // checks), accepted only as exactly the fold of the lines in the file.
    if (checked) FAIL("a journal with checks loaded as another game");
    ++counts.other_game;
    zp::Referee ref(data());
    REQUIRE(fold(ref, damaged.lines) == 0);
    REQUIRE(got == snapshot(ref));
}

// Every byte position, each with three patterns out of five: a low bit
// (k7 -> k6, 4 -> 5, a -> `), a line break in the middle of a line, and in
// turn the case bit (Ana -> aNa), the high bit (not ASCII any more) or a NUL.
void check_every_flip(const Game& g, bool checked, bool all_patterns = false) {
    CAPTURE(g.name);
    TempDir dir;
    const std::string path = dir.file(g.name + ".zref");
    const auto original_commands = commands_of(g.lines);
    REQUIRE(original_commands.has_value());
    FlipCounts counts;
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t pos = 0; pos < g.bytes.size(); ++pos) {
        const auto b = static_cast<unsigned char>(g.bytes[pos]);
        std::vector<unsigned char> patterns = {static_cast<unsigned char>(b ^ 0x01), '\n'};
        const unsigned char in_turn[] = {static_cast<unsigned char>(b ^ 0x20), static_cast<unsigned char>(b ^ 0x80), 0};
        if (all_patterns)
            patterns.insert(patterns.end(), std::begin(in_turn), std::end(in_turn));
        else
            patterns.push_back(in_turn[pos % 3]);
        for (unsigned char changed : patterns) {
            if (changed == b) continue;
            std::string bytes = g.bytes;
            bytes[pos] = static_cast<char>(changed);
            INFO(g.name << ": byte " << pos << " (line "
                        << std::count(g.bytes.begin(), g.bytes.begin() + static_cast<long>(pos), '\n') + 1 << ") 0x"
                        << std::hex << static_cast<int>(b) << " -> 0x" << static_cast<int>(changed) << std::dec);
            check_flip(g, path, bytes, pos, original_commands, checked, counts);
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    INFO(g.name << ": " << counts.refused << " refused, " << counts.same_game << " same game, " << counts.other_game
                << " another game, " << counts.torn << " torn, in " << seconds << " s");
    // Each outcome happens: the test would prove little if every flip were
    // refused. With checks, almost every flip is: only a flip in the first
    // line's check (a comment, then unchecked) loads the same game.
    CHECK(counts.refused > 0);
    CHECK(counts.torn > 0);
    if (checked) {
        CHECK(counts.other_game == 0);
    } else {
        CHECK(counts.same_game > 0);
        CHECK(counts.other_game > 0);
    }
}

TEST_CASE("Journal damage: a flipped byte anywhere in a journal without checks (written by hand or by an older zref: "
          "comments, setup, undo, edits, trick counts, cards, CR LF) is either reported as FILE:LINE at or after the "
          "damaged line, or loads exactly the lines in the file",
          "[journal][damage]") {
    check_every_flip(all_kinds_of_lines(), false);
}

TEST_CASE("Journal damage: a flipped byte anywhere in a journal zref wrote (every line with its check) is reported "
          "at the damaged line, or the last line is recovered as torn, and never loads as another game",
          "[journal][damage]") {
    check_every_flip(checked(all_kinds_of_lines()), true);
}

TEST_CASE("Journal damage (exhaustive, slow): a flipped byte anywhere in a whole game, all five patterns, without "
          "and with checks",
          "[damage][damage-exhaustive]") {
    check_every_flip(whole_game("3-individuals"), false, true);
    check_every_flip(checked(whole_game("3-individuals")), true, true);
}

}  // namespace
}  // namespace zref::test
