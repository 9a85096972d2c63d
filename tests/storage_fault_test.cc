// Nothing lost when the disk fails: a full disk, a short write, a failed
// fsync, a failure at any call. The journal is written through a Storage,
// here store::FaultStorage over a real temporary file or over
// store::MemoryStorage (for sweeps: a real fsync takes milliseconds). Each
// fault refuses the command with one clear line, and what the referee holds
// is exactly what the journal on disk reads back: never part of a refused
// line, never an acknowledged line missing.
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "games/zombie_princess/table/render.h"
#include "cli/session.h"
#include "games/zombie_princess/referee.h"
#include "store/fault_storage.h"
#include "store/journal.h"
#include "store/line_check.h"
#include "games/zombie_princess/table/zp_table.h"
#include "support.h"

namespace zref::test {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;
using Catch::StartsWith;
using Op = store::FaultStorage::Op;


// The bytes a journal holds for `lines`: each with its check and a newline,
// as JournalWriter::append writes it.
std::string on_disk(std::initializer_list<std::string_view> lines) {
    std::string out;
    for (auto line : lines) out += store::with_check(line) + "\n";
    return out;
}

// The command lines of a transcript (comments and blank lines dropped).
std::vector<std::string> transcript_commands(const std::string& name) {
    std::vector<std::string> out;
    std::istringstream in(slurp(kTranscripts + "/" + name + ".zref"));
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') out.push_back(line);
    REQUIRE(!out.empty());
    return out;
}

// The lines of a journal as read back (through `storage`), with no torn rest.
std::vector<std::string> journal_lines(const std::string& path, store::Storage& storage = store::real_storage()) {
    auto jf = store::read_journal(path, storage);
    REQUIRE(jf.ok());
    if (jf->torn) FAIL("the journal keeps part of a line: '" << *jf->torn << "'");
    std::vector<std::string> out;
    for (const auto& l : jf->lines) out.push_back(l.text);
    return out;
}


// What the journal says the game is: its lines folded as `zref resume` does.
Snapshot replayed(const std::vector<std::string>& lines) {
    zp::Referee ref(data());
    for (const auto& line : lines) {
        INFO("journal line: " << line);
        REQUIRE(ref.replay_journal_line(line).ok());
    }
    return snapshot(ref);
}

const std::string kComment = "# zref journal: Zombie Princess. One command per line; see man zref(1).";

// ---------------------------------------------------------------------------
// JournalWriter over a faulty disk

TEST_CASE("Storage fault: a full disk (ENOSPC) refuses the line, says why, and leaves the journal at the last "
          "whole line",
          "[journal][storage]") {
    TempDir dir;
    const auto path = dir.file("full.zref");
    store::FaultStorage disk;
    store::JournalWriter w(disk);
    REQUIRE(w.create(path).ok());
    REQUIRE(w.append("game zombie-princess").ok());
    const std::string before = slurp(path);

    disk.disk_space(5);  // "players" fits, the rest does not
    auto st = w.append("players Ana Ben Cai");
    REQUIRE_FALSE(st.ok());
    CHECK_THAT(st.error(), StartsWith(path + ": write failed: ") && Contains(std::strerror(ENOSPC)) &&
                               Contains("not accepted"));
    CHECK(st.error().find('\n') == std::string::npos);
    CHECK(slurp(path) == before);  // the 5 bytes that fitted were cut off again
    CHECK(w.committed_bytes() == static_cast<long long>(before.size()));
    CHECK_FALSE(w.needs_repair());

    // Space freed: the same line goes in whole.
    disk.disk_unlimited();
    REQUIRE(w.append("players Ana Ben Cai").ok());
    CHECK(journal_lines(path) == std::vector<std::string>{"game zombie-princess", "players Ana Ben Cai"});
}

TEST_CASE("Storage fault: a short write is completed by further writes, so the line is whole", "[journal][storage]") {
    TempDir dir;
    const auto path = dir.file("short.zref");
    store::FaultStorage disk;
    store::JournalWriter w(disk);
    REQUIRE(w.create(path).ok());
    disk.short_write(3);
    disk.short_write(1, 2);
    REQUIRE(w.append("bid Ana 2").ok());
    CHECK(disk.calls(Op::Append) == 3);  // 3 bytes, 1 byte, the rest
    CHECK(slurp(path) == on_disk({"bid Ana 2"}));
}

TEST_CASE("Storage fault: a short write followed by ENOSPC leaves no part of the line behind", "[journal][storage]") {
    TempDir dir;
    const auto path = dir.file("short-full.zref");
    store::FaultStorage disk;
    store::JournalWriter w(disk);
    REQUIRE(w.create(path).ok());
    REQUIRE(w.append("bid Ana 2").ok());
    disk.short_write(4);
    disk.fail(Op::Append, ENOSPC, 2);
    auto st = w.append("bid Ben 3");
    REQUIRE_FALSE(st.ok());
    CHECK_THAT(st.error(), Contains(std::strerror(ENOSPC)) && Contains("the journal is unchanged"));
    CHECK(slurp(path) == on_disk({"bid Ana 2"}));
    REQUIRE(w.append("bid Ben 3").ok());
    CHECK(slurp(path) == on_disk({"bid Ana 2", "bid Ben 3"}));
}

TEST_CASE("Storage fault: a failed fsync (EIO) refuses the line and removes it from the file", "[journal][storage]") {
    TempDir dir;
    const auto path = dir.file("eio.zref");
    store::FaultStorage disk;
    store::JournalWriter w(disk);
    REQUIRE(w.create(path).ok());
    REQUIRE(w.append("bid Ana 2").ok());
    disk.fail(Op::Sync, EIO);
    auto st = w.append("bid Ben 3");
    REQUIRE_FALSE(st.ok());
    CHECK_THAT(st.error(), StartsWith(path + ": fsync failed: ") && Contains(std::strerror(EIO)) &&
                               Contains("not accepted"));
    // The whole line had been written; it is cut off again and that is synced.
    CHECK(slurp(path) == on_disk({"bid Ana 2"}));
    const auto& log = disk.log();
    REQUIRE(log.size() >= 2);
    CHECK(log[log.size() - 2] == "truncate " + std::to_string(on_disk({"bid Ana 2"}).size()) + " -> ok");
    CHECK(log.back() == "sync -> ok");
}

TEST_CASE("Storage fault: a disk that takes no bytes and reports no error refuses the line instead of hanging",
          "[journal][storage]") {
    TempDir dir;
    const auto path = dir.file("zero.zref");
    store::FaultStorage disk;
    store::JournalWriter w(disk);
    REQUIRE(w.create(path).ok());
    disk.short_write(0);
    auto st = w.append("bid Ana 2");
    REQUIRE_FALSE(st.ok());
    CHECK_THAT(st.error(), Contains("no bytes were written"));
    CHECK(slurp(path).empty());
}

TEST_CASE("Storage fault: when the rollback fails too, the error says 'zref resume' repairs the journal, nothing "
          "is appended after the partial line, and a later append repairs it first",
          "[journal][storage]") {
    TempDir dir;
    const auto path = dir.file("repair.zref");
    store::FaultStorage disk;
    store::JournalWriter w(disk);
    REQUIRE(w.create(path).ok());
    REQUIRE(w.append("bid Ana 2").ok());

    disk.short_write(4);                           // "bid " reaches the file ...
    disk.fail(Op::Append, ENOSPC, 2);              // ... then the disk is full
    disk.fail(Op::Truncate, EIO, 1, /*sticky=*/true);  // and it cannot be cut off
    auto st = w.append("bid Ben 3");
    REQUIRE_FALSE(st.ok());
    CHECK_THAT(st.error(), Contains(std::strerror(ENOSPC)) && Contains("could not be removed") &&
                               Contains("zref resume " + path));
    CHECK(st.error().find('\n') == std::string::npos);
    CHECK(w.needs_repair());
    // On disk: the whole lines, then a torn rest that resume reports and drops.
    auto jf = store::read_journal(path);
    REQUIRE(jf.ok());
    REQUIRE(jf->lines.size() == 1);
    CHECK(jf->torn == std::optional<std::string>("bid "));

    // While it cannot be repaired, nothing more is written (it would join the
    // partial line into a whole line no one typed).
    st = w.append("bid Cai 1");
    REQUIRE_FALSE(st.ok());
    CHECK_THAT(st.error(), Contains("ends with a refused line or part of one") && Contains("zref resume " + path));
    CHECK(slurp(path) == on_disk({"bid Ana 2"}) + "bid ");

    // The disk recovers: the next append cuts the partial line first.
    disk.clear_faults();
    REQUIRE(w.append("bid Ben 3").ok());
    CHECK_FALSE(w.needs_repair());
    CHECK(slurp(path) == on_disk({"bid Ana 2", "bid Ben 3"}));
}

TEST_CASE("Storage fault: a writer closed while the journal needs repair cuts the partial line on the way out",
          "[journal][storage]") {
    TempDir dir;
    const auto path = dir.file("close.zref");
    store::FaultStorage disk;
    {
        store::JournalWriter w(disk);
        REQUIRE(w.create(path).ok());
        REQUIRE(w.append("bid Ana 2").ok());
        disk.fail(Op::Sync, EIO);      // the whole line is written, its fsync fails
        disk.fail(Op::Truncate, EIO);  // and the first rollback fails
        auto st = w.append("bid Ben 3");
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Contains("could not be removed from the journal") &&
                                   Contains("zref resume " + path) && Contains("'undo' takes it back"));
        CHECK(w.needs_repair());
        // The refused line is in the file, whole: only the repair removes it.
        CHECK(slurp(path) == on_disk({"bid Ana 2", "bid Ben 3"}));
    }
    CHECK(slurp(path) == on_disk({"bid Ana 2"}));
}

TEST_CASE("Storage fault: create and open failures name the journal and the reason", "[journal][storage]") {
    TempDir dir;
    const auto path = dir.file("open.zref");
    store::FaultStorage disk;
    {
        store::JournalWriter w(disk);
        disk.fail(Op::Create, EACCES);
        auto st = w.create(path);
        REQUIRE_FALSE(st.ok());
        CHECK(st.error() == path + ": cannot create journal: " + std::strerror(EACCES));
        CHECK_FALSE(w.is_open());
        REQUIRE(w.create(path).ok());
        REQUIRE(w.append("game zombie-princess").ok());
        REQUIRE(w.append("players Ana").ok());
    }
    // Resume of a file with a torn line whose cut fails: refused, file untouched.
    {
        std::ofstream(path, std::ios::app | std::ios::binary) << "mode ind";
        store::JournalWriter w(disk);
        disk.fail(Op::Truncate, EIO);
        const auto whole = static_cast<long long>(on_disk({"game zombie-princess", "players Ana"}).size());
        auto st = w.open_existing(path, whole);
        REQUIRE_FALSE(st.ok());
        CHECK(st.error() == path + ": cannot drop the torn last line: " + std::strerror(EIO));
        CHECK_FALSE(w.is_open());
        disk.fail(Op::Open, EACCES);
        st = w.open_existing(path, whole);
        REQUIRE_FALSE(st.ok());
        CHECK(st.error() == path + ": cannot open journal for writing: " + std::strerror(EACCES));
    }
    CHECK(slurp(path) == on_disk({"game zombie-princess", "players Ana"}) + "mode ind");
    disk.fail(Op::Read, EIO);
    auto jf = store::read_journal(path, disk);
    REQUIRE_FALSE(jf.ok());
    CHECK(jf.error() == path + ": cannot read: " + std::strerror(EIO));
}

TEST_CASE("Storage fault: every accepted line is durable (synced) when append returns", "[journal][storage]") {
    store::MemoryStorage mem;
    store::FaultStorage disk(mem);
    store::JournalWriter w(disk);
    REQUIRE(w.create("j.zref").ok());
    std::string expected;
    int i = 0;
    for (const auto& line : transcript_commands("3-individuals")) {
        if (++i % 7 == 0) disk.short_write(2);  // a short write now and then changes nothing
        REQUIRE(w.append(line).ok());
        expected += store::with_check(line) + "\n";
        // What a crash right now would leave holds the line.
        REQUIRE(mem.durable_bytes("j.zref") == expected);
    }
}

// ---------------------------------------------------------------------------
// Referee + JournalWriter: a fault at every call of round 1, and at the end
// of every round of a whole game

// Plays `lines` as the session does (apply, then journal, undo the apply when
// the journal refuses) with the `nth` storage call failing; checks that the
// refused line leaves the referee and the journal equal, then retypes it.
void play_with_fault_at(const std::vector<std::string>& lines, int nth, int error, const Snapshot& clean) {
    store::MemoryStorage mem;
    store::FaultStorage disk(mem);
    disk.fail_call(nth, error);
    store::JournalWriter w(disk);
    if (auto st = w.create("game.zref"); !st) {
        CHECK(st.error() == std::string("game.zref: cannot create journal: ") + std::strerror(error));
        return;
    }
    zp::Referee ref(data());
    int refusals = 0;
    for (const auto& line : lines) {
        INFO("line: " << line);
        auto ruling = ref.apply(line);
        REQUIRE(ruling.ok());
        if (auto st = w.append(ruling->canonical); !st) {
            ++refusals;
            REQUIRE(ref.undo().ok());
            CHECK_THAT(st.error(), Contains(std::strerror(error)) && Contains("not accepted"));
            CHECK(st.error().find('\n') == std::string::npos);
            CHECK_FALSE(w.needs_repair());
            // Referee and journal agree: the history is the journal's lines.
            REQUIRE(journal_lines("game.zref", mem) == ref.history());
            REQUIRE(mem.durable_bytes("game.zref") == mem.bytes("game.zref"));
            // Typed again, it is accepted.
            ruling = ref.apply(line);
            REQUIRE(ruling.ok());
            REQUIRE(w.append(ruling->canonical).ok());
        }
    }
    // Every call after the create is a write or a sync of some line.
    CHECK(refusals == 1);
    REQUIRE(journal_lines("game.zref", mem) == ref.history());
    REQUIRE(snapshot(ref) == clean);
    REQUIRE(replayed(journal_lines("game.zref", mem)) == clean);
}

// The game played on a working disk: its final state and the storage calls.
Snapshot clean_run(const std::vector<std::string>& lines, int* calls) {
    store::MemoryStorage mem;
    store::FaultStorage disk(mem);
    store::JournalWriter w(disk);
    REQUIRE(w.create("game.zref").ok());
    zp::Referee ref(data());
    for (const auto& line : lines) {
        auto r = ref.apply(line);
        REQUIRE(r.ok());
        REQUIRE(w.append(r->canonical).ok());
    }
    *calls = disk.total_calls();
    return snapshot(ref);
}

TEST_CASE("Storage fault: setup and round 1 with the Nth storage call failing, for every N: the refused line is "
          "neither in the journal nor in the history, and typed again the round ends the same",
          "[journal][storage]") {
    auto lines = transcript_commands("3-individuals");
    lines.resize(50);  // up to "start Cai last"
    REQUIRE(lines.back() == "start Cai last");
    int total = 0;
    const Snapshot clean = clean_run(lines, &total);
    REQUIRE(total == 1 + 2 * static_cast<int>(lines.size()));  // create, then a write and a sync per line
    const int errors[] = {ENOSPC, EIO, EDQUOT};
    for (int n = 1; n <= total; ++n) {
        INFO("storage call " << n << " of " << total << " fails");
        play_with_fault_at(lines, n, errors[n % 3], clean);
    }
}

TEST_CASE("Storage fault: a whole game with the write or the fsync failing at the end of each round and on the "
          "last line: refused, journal equals history, and the game ends the same",
          "[journal][storage]") {
    const auto lines = transcript_commands("3-individuals");
    int total = 0;
    const Snapshot clean = clean_run(lines, &total);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool round_end = lines[i].rfind("start ", 0) == 0 && i > 10;
        if (!round_end && i + 1 != lines.size()) continue;
        // Line i is written by call 2 + 2i and synced by call 3 + 2i.
        for (int n : {2 + 2 * static_cast<int>(i), 3 + 2 * static_cast<int>(i)}) {
            INFO("line " << lines[i] << ", storage call " << n);
            play_with_fault_at(lines, n, n % 2 ? EIO : ENOSPC, clean);
        }
    }
}

// ---------------------------------------------------------------------------
// Session: the refused line's one error line, and the screen agrees with disk

// What a call printed on stdout and stderr.
struct Printed {
    bool result = false;
    std::string out, err;
};

// Sends stdout and stderr to two temporary files for the length of a call.
class Capture {
public:
    Capture() : out_(std::tmpfile()), err_(std::tmpfile()) {
        if (!out_ || !err_) FAIL("tmpfile failed");
    }
    ~Capture() {
        std::fclose(out_);
        std::fclose(err_);
    }
    Capture(const Capture&) = delete;
    Capture& operator=(const Capture&) = delete;

    Printed operator()(const std::function<bool()>& call) {
        std::fflush(stdout);
        std::fflush(stderr);
        REQUIRE(::ftruncate(::fileno(out_), 0) == 0);
        REQUIRE(::ftruncate(::fileno(err_), 0) == 0);
        std::rewind(out_);
        std::rewind(err_);
        const int saved_out = ::dup(STDOUT_FILENO), saved_err = ::dup(STDERR_FILENO);
        ::dup2(::fileno(out_), STDOUT_FILENO);
        ::dup2(::fileno(err_), STDERR_FILENO);
        Printed p;
        p.result = call();
        std::fflush(stdout);
        std::fflush(stderr);
        ::dup2(saved_out, STDOUT_FILENO);
        ::dup2(saved_err, STDERR_FILENO);
        ::close(saved_out);
        ::close(saved_err);
        p.out = read_all(out_);
        p.err = read_all(err_);
        return p;
    }

private:
    static std::string read_all(std::FILE* f) {
        std::string s;
        std::rewind(f);
        char buf[4096];
        std::size_t n;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
        return s;
    }
    std::FILE* out_;
    std::FILE* err_;
};

// Round 1 of the 3-player game (or its first three tricks), with undo and
// edit lines among the commands.
std::vector<std::string> session_script(std::size_t lines_of_transcript = 50) {
    auto lines = transcript_commands("3-individuals");
    lines.resize(lines_of_transcript);  // 50: setup and round 1, up to "start Cai last"
    std::vector<std::string> script;
    for (const auto& line : lines) {
        script.push_back(line);
        if (line == "bid Cai 0") script.insert(script.end(), {"undo", "bid Cai 0", "edit 11 5", "undo", "edit 11 5"});
        if (line == "play Cai v8") script.insert(script.end(), {"undo", "play Cai v8"});
        if (line == "play Cai p2") script.insert(script.end(), {"edit 10 3", "undo"});
        if (line == "play Ana pr6") script.insert(script.end(), {"edit 10 3", "undo", "undo", "play Ana pr6"});
    }
    return script;
}

bool is_undo_or_edit(const std::string& line) { return line == "undo" || line.rfind("edit ", 0) == 0; }

// Runs the session script with `fault` set up on the disk before the line
// numbered `at` (0-based). Returns the number of refusals.
int run_session(const std::vector<std::string>& script, store::MemoryStorage& mem, store::FaultStorage& disk,
                const std::function<void()>& fault, std::size_t at, const std::string& why,
                const Snapshot& clean) {
    store::JournalWriter w(disk);
    REQUIRE(w.create("game.zref").ok());
    REQUIRE(w.append(kComment).ok());
    zp::Referee ref(data());
    zp::ZpTable table(ref);
    cli::Session session(table, w);
    Capture capture;
    int refusals = 0;
    for (std::size_t i = 0; i < script.size(); ++i) {
        const std::string& line = script[i];
        INFO("script line " << i << ": " << line);
        if (i == at) fault();
        const Printed p = capture([&] { return session.handle(line); });
        if (p.result) {
            CHECK(p.err.empty());
            // An acknowledged line is on disk, synced.
            REQUIRE(mem.durable_bytes("game.zref") == mem.bytes("game.zref"));
            continue;
        }
        ++refusals;
        // One line on stderr, the reason in it; no ruling on stdout.
        INFO("stderr: " << p.err);
        CHECK_THAT(p.err, StartsWith("zref: ") && Contains(why));
        CHECK(p.err.find('\n') == p.err.size() - 1);
        CHECK(p.out.empty());
        // The screen (the referee) and the disk (the journal) agree.
        auto on_disk = journal_lines("game.zref", mem);
        REQUIRE(on_disk.front() == kComment);
        REQUIRE(snapshot(ref) == replayed(on_disk));
        // Typed again on a disk that works, it is accepted.
        const Printed again = capture([&] { return session.handle(line); });
        INFO("stderr when typed again: " << again.err);
        REQUIRE(again.result);
    }
    REQUIRE(snapshot(ref) == clean);
    REQUIRE(replayed(journal_lines("game.zref", mem)) == clean);
    return refusals;
}

// The script on a working disk; `script_calls`: the storage calls it made.
Snapshot clean_session_run(const std::vector<std::string>& script, int* script_calls) {
    store::MemoryStorage mem;
    store::FaultStorage disk(mem);
    store::JournalWriter w(disk);
    REQUIRE(w.create("game.zref").ok());
    REQUIRE(w.append(kComment).ok());
    const int before = disk.total_calls();
    zp::Referee ref(data());
    zp::ZpTable table(ref);
    cli::Session session(table, w);
    Capture capture;
    for (const auto& line : script) {
        INFO("line: " << line);
        REQUIRE(capture([&] { return session.handle(line); }).result);
    }
    if (script_calls) *script_calls = disk.total_calls() - before;
    REQUIRE(replayed(journal_lines("game.zref", mem)) == snapshot(ref));
    return snapshot(ref);
}

TEST_CASE("Storage fault: Session refuses a played line, an undo and an edit on a full disk with one 'zref:' "
          "line, shows no ruling, and its referee equals the journal read back",
          "[journal][storage][session]") {
    const auto script = session_script();
    const Snapshot clean = clean_session_run(script, nullptr);
    for (std::size_t at = 0; at < script.size(); ++at) {
        const std::string& line = script[at];
        // Every path: apply (submit), undo (on_undo), edit (on_edit).
        const bool pick = line == "bid Ben 6" || line == "play Cai v8" || is_undo_or_edit(line);
        if (!pick) continue;
        INFO("full disk at: " << line);
        store::MemoryStorage mem;
        store::FaultStorage disk(mem);
        const int refusals = run_session(script, mem, disk, [&] { disk.fail(Op::Append, ENOSPC); }, at,
                                         std::strerror(ENOSPC), clean);
        CHECK(refusals == 1);
    }
}

TEST_CASE("Storage fault: Session with a failed fsync or a short write then a full disk, on apply, undo and "
          "edit: refused, and screen and disk agree",
          "[journal][storage][session]") {
    const auto script = session_script();
    const Snapshot clean = clean_session_run(script, nullptr);
    for (std::size_t at = 0; at < script.size(); ++at) {
        const std::string& line = script[at];
        if (!(line == "bid Ana 4" || line == "play Ana pr6" || is_undo_or_edit(line))) continue;
        INFO("fault at: " << line);
        {
            store::MemoryStorage mem;
            store::FaultStorage disk(mem);
            CHECK(run_session(script, mem, disk, [&] { disk.fail(Op::Sync, EIO); }, at, std::strerror(EIO), clean) ==
                  1);
        }
        {
            store::MemoryStorage mem;
            store::FaultStorage disk(mem);
            auto fault = [&] {
                disk.short_write(3);
                disk.fail(Op::Append, ENOSPC, 2);
            };
            CHECK(run_session(script, mem, disk, fault, at, std::strerror(ENOSPC), clean) == 1);
        }
    }
}

TEST_CASE("Storage fault: Session with the Nth storage call failing, for every N over three tricks with undo and "
          "edit lines: screen and disk agree after every refusal and the game ends the same",
          "[journal][storage][session]") {
    const auto script = session_script(22);  // setup, bids, three tricks
    int total = 0;
    const Snapshot clean = clean_session_run(script, &total);
    REQUIRE(total > static_cast<int>(script.size()));
    for (int n = 1; n <= total; ++n) {
        INFO("storage call " << n << " of the script's " << total << " fails");
        store::MemoryStorage mem;
        store::FaultStorage disk(mem);
        const int error = n % 2 ? EIO : ENOSPC;
        const int refusals =
            run_session(script, mem, disk, [&] { disk.fail_call(n, error); }, 0, std::strerror(error), clean);
        CHECK(refusals == 1);
    }
}

TEST_CASE("Storage fault: Session on a real file: a full disk during an edit leaves the file equal to the "
          "referee, and a rollback that fails says 'zref resume'",
          "[journal][storage][session]") {
    TempDir dir;
    const auto path = dir.file("real.zref");
    store::FaultStorage disk;
    store::JournalWriter w(disk);
    REQUIRE(w.create(path).ok());
    zp::Referee ref(data());
    zp::ZpTable table(ref);
    cli::Session session(table, w);
    Capture capture;
    for (const auto& line : {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds a b c d",
                             "seed 7", "start Ana", "princesses none", "powers off", "begin", "4", "6", "0", "v9"})
        REQUIRE(capture([&] { return session.handle(line); }).result);

    disk.disk_space(3);
    Printed p = capture([&] { return session.handle("edit 11 5"); });
    CHECK_FALSE(p.result);
    CHECK_THAT(p.err, StartsWith("zref: " + path + ": write failed: ") && Contains(std::strerror(ENOSPC)));
    CHECK(p.err.find('\n') == p.err.size() - 1);
    CHECK(snapshot(ref) == replayed(journal_lines(path)));
    CHECK(ref.history()[10] == "bid Ben 6");

    // The disk stays full and the partial line cannot be cut: one line that
    // says how to repair; the referee still equals the whole lines on disk.
    disk.disk_space(3);
    disk.fail(Op::Truncate, EIO, 1, true);
    p = capture([&] { return session.handle("v3"); });
    CHECK_FALSE(p.result);
    CHECK_THAT(p.err, StartsWith("zref: ") && Contains("zref resume " + path));
    CHECK(p.err.find('\n') == p.err.size() - 1);
    auto jf = store::read_journal(path);
    REQUIRE(jf.ok());
    CHECK(jf->torn == std::optional<std::string>("pla"));
    std::vector<std::string> whole;
    for (const auto& l : jf->lines) whole.push_back(l.text);
    CHECK(snapshot(ref) == replayed(whole));
    p = capture([&] { return session.handle("undo"); });
    CHECK_FALSE(p.result);
    CHECK_THAT(p.err, StartsWith("zref: ") && Contains("zref resume " + path));

    // The disk recovers: the partial line is cut and play goes on.
    disk.clear_faults();
    disk.disk_unlimited();
    REQUIRE(capture([&] { return session.handle("v3"); }).result);
    CHECK(snapshot(ref) == replayed(journal_lines(path)));
    CHECK(ref.history().back() == "play Ben v3");
}


// ---------------------------------------------------------------------------
// Session: the room's score board (--board), written beside the journal

const std::vector<std::string> kBoardSetup = {"game zombie-princess", "players Ana Ben Cai", "mode individuals",
                                              "rounds a b c d", "seed 7", "start Ana", "princesses none",
                                              "powers off", "begin"};

TEST_CASE("Session board: written when started and after every accepted entry, undo and edit, never for a refusal",
          "[session][board]") {
    TempDir dir;
    const auto board = dir.file("board.html");
    store::JournalWriter w;
    REQUIRE(w.create(dir.file("game.zref")).ok());
    zp::Referee ref(data());
    zp::ZpTable table(ref);
    cli::SessionOptions options;
    options.board_file = board;
    cli::Session session(table, w, options);
    Capture capture;
    for (const auto& line : kBoardSetup) REQUIRE(capture([&] { return session.handle(line); }).result);
    CHECK_FALSE(fs::exists(board));  // `new` submits its setup before the session starts it

    Printed p = capture([&] { session.start_board(); return true; });
    CHECK(p.err.empty());
    CHECK(slurp(board) == table.board_html());
    REQUIRE(capture([&] { return session.handle("4"); }).result);  // Ana bids 4
    CHECK(slurp(board) == table.board_html());
    CHECK_THAT(slurp(board), Contains("<td>4</td>"));
    REQUIRE(capture([&] { return session.handle("undo"); }).result);
    CHECK(slurp(board) == table.board_html());
    CHECK_FALSE(Catch::Contains("<td>4</td>").match(slurp(board)));
    REQUIRE(capture([&] { return session.handle("4"); }).result);
    REQUIRE(capture([&] { return session.handle("edit 10 5"); }).result);
    CHECK_THAT(slurp(board), Contains("<td>5</td>"));
    const std::string before = slurp(board);
    CHECK_FALSE(capture([&] { return session.handle("bid Ana 3"); }).result);  // Ana has bid: refused
    CHECK(slurp(board) == before);
    // Written through a temporary file renamed over it: none is left behind.
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(dir.path())) files.push_back(e.path().filename().string());
    std::sort(files.begin(), files.end());
    CHECK(files == std::vector<std::string>{"board.html", "game.zref"});
}

TEST_CASE("Session board: one that cannot be written is one warning line, said once, and the game goes on",
          "[session][board]") {
    TempDir dir;
    const auto journal = dir.file("game.zref");
    store::JournalWriter w;
    REQUIRE(w.create(journal).ok());
    zp::Referee ref(data());
    zp::ZpTable table(ref);
    cli::SessionOptions options;
    options.board_file = dir.file("no-such-dir/board.html");
    cli::Session session(table, w, options);
    Capture capture;
    for (const auto& line : kBoardSetup) REQUIRE(capture([&] { return session.handle(line); }).result);
    Printed p = capture([&] { session.start_board(); return true; });
    CHECK_THAT(p.err, StartsWith("zref: board: " + dir.file("no-such-dir/board.html") + ": cannot write") &&
                          Contains("the game goes on"));
    CHECK(p.err.find('\n') == p.err.size() - 1);
    p = capture([&] { return session.handle("4"); });
    CHECK(p.result);
    CHECK(p.err.empty());  // the same failure is not repeated after every entry
    CHECK(journal_lines(journal).back() == "bid Ana 4");
}

TEST_CASE("Session board: one naming the game's journal is never written over it", "[session][board]") {
    TempDir dir;
    const auto journal = dir.file("game.zref");
    store::JournalWriter w;
    REQUIRE(w.create(journal).ok());
    zp::Referee ref(data());
    zp::ZpTable table(ref);
    cli::SessionOptions options;
    options.board_file = dir.file("./game.zref");
    cli::Session session(table, w, options);
    Capture capture;
    for (const auto& line : kBoardSetup) REQUIRE(capture([&] { return session.handle(line); }).result);
    Printed p = capture([&] { session.start_board(); return true; });
    CHECK_THAT(p.err, StartsWith("zref: board: ") && Contains("is this game's journal"));
    REQUIRE(capture([&] { return session.handle("4"); }).result);
    CHECK(replayed(journal_lines(journal)) == snapshot(ref));
}

}  // namespace
}  // namespace zref::test
