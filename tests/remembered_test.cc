// The lines a game remembers across games (store/remembered.h): kept once
// each, in the order first seen, in the user's data directory, and read back
// for the next `zref new`; a missing file is no lines.
#include <catch2/catch.hpp>

#include <stdlib.h>

#include <filesystem>
#include <fstream>

#include "store/remembered.h"
#include "support.h"

namespace zref::test {
namespace {

// XDG_DATA_HOME pointed at a fresh directory for one test, then restored.
struct DataHome {
    TempDir dir;
    std::string before;
    bool had = false;
    DataHome() {
        if (const char* x = std::getenv("XDG_DATA_HOME")) had = true, before = x;
        ::setenv("XDG_DATA_HOME", dir.path().c_str(), 1);
    }
    ~DataHome() {
        if (had) ::setenv("XDG_DATA_HOME", before.c_str(), 1);
        else ::unsetenv("XDG_DATA_HOME");
    }
};

TEST_CASE("Remembered lines: kept once each, in order, per game, and read back", "[store][remembered]") {
    DataHome home;
    auto none = store::remembered_lines("zombie-paella");
    REQUIRE(none);
    CHECK(none->empty());
    REQUIRE(store::remember_line("zombie-paella", "card \"Wild Boar\" battle attack 4 defence 2"));
    REQUIRE(store::remember_line("zombie-paella", "card the-showman attack 3 defence 1"));
    REQUIRE(store::remember_line("zombie-paella", "card \"Wild Boar\" battle attack 4 defence 2"));
    auto kept = store::remembered_lines("zombie-paella");
    REQUIRE(kept);
    CHECK(*kept == std::vector<std::string>{"card \"Wild Boar\" battle attack 4 defence 2", "card the-showman attack 3 defence 1"});
    CHECK(store::remembered_lines("bowling-for-zombies")->empty());
    CHECK(store::remembered_path("zombie-paella") == (std::filesystem::path(home.dir.path()) / "zref/remembered/zombie-paella.zref").string());
}

TEST_CASE("Remembered lines: a torn last line is not read back", "[store][remembered]") {
    DataHome home;
    REQUIRE(store::remember_line("zombie-paella", "card onion ingredient"));
    std::ofstream(store::remembered_path("zombie-paella"), std::ios::app) << "card garl";
    auto kept = store::remembered_lines("zombie-paella");
    REQUIRE(kept);
    CHECK(*kept == std::vector<std::string>{"card onion ingredient"});
}

}  // namespace
}  // namespace zref::test
