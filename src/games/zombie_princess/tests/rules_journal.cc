// The journal on disk: one accepted command per line. A crash mid-write can
// leave a torn last line (no trailing newline); reading reports it in .torn
// and keeps every whole line.
#include <stdlib.h>

#include <filesystem>
#include <fstream>

#include "store/journal.h"
#include "support.h"

namespace zref::test {
namespace {

namespace fs = std::filesystem;

void write_bytes(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
    REQUIRE(out.good());
}

const std::string kWhole = "game zombie-princess\nplayers Ana Ben Cai\n";

}  // namespace

TEST_CASE("Journal: a torn last line (no trailing newline) is reported in .torn and the whole lines are kept",
          "[journal]") {
    TempDir dir;
    const auto path = dir.file("torn.zref");
    write_bytes(path, kWhole + "mode indiv");
    auto jf = store::read_journal(path);
    REQUIRE(jf.ok());
    REQUIRE(jf->lines.size() == 2);
    CHECK(jf->lines[0].number == 1);
    CHECK(jf->lines[0].text == "game zombie-princess");
    CHECK(jf->lines[1].number == 2);
    CHECK(jf->lines[1].text == "players Ana Ben Cai");
    REQUIRE(jf->torn.has_value());
    CHECK(*jf->torn == "mode indiv");
    CHECK(jf->intact_bytes == static_cast<long long>(kWhole.size()));
}

TEST_CASE("Journal: a file whose last line ends with a newline has no torn line", "[journal]") {
    TempDir dir;
    const auto path = dir.file("whole.zref");
    write_bytes(path, kWhole + "mode individuals\r\n");
    auto jf = store::read_journal(path);
    REQUIRE(jf.ok());
    REQUIRE(jf->lines.size() == 3);
    CHECK(jf->lines[2].text == "mode individuals");  // a CRLF ending is read as a line end
    CHECK_FALSE(jf->torn.has_value());
    CHECK(jf->intact_bytes == static_cast<long long>(kWhole.size() + 18));
}

TEST_CASE("Journal: a file holding only a torn line keeps no line", "[journal]") {
    TempDir dir;
    const auto path = dir.file("only-torn.zref");
    write_bytes(path, "game zomb");
    auto jf = store::read_journal(path);
    REQUIRE(jf.ok());
    CHECK(jf->lines.empty());
    REQUIRE(jf->torn.has_value());
    CHECK(*jf->torn == "game zomb");
    CHECK(jf->intact_bytes == 0);
}

TEST_CASE("Journal: a missing file is an error, not a crash", "[journal]") {
    TempDir dir;
    auto jf = store::read_journal(dir.file("absent.zref"));
    REQUIRE_FALSE(jf.ok());
    CHECK_THAT(jf.error(), Catch::Contains("cannot open"));
}

TEST_CASE("Journal: reopening cuts the torn line before appending, so the next line is whole", "[journal]") {
    TempDir dir;
    const auto path = dir.file("resume.zref");
    write_bytes(path, kWhole + "mode indiv");
    auto jf = store::read_journal(path);
    REQUIRE(jf.ok());
    {
        store::JournalWriter w;
        REQUIRE(w.open_existing(path, jf->intact_bytes).ok());
        REQUIRE(w.append("mode individuals").ok());
    }
    auto again = store::read_journal(path);
    REQUIRE(again.ok());
    REQUIRE(again->lines.size() == 3);
    CHECK(again->lines[2].text == "mode individuals");
    CHECK_FALSE(again->torn.has_value());

    // A new journal never overwrites an existing file.
    store::JournalWriter fresh;
    CHECK_FALSE(fresh.create(path).ok());
}

}  // namespace zref::test
