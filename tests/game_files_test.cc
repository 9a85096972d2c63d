// Games on disk: the XDG directories, fresh journal names, the list of games
// most recent first, loading a journal as a game, and the most recent game
// still in progress (what `zref resume` with no file continues).
#include <stdlib.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "store/game_files.h"
#include "support.h"

namespace zref::test {
namespace {

namespace fs = std::filesystem;

// Sets an environment variable for one test and puts it back after.
class Env {
public:
    Env(const char* name, const char* value) : name_(name) {
        if (const char* old = std::getenv(name)) saved_ = old, had_ = true;
        if (value) ::setenv(name, value, 1);
        else ::unsetenv(name);
    }
    ~Env() {
        if (had_) ::setenv(name_, saved_.c_str(), 1);
        else ::unsetenv(name_);
    }
    Env(const Env&) = delete;
    Env& operator=(const Env&) = delete;

private:
    const char* name_;
    std::string saved_;
    bool had_ = false;
};

const char* kSetup =
    "game zombie-princess\nplayers Ana Ben Cai Dee\nmode individuals\nrounds a b c d\nseed 5\nstart Ana\n"
    "princesses none\npowers off\nbegin\n";

// Writes a journal and dates it `minutes_ago` minutes back.
fs::path journal(const fs::path& dir, const std::string& name, const std::string& text, int minutes_ago) {
    fs::create_directories(dir);
    const fs::path p = dir / name;
    std::ofstream(p, std::ios::binary) << text;
    fs::last_write_time(p, fs::file_time_type::clock::now() - std::chrono::minutes(minutes_ago));
    return p;
}

std::string finished_game() {
    std::ifstream in(std::string(ZREF_TEST_DIR) + "/transcripts/3-individuals.zref", std::ios::binary);
    REQUIRE(in);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST_CASE("game files: journals go to XDG_DATA_HOME, else ~/.local/share", "[game-files]") {
    {
        Env data("XDG_DATA_HOME", "/x/data");
        CHECK(store::default_games_dir() == "/x/data/zref/games");
    }
    {
        Env data("XDG_DATA_HOME", nullptr);
        Env home("HOME", "/x/home");
        CHECK(store::default_games_dir() == "/x/home/.local/share/zref/games");
        store::UserConfig c;
        CHECK(store::games_dir(c) == "/x/home/.local/share/zref/games");
        c.games_dir = "/elsewhere";
        CHECK(store::games_dir(c) == "/elsewhere");
    }
}

TEST_CASE("game files: the history goes to XDG_STATE_HOME, else ~/.local/state, its directory made", "[game-files]") {
    TempDir t;
    {
        Env state("XDG_STATE_HOME", (t.path() / "state").c_str());
        CHECK(store::history_file_path() == (t.path() / "state" / "zref" / "history").string());
        CHECK(fs::is_directory(t.path() / "state" / "zref"));
    }
    {
        Env state("XDG_STATE_HOME", nullptr);
        Env home("HOME", (t.path() / "home").c_str());
        CHECK(store::history_file_path() == (t.path() / "home" / ".local/state/zref/history").string());
        CHECK(fs::is_directory(t.path() / "home" / ".local/state/zref"));
    }
}

TEST_CASE("game files: a new journal is named after the game and the time, never an existing file", "[game-files]") {
    TempDir t;
    const fs::path dir = t.path() / "games";
    std::tm when{};
    when.tm_year = 2024 - 1900, when.tm_mon = 4, when.tm_mday = 1, when.tm_hour = 20, when.tm_min = 15;
    when.tm_isdst = -1;
    const std::time_t now = std::mktime(&when);
    auto first = store::new_journal_path(dir.string(), "zombie-princess", now);
    REQUIRE(first.ok());
    CHECK(fs::is_directory(dir));
    CHECK(*first == (dir / "zombie-princess-20240501-201500.zref").string());
    std::ofstream(*first) << "taken\n";
    auto second = store::new_journal_path(dir.string(), "zombie-princess", now);
    REQUIRE(second.ok());
    CHECK(*second == (dir / "zombie-princess-20240501-201500-2.zref").string());
}

TEST_CASE("game files: the list holds the .zref files, most recently modified first", "[game-files]") {
    TempDir t;
    const fs::path dir = t.path() / "games";
    journal(dir, "old.zref", kSetup, 60);
    journal(dir, "new.zref", kSetup, 1);
    journal(dir, "middle.zref", kSetup, 30);
    journal(dir, "notes.txt", "not a game\n", 0);
    fs::create_directories(dir / "sub.zref");
    auto files = store::list_game_files(dir.string());
    REQUIRE(files.ok());
    REQUIRE(files->size() == 3);
    CHECK((*files)[0].name == "new.zref");
    CHECK((*files)[1].name == "middle.zref");
    CHECK((*files)[2].name == "old.zref");
    CHECK((*files)[0].path == (dir / "new.zref").string());
    CHECK((*files)[0].modified > (*files)[2].modified);
}

TEST_CASE("game files: a missing games directory holds no games", "[game-files]") {
    TempDir t;
    auto files = store::list_game_files((t.path() / "nothing-here").string());
    REQUIRE(files.ok());
    CHECK(files->empty());
}

TEST_CASE("game files: a journal loads as a game, a bad line is FILE:LINE", "[game-files]") {
    TempDir t;
    auto path = journal(t.path(), "g.zref", std::string(kSetup) + "bid Ana 2\n", 0);
    auto g = test::load_game(path.string(), data());
    REQUIRE(g.ok());
    CHECK_FALSE(g->over());
    CHECK(g->referee->game().state().round.bids[0] == 2);

    auto bad = journal(t.path(), "bad.zref", std::string(kSetup) + "bid Ana 99\n", 0);
    auto b = test::load_game(bad.string(), data());
    REQUIRE_FALSE(b.ok());
    CHECK(b.error().rfind(bad.string() + ":10: ", 0) == 0);
    CHECK(b.error().find("(line: bid Ana 99)") != std::string::npos);

    auto done = journal(t.path(), "done.zref", finished_game(), 0);
    auto d = test::load_game(done.string(), data());
    REQUIRE(d.ok());
    CHECK(d->over());
}

TEST_CASE("game files: the most recent game in progress skips finished and broken games", "[game-files]") {
    TempDir t;
    const fs::path dir = t.path() / "games";
    journal(dir, "older-in-progress.zref", kSetup, 90);
    journal(dir, "in-progress.zref", std::string(kSetup) + "bid Ana 1\n", 60);
    journal(dir, "finished.zref", finished_game(), 30);
    journal(dir, "broken.zref", std::string(kSetup) + "bid Zed 1\n", 1);
    auto files = store::list_game_files(dir.string());
    REQUIRE(files.ok());
    REQUIRE(files->size() == 4);
    CHECK((*files)[0].name == "broken.zref");
    const auto in_progress = [](const store::GameFile& f) {
        auto g = test::load_game(f.path, data());
        return g && !g->over();
    };
    auto latest = store::most_recent_in_progress(*files, in_progress);
    REQUIRE(latest.has_value());
    CHECK(latest->name == "in-progress.zref");

    fs::remove(dir / "in-progress.zref");
    fs::remove(dir / "older-in-progress.zref");
    files = store::list_game_files(dir.string());
    REQUIRE(files.ok());
    CHECK_FALSE(store::most_recent_in_progress(*files, in_progress).has_value());
}

TEST_CASE("game files: a bare file name is looked up in the games directory", "[game-files]") {
    TempDir t;
    store::UserConfig c;
    c.games_dir = (t.path() / "games").string();
    journal(t.path() / "games", "tonight.zref", kSetup, 0);
    CHECK(store::resolve_game_path("tonight.zref", c) == (t.path() / "games" / "tonight.zref").string());
    CHECK(store::resolve_game_path("elsewhere/tonight.zref", c) == "elsewhere/tonight.zref");
    CHECK(store::resolve_game_path("missing.zref", c) == "missing.zref");
    CHECK(store::resolve_game_path("", c).empty());
}

}  // namespace
}  // namespace zref::test
