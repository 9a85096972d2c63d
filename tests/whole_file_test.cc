// Files written whole (store/whole_file.h, used by `zref sheet --output`):
// the new bytes replace the old in one rename, so whatever fails (a full
// disk, a short write, a failed fsync or rename, any call at all) the file
// holds either all of the old bytes or all of the new, no temporary file is
// left behind, and the error is one line naming the file.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "store/fault_storage.h"
#include "store/whole_file.h"
#include "support.h"

namespace zref::test {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;
using Catch::StartsWith;
using Op = store::FaultStorage::Op;

const std::string kOld = "<p>the sheet of last night</p>\n";
const std::string kNew = "<p>the sheet of tonight, a little longer</p>\n";

// The refusal every failure gives: the path, "cannot write", the reason, one line.
void check_refusal(const Status& st, const std::string& path, const std::string& reason) {
    REQUIRE_FALSE(st.ok());
    CHECK_THAT(st.error(), StartsWith(path + ": cannot write: ") && Contains(reason) &&
                               Contains("nothing was changed"));
    CHECK(st.error().find('\n') == std::string::npos);
}

TEST_CASE("Whole file: a replace writes a new file and replaces an existing one, leaving no temporary file",
          "[whole-file][storage]") {
    store::MemoryStorage mem;
    REQUIRE(store::replace_file(mem, "out/sheet.html", kOld).ok());
    CHECK(mem.bytes("out/sheet.html") == kOld);
    REQUIRE(store::replace_file(mem, "out/sheet.html", kNew).ok());
    CHECK(mem.bytes("out/sheet.html") == kNew);
    // Synced before the rename: a crash now keeps the new bytes.
    CHECK(mem.durable_bytes("out/sheet.html") == kNew);
    CHECK(mem.paths() == std::vector<std::string>{"out/sheet.html"});
}

TEST_CASE("Whole file: the temporary file is a hidden one in the same directory, named for this process",
          "[whole-file][storage]") {
    const std::string pid = std::to_string(::getpid());
    CHECK(store::temporary_path_for("sheet.html") == ".sheet.html.zref-tmp-" + pid);
    CHECK(store::temporary_path_for("out/sheet.html") == "out/.sheet.html.zref-tmp-" + pid);
    CHECK(store::temporary_path_for("/tmp/a/s.csv") == "/tmp/a/.s.csv.zref-tmp-" + pid);
}

TEST_CASE("Whole file: a full disk (ENOSPC) leaves the previous file intact and names the path",
          "[whole-file][storage]") {
    store::MemoryStorage mem;
    mem.put("sheet.html", kOld);
    store::FaultStorage disk(mem);
    disk.disk_space(10);  // ten bytes fit, the rest does not
    check_refusal(store::replace_file(disk, "sheet.html", kNew), "sheet.html", std::strerror(ENOSPC));
    CHECK(mem.bytes("sheet.html") == kOld);
    CHECK(mem.paths() == std::vector<std::string>{"sheet.html"});
}

TEST_CASE("Whole file: a failed fsync (EIO) leaves the previous file intact: bytes not known to be on disk are "
          "never renamed over it",
          "[whole-file][storage]") {
    store::MemoryStorage mem;
    mem.put("sheet.html", kOld);
    store::FaultStorage disk(mem);
    disk.fail(Op::Sync, EIO);
    check_refusal(store::replace_file(disk, "sheet.html", kNew), "sheet.html", "fsync failed");
    CHECK_THAT(disk.log().back(), StartsWith("remove"));
    CHECK(mem.bytes("sheet.html") == kOld);
    CHECK(mem.paths() == std::vector<std::string>{"sheet.html"});
    CHECK_FALSE(disk.calls(Op::Rename));
}

TEST_CASE("Whole file: a failed rename leaves the previous file intact and removes the temporary file",
          "[whole-file][storage]") {
    store::MemoryStorage mem;
    mem.put("sheet.html", kOld);
    store::FaultStorage disk(mem);
    disk.fail(Op::Rename, EXDEV);
    check_refusal(store::replace_file(disk, "sheet.html", kNew), "sheet.html",
                  std::string("rename failed: ") + std::strerror(EXDEV));
    CHECK(mem.bytes("sheet.html") == kOld);
    CHECK(mem.paths() == std::vector<std::string>{"sheet.html"});
}

TEST_CASE("Whole file: a short write is completed by further writes", "[whole-file][storage]") {
    store::MemoryStorage mem;
    store::FaultStorage disk(mem);
    disk.short_write(3);
    disk.short_write(1, 2);
    REQUIRE(store::replace_file(disk, "sheet.csv", kNew).ok());
    CHECK(disk.calls(Op::Append) == 3);
    CHECK(mem.bytes("sheet.csv") == kNew);
}

TEST_CASE("Whole file: a disk that takes no bytes and reports no error is a refusal, not a hang",
          "[whole-file][storage]") {
    store::MemoryStorage mem;
    mem.put("sheet.csv", kOld);
    store::FaultStorage disk(mem);
    disk.short_write(0);
    check_refusal(store::replace_file(disk, "sheet.csv", kNew), "sheet.csv", "no bytes were written");
    CHECK(mem.bytes("sheet.csv") == kOld);
}

TEST_CASE("Whole file: with the Nth storage call failing, for every N, the file is all old or all new and no "
          "temporary file is left",
          "[whole-file][storage]") {
    int total = 0;
    {
        store::MemoryStorage mem;
        mem.put("sheet.html", kOld);
        store::FaultStorage disk(mem);
        REQUIRE(store::replace_file(disk, "sheet.html", kNew).ok());
        total = disk.total_calls();
    }
    REQUIRE(total >= 6);  // remove, create, append, sync, close, rename
    for (int n = 1; n <= total; ++n) {
        INFO("storage call " << n << " of " << total << " fails");
        store::MemoryStorage mem;
        mem.put("sheet.html", kOld);
        store::FaultStorage disk(mem);
        disk.fail_call(n, ENOSPC);
        const Status st = store::replace_file(disk, "sheet.html", kNew);
        if (st) {
            // Only the clean-up of a stale temporary file, or the close, may fail unnoticed.
            CHECK(mem.bytes("sheet.html") == kNew);
        } else {
            check_refusal(st, "sheet.html", std::strerror(ENOSPC));
            CHECK(mem.bytes("sheet.html") == kOld);
        }
        CHECK(mem.paths() == std::vector<std::string>{"sheet.html"});
    }
}

TEST_CASE("Whole file: on the real disk, a replace over an existing file works twice and leaves only the file",
          "[whole-file][storage]") {
    TempDir dir;
    const auto path = dir.file("sheet.html");
    REQUIRE(store::replace_file(store::real_storage(), path, kOld).ok());
    REQUIRE(store::replace_file(store::real_storage(), path, kNew).ok());
    CHECK(slurp(path) == kNew);
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir.path())) names.push_back(e.path().filename().string());
    CHECK(names == std::vector<std::string>{"sheet.html"});
}

TEST_CASE("Whole file: on the real disk, a missing directory is refused with the path and the system's reason",
          "[whole-file][storage]") {
    TempDir dir;
    const auto path = dir.file("no-such-dir/sheet.html");
    const Status st = store::replace_file(store::real_storage(), path, kNew);
    check_refusal(st, path, std::strerror(ENOENT));
    CHECK_THAT(st.error(), Contains("cannot create the temporary file"));
    CHECK_FALSE(fs::exists(dir.path() / "no-such-dir"));
}

TEST_CASE("Whole file: same_file sees one file through different paths and hard links, and never a missing one",
          "[whole-file][storage]") {
    TempDir dir;
    const auto a = dir.file("a.zref");
    const auto b = dir.file("b.zref");
    std::ofstream(a) << "game zombie-princess\n";
    std::ofstream(b) << "game zombie-princess\n";  // equal bytes, another file
    CHECK(store::same_file(a, a));
    CHECK(store::same_file(a, (dir.path() / "." / "a.zref").string()));
    CHECK_FALSE(store::same_file(a, b));
    fs::create_hard_link(a, dir.file("link.zref"));
    CHECK(store::same_file(a, dir.file("link.zref")));
    CHECK_FALSE(store::same_file(a, dir.file("missing.zref")));
    CHECK_FALSE(store::same_file(dir.file("missing.zref"), dir.file("missing.zref")));
}

}  // namespace
}  // namespace zref::test
