// The games directory and the files zref reads go through store::Storage
// too, so a directory that cannot be made or listed, or a settings or data
// file that cannot be read, is a fault a test can inject: each gives one
// clear line naming the path and the system's reason.
#include <catch2/catch.hpp>

#include <stdlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "store/config.h"
#include "store/fault_storage.h"
#include "games/zombie_princess/data_loader.h"
#include "store/game_files.h"
#include "store/presets.h"
#include "support.h"

namespace zref::test {
namespace {

namespace fs = std::filesystem;
using Catch::Contains;
using Op = store::FaultStorage::Op;

std::vector<std::string> names_of(const std::vector<store::DirEntry>& entries, store::PathKind kind) {
    std::vector<std::string> out;
    for (const auto& e : entries)
        if (e.kind == kind) out.push_back(e.name);
    std::sort(out.begin(), out.end());
    return out;
}

TEST_CASE("Storage: the real file system makes nested directories, tells what a path is and lists a directory",
          "[storage]") {
    TempDir dir;
    auto& disk = store::real_storage();
    const std::string games = dir.file("a/b/games");
    REQUIRE(disk.make_directories(games).ok());
    REQUIRE(disk.make_directories(games).ok());  // already there: fine
    std::ofstream(games + "/one.zref") << "x\n";
    fs::create_directory(games + "/sub");
    CHECK(disk.kind(games).value() == store::PathKind::Directory);
    CHECK(disk.kind(games + "/one.zref").value() == store::PathKind::File);
    CHECK(disk.kind(games + "/missing").value() == store::PathKind::None);
    CHECK(disk.kind(games + "/one.zref/below").value() == store::PathKind::None);  // a parent is a file
    auto listed = disk.list(games);
    REQUIRE(listed.ok());
    CHECK(names_of(*listed, store::PathKind::File) == std::vector<std::string>{"one.zref"});
    CHECK(names_of(*listed, store::PathKind::Directory) == std::vector<std::string>{"sub"});
    for (const auto& e : *listed) CHECK(e.modified_ns > 0);
    // A file where a directory should be.
    auto over_file = disk.make_directories(games + "/one.zref/deeper");
    REQUIRE_FALSE(over_file.ok());
    CHECK(over_file.error() == std::strerror(ENOTDIR));
    CHECK_FALSE(disk.list(dir.file("missing")).ok());
}

TEST_CASE("Storage: MemoryStorage has the directories made and those its files are in, and lists them as the "
          "real one does",
          "[storage]") {
    store::MemoryStorage mem;
    mem.put("/g/games/one.zref", "x\n");
    REQUIRE(mem.make_directories("/g/games/empty").ok());
    CHECK(mem.kind("/g").value() == store::PathKind::Directory);
    CHECK(mem.kind("/g/games").value() == store::PathKind::Directory);
    CHECK(mem.kind("/g/games/one.zref").value() == store::PathKind::File);
    CHECK(mem.kind("/g/games/two.zref").value() == store::PathKind::None);
    auto listed = mem.list("/g/games");
    REQUIRE(listed.ok());
    CHECK(names_of(*listed, store::PathKind::File) == std::vector<std::string>{"one.zref"});
    CHECK(names_of(*listed, store::PathKind::Directory) == std::vector<std::string>{"empty"});
    CHECK_FALSE(mem.list("/nowhere").ok());
    CHECK_FALSE(mem.make_directories("/g/games/one.zref").ok());
    // A file in the way makes nothing; trailing and doubled slashes name the same directory.
    CHECK_FALSE(mem.make_directories("/g/games/one.zref/sub").ok());
    CHECK(mem.kind("/g/games/one.zref/sub").value() == store::PathKind::None);
    REQUIRE(mem.make_directories("/h//games/").ok());
    CHECK(mem.kind("/h/games").value() == store::PathKind::Directory);
    CHECK(names_of(mem.list("/g//games/").value(), store::PathKind::File) == std::vector<std::string>{"one.zref"});
    // Bare names are in ".", and "/" holds the top directories.
    mem.put("loose.zref", "");
    CHECK(names_of(mem.list(".").value(), store::PathKind::File) == std::vector<std::string>{"loose.zref"});
    CHECK(names_of(mem.list("/").value(), store::PathKind::Directory) == std::vector<std::string>{"g", "h"});
}

TEST_CASE("Storage fault: a games directory that cannot be made refuses the new game with the directory and the "
          "reason",
          "[storage][game-files]") {
    TempDir dir;
    store::FaultStorage disk;
    disk.fail(Op::MakeDirs, EACCES);
    auto path = store::new_journal_path(dir.file("games"), "zombie-princess", 0, disk);
    REQUIRE_FALSE(path.ok());
    CHECK(path.error() == dir.file("games") + ": cannot create the games directory: " + std::strerror(EACCES));
    // A name that cannot be looked at is not taken as free.
    disk.fail(Op::Kind, EIO);
    path = store::new_journal_path(dir.file("games"), "zombie-princess", 0, disk);
    REQUIRE_FALSE(path.ok());
    CHECK_THAT(path.error(), Contains("cannot tell whether the name is free: ") && Contains(std::strerror(EIO)));
    // Taken names move on to -2, -3.
    store::MemoryStorage mem;
    auto first = store::new_journal_path("/games", "zombie-princess", 0, mem);
    REQUIRE(first.ok());
    mem.put(*first, "");
    auto second = store::new_journal_path("/games", "zombie-princess", 0, mem);
    REQUIRE(second.ok());
    CHECK(*second == first->substr(0, first->size() - 5) + "-2.zref");
}

TEST_CASE("Storage fault: a games directory that cannot be listed is one line for 'zref list' and 'zref resume', "
          "a missing one holds no games",
          "[storage][game-files]") {
    store::MemoryStorage mem;
    store::FaultStorage disk(mem);
    auto none = store::list_game_files("/games", disk);
    REQUIRE(none.ok());
    CHECK(none->empty());
    mem.put("/games/old.zref", "");
    mem.put("/games/new.zref", "");
    mem.put("/games/notes.txt", "");
    mem.set_modified("/games/old.zref", 1'000'000'000);
    mem.set_modified("/games/new.zref", 2'000'000'000);
    auto files = store::list_game_files("/games", disk);
    REQUIRE(files.ok());
    REQUIRE(files->size() == 2);
    CHECK((*files)[0].name == "new.zref");  // most recent first
    CHECK((*files)[0].path == "/games/new.zref");
    CHECK((*files)[0].modified == 2);
    disk.fail(Op::List, EIO);
    auto failed = store::list_game_files("/games", disk);
    REQUIRE_FALSE(failed.ok());
    CHECK(failed.error() == std::string("/games: cannot list the games directory: ") + std::strerror(EIO));
}

TEST_CASE("Storage: a bare game name is found in the games directory, with or without .zref", "[storage][game-files]") {
    store::MemoryStorage mem;
    mem.put("/games/friday.zref", "");
    store::UserConfig config;
    config.games_dir = "/games";
    CHECK(store::resolve_game_path("friday.zref", config, mem) == "/games/friday.zref");
    CHECK(store::resolve_game_path("friday", config, mem) == "/games/friday.zref");
    CHECK(store::resolve_game_path("saturday", config, mem) == "saturday");  // opening it says it is not there
    CHECK(store::resolve_game_path("./friday", config, mem) == "./friday");  // a path is taken as given
}

TEST_CASE("Storage fault: no place for the line-editing history means no history, not an error", "[storage]") {
    TempDir dir;
    const char* old = std::getenv("XDG_STATE_HOME");
    const std::string saved = old ? old : "";
    ::setenv("XDG_STATE_HOME", dir.path().c_str(), 1);
    store::FaultStorage disk;
    CHECK(store::history_file_path(disk) == dir.file("zref/history"));
    disk.fail(Op::MakeDirs, EROFS);
    CHECK(store::history_file_path(disk).empty());
    if (old) ::setenv("XDG_STATE_HOME", saved.c_str(), 1);
    else ::unsetenv("XDG_STATE_HOME");
}

TEST_CASE("Storage fault: a settings, game data or preset file that cannot be read is one line with the path and "
          "the reason",
          "[storage][config]") {
    store::MemoryStorage mem;
    store::FaultStorage disk(mem);
    // No settings file: the defaults. A directory in its place: said so.
    auto defaults = store::load_user_config_file("/cfg/config.toml", disk);
    REQUIRE(defaults.ok());
    // One that cannot be looked at (a directory the user cannot search): the defaults too.
    mem.put("/cfg/config.toml", "games_dir = \"/x\"\n");
    disk.fail(Op::Kind, EACCES);
    auto hidden = store::load_user_config_file("/cfg/config.toml", disk);
    REQUIRE(hidden.ok());
    CHECK(hidden->games_dir.empty());
    REQUIRE(mem.remove("/cfg/config.toml").ok());
    REQUIRE(mem.make_directories("/cfg/dir.toml").ok());
    auto dir = store::load_user_config_file("/cfg/dir.toml", disk);
    REQUIRE_FALSE(dir.ok());
    CHECK(dir.error() == "/cfg/dir.toml: is a directory, not a config file");
    mem.put("/cfg/config.toml", "");
    disk.fail(Op::Read, EIO);
    auto unreadable = store::load_user_config_file("/cfg/config.toml", disk);
    REQUIRE_FALSE(unreadable.ok());
    CHECK(unreadable.error() == std::string("/cfg/config.toml: cannot read the config file (cannot read: ") +
                                    std::strerror(EIO) + ")");

    mem.put("/data/zp.toml", "");
    disk.fail(Op::Read, EIO);
    auto data = store::read_game_data_file("/data/zp.toml", disk);
    REQUIRE_FALSE(data.ok());
    CHECK(data.error() == std::string("/data/zp.toml: cannot open game data file (cannot read: ") +
                              std::strerror(EIO) + ")");
    auto missing = store::read_game_data_file("/data/none.toml", disk);
    REQUIRE_FALSE(missing.ok());
    CHECK_THAT(missing.error(), Contains(std::strerror(ENOENT)));

    disk.fail(Op::Read, EIO);
    auto preset = store::preset_text("/data/table.toml", disk);
    REQUIRE_FALSE(preset.ok());
    CHECK_THAT(preset.error(), Contains("no preset '/data/table.toml'"));
    CHECK(disk.calls(Op::Read) == 4);  // every read went through the storage (none for the unsearchable one)
}

}  // namespace
}  // namespace zref::test
