// The line-editing history file (store/history_file.h): plain lines, each
// appended as it is typed; loading gives the last kHistoryLimit lines, reads
// the file libedit used to write (its header skipped, "\040" decoded) and
// keeps the file from growing forever.
#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "store/fault_storage.h"
#include "store/history_file.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using Catch::StartsWith;
using Lines = std::vector<std::string>;
using Op = store::FaultStorage::Op;

// `n` numbered lines, "bid Ana 1" to "bid Ana n", as file bytes.
std::string numbered(int from, int to) {
    std::string s;
    for (int i = from; i <= to; ++i) s += "bid Ana " + std::to_string(i) + "\n";
    return s;
}

TEST_CASE("History: a missing file is an empty history and loading it creates nothing", "[history][storage]") {
    store::MemoryStorage mem;
    auto lines = store::load_history(mem, "history");
    REQUIRE(lines.ok());
    CHECK(lines->empty());
    CHECK(mem.paths().empty());
}

TEST_CASE("History: appended lines load back in order, spaces and backslashes as typed", "[history][storage]") {
    store::MemoryStorage mem;
    const Lines typed = {"players Ana Ben Cai", "bid Ana 2", "play Ben \"pr 6\"", "why \\040 stays"};
    for (const auto& line : typed) REQUIRE(store::append_history(mem, "history", line).ok());
    CHECK(mem.bytes("history") == "players Ana Ben Cai\nbid Ana 2\nplay Ben \"pr 6\"\nwhy \\040 stays\n");
    auto lines = store::load_history(mem, "history");
    REQUIRE(lines.ok());
    CHECK(*lines == typed);
    // A plain file that needs no tidying is left as it is.
    CHECK(mem.bytes("history") == "players Ana Ben Cai\nbid Ana 2\nplay Ben \"pr 6\"\nwhy \\040 stays\n");
}

TEST_CASE("History: a file written by libedit keeps its lines: the _HiStOrY_V2_ header is skipped and the octal "
          "space and the other vis(3) escapes are decoded",
          "[history][storage]") {
    // As libedit's write_history wrote "bid Ana 2", "a\b<TAB>c", "x^Ay é".
    const std::string libedit = "_HiStOrY_V2_\nbid\\040Ana\\0402\na\\134b\\011c\nx\\^Ay\\040\\M-C\\M-)\n";
    const Lines expected = {"bid Ana 2", "a\\b\tc", "x\001y \xC3\xA9"};
    CHECK(store::parse_history(libedit).libedit_format);
    CHECK(store::parse_history(libedit).lines == expected);

    store::MemoryStorage mem;
    mem.put("history", libedit);
    auto lines = store::load_history(mem, "history");
    REQUIRE(lines.ok());
    CHECK(*lines == expected);
    // Rewritten as plain lines, so lines appended now are not read as encoded.
    CHECK(mem.bytes("history") == "bid Ana 2\na\\b\tc\nx\001y \xC3\xA9\n");
    REQUIRE(store::append_history(mem, "history", "why \\134").ok());
    lines = store::load_history(mem, "history");
    REQUIRE(lines.ok());
    CHECK(lines->back() == "why \\134");
}

TEST_CASE("History: plain lines are never decoded, even one that looks like libedit's header later on",
          "[history][storage]") {
    const auto h = store::parse_history("bid\\040Ana\n_HiStOrY_V2_\n");
    CHECK_FALSE(h.libedit_format);
    CHECK(h.lines == Lines{"bid\\040Ana", "_HiStOrY_V2_"});
}

TEST_CASE("History: loading gives the last kHistoryLimit lines, the file is left alone up to twice that",
          "[history][storage]") {
    store::MemoryStorage mem;
    const std::string bytes = numbered(1, 15);
    mem.put("history", bytes);
    auto lines = store::load_history(mem, "history", 10);
    REQUIRE(lines.ok());
    REQUIRE(lines->size() == 10);
    CHECK(lines->front() == "bid Ana 6");
    CHECK(lines->back() == "bid Ana 15");
    CHECK(mem.bytes("history") == bytes);
    CHECK(store::kHistoryLimit == 2000);
}

TEST_CASE("History: a file of more than twice the limit is cut to its last lines when loaded, so appending "
          "never grows it forever",
          "[history][storage]") {
    store::MemoryStorage mem;
    mem.put("history", numbered(1, 21));
    auto lines = store::load_history(mem, "history", 10);
    REQUIRE(lines.ok());
    CHECK(lines->size() == 10);
    CHECK(mem.bytes("history") == numbered(12, 21));
    CHECK(mem.durable_bytes("history") == numbered(12, 21));
    CHECK(mem.paths() == Lines{"history"});
}

TEST_CASE("History: a last line cut off by a crash is kept as a whole line, so the next one is not joined to it",
          "[history][storage]") {
    store::MemoryStorage mem;
    mem.put("history", "bid Ana 2\nbid Be");
    auto lines = store::load_history(mem, "history");
    REQUIRE(lines.ok());
    CHECK(*lines == Lines{"bid Ana 2", "bid Be"});
    REQUIRE(store::append_history(mem, "history", "bid Ben 3").ok());
    CHECK(mem.bytes("history") == "bid Ana 2\nbid Be\nbid Ben 3\n");
}

TEST_CASE("History: when tidying the file fails, loading says so naming the file, and the file is unchanged",
          "[history][storage]") {
    store::MemoryStorage mem;
    const std::string libedit = "_HiStOrY_V2_\nbid\\040Ana\\0402\n";
    mem.put("history", libedit);
    store::FaultStorage disk(mem);
    disk.fail(Op::Sync, EIO);
    auto lines = store::load_history(disk, "history");
    REQUIRE_FALSE(lines.ok());
    CHECK_THAT(lines.error(), StartsWith("history: cannot write: ") && Contains(std::strerror(EIO)));
    CHECK(mem.bytes("history") == libedit);
    CHECK(mem.paths() == Lines{"history"});
}

TEST_CASE("History: a file that is there but cannot be read is an error naming it, not an empty history",
          "[history][storage]") {
    store::MemoryStorage mem;
    mem.put("history", "bid Ana 2\n");
    store::FaultStorage disk(mem);
    disk.fail(Op::Read, EACCES);
    auto lines = store::load_history(disk, "history");
    REQUIRE_FALSE(lines.ok());
    CHECK_THAT(lines.error(), StartsWith("history: cannot read the history: ") && Contains(std::strerror(EACCES)));
}

TEST_CASE("History: an append on a full disk names the file and leaves no part of the line behind",
          "[history][storage]") {
    store::MemoryStorage mem;
    mem.put("history", "bid Ana 2\n");
    store::FaultStorage disk(mem);
    disk.disk_space(4);  // "bid " fits
    auto st = store::append_history(disk, "history", "bid Ben 3");
    REQUIRE_FALSE(st.ok());
    CHECK_THAT(st.error(), StartsWith("history: cannot write the history: ") && Contains(std::strerror(ENOSPC)));
    CHECK(mem.bytes("history") == "bid Ana 2\n");
}

TEST_CASE("History: a short write is completed, and a line holding a line break is refused", "[history][storage]") {
    store::MemoryStorage mem;
    store::FaultStorage disk(mem);
    disk.short_write(2);
    REQUIRE(store::append_history(disk, "history", "bid Ana 2").ok());
    CHECK(mem.bytes("history") == "bid Ana 2\n");
    CHECK_FALSE(store::append_history(disk, "history", "bid\nAna").ok());
    CHECK(mem.bytes("history") == "bid Ana 2\n");
}

TEST_CASE("History: on the real disk, appends create the file and load back", "[history][storage]") {
    TempDir dir;
    const auto path = dir.file("history");
    REQUIRE(store::append_history(store::real_storage(), path, "bid Ana 2").ok());
    REQUIRE(store::append_history(store::real_storage(), path, "play Ben v8").ok());
    CHECK(slurp(path) == "bid Ana 2\nplay Ben v8\n");
    auto lines = store::load_history(store::real_storage(), path);
    REQUIRE(lines.ok());
    CHECK(*lines == Lines{"bid Ana 2", "play Ben v8"});
}

}  // namespace
}  // namespace zref::test
