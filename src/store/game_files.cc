#include "store/game_files.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "core/command.h"
#include "core/text.h"

namespace zref::store {

namespace {

namespace fs = std::filesystem;

// $VAR/zref when VAR is set, else ~/FALLBACK/zref; empty without either.
fs::path xdg_dir(const char* var, const char* fallback) {
    if (const char* x = std::getenv(var); x && *x) return fs::path(x) / "zref";
    if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / fallback / "zref";
    return {};
}

}  // namespace

std::string default_games_dir() {
    fs::path dir = xdg_dir("XDG_DATA_HOME", ".local/share");
    return dir.empty() ? std::string(".") : (dir / "games").string();
}

std::string games_dir(const UserConfig& config) {
    return config.games_dir.empty() ? default_games_dir() : config.games_dir;
}

Result<std::string> new_journal_path(const std::string& dir, const std::string& game_id, std::time_t now,
                                     Storage& storage) {
    if (auto made = storage.make_directories(dir); !made)
        return fail(dir + ": cannot create the games directory: " + made.error());
    char stamp[32];
    std::tm local{};
    localtime_r(&now, &local);
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    const std::string base = game_id + "-" + stamp;
    fs::path p = fs::path(dir) / (base + ".zref");
    for (int i = 2;; ++i) {
        auto taken = storage.kind(p.string());
        if (!taken) return fail(p.string() + ": cannot tell whether the name is free: " + taken.error());
        if (*taken == PathKind::None) break;
        p = fs::path(dir) / (base + "-" + std::to_string(i) + ".zref");
    }
    return p.string();
}

std::string resolve_game_path(const std::string& given, const UserConfig& config, Storage& storage) {
    // A path that cannot be looked at is taken as given: opening it then says why.
    auto is = [&](const fs::path& p, PathKind k) {
        auto found = storage.kind(p.string());
        return found && *found == k;
    };
    auto exists = [&](const fs::path& p) {
        auto found = storage.kind(p.string());
        return !found || *found != PathKind::None;
    };
    if (given.empty() || exists(given) || given.find('/') != std::string::npos) return given;
    fs::path in_games = fs::path(games_dir(config)) / given;
    if (is(in_games, PathKind::File)) return in_games.string();
    // "zref resume mygame" for mygame.zref, as a person would type it.
    fs::path with_extension = fs::path(games_dir(config)) / (given + ".zref");
    return is(with_extension, PathKind::File) ? with_extension.string() : given;
}

std::string history_file_path(Storage& storage) {
    fs::path dir = xdg_dir("XDG_STATE_HOME", ".local/state");
    if (dir.empty()) return "";
    if (!storage.make_directories(dir.string())) return "";
    return (dir / "history").string();
}

Result<std::vector<GameFile>> list_game_files(const std::string& dir, Storage& storage) {
    std::vector<GameFile> out;
    auto there = storage.kind(dir);
    if (there && *there == PathKind::None) return out;  // no games yet
    auto entries = storage.list(dir);
    if (!entries) return fail(dir + ": cannot list the games directory: " + entries.error());
    for (const auto& entry : *entries) {
        if (entry.kind != PathKind::File || fs::path(entry.name).extension() != ".zref") continue;
        GameFile f;
        f.path = (fs::path(dir) / entry.name).string();
        f.name = entry.name;
        f.modified = static_cast<std::time_t>(entry.modified_ns / 1'000'000'000);
        f.modified_ns = entry.modified_ns;
        out.push_back(std::move(f));
    }
    std::sort(out.begin(), out.end(), [](const GameFile& a, const GameFile& b) {
        if (a.modified_ns != b.modified_ns) return a.modified_ns > b.modified_ns;
        return a.name > b.name;
    });
    return out;
}

Result<JournalGame> journal_game(const JournalFile& file, const std::string& path) {
    for (const auto& line : file.lines) {
        // A damaged line up to the game line is reported as such: its words
        // (a game's name among them) cannot be trusted.
        if (auto damaged = line_damage(line, path); !damaged) return fail(std::move(damaged).error());
        auto words = tokenize(line.text);
        if (!words || words->empty() || lower(words->front()) != "game") continue;
        if (words->size() != 2)
            return fail(path + ":" + std::to_string(line.number) + ": the game line must name one game, e.g. " +
                        "'game zombie-princess' (line: " + line.text + ")");
        return JournalGame{lower((*words)[1]), line.number};
    }
    return JournalGame{"", 0};
}

Result<std::string> read_game_data_file(const std::string& path, Storage& storage) {
    auto text = storage.read_all(path);
    if (!text) return fail(path + ": cannot open game data file (" + text.error() + ")");
    return text;
}

Status replay_journal(Table& table, const JournalFile& file, const std::string& path) {
    for (const auto& line : file.lines) {
        if (auto damaged = line_damage(line, path); !damaged) return fail(std::move(damaged).error());
        if (auto st = table.replay_line(line.text); !st)
            return fail(path + ":" + std::to_string(line.number) + ": " + st.error() + " (line: " + line.text + ")");
    }
    return Ok{};
}

std::optional<GameFile> most_recent_in_progress(const std::vector<GameFile>& files,
                                                const std::function<bool(const GameFile&)>& in_progress) {
    for (const auto& f : files)
        if (in_progress(f)) return f;
    return std::nullopt;
}

}  // namespace zref::store
