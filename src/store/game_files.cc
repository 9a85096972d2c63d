#include "store/game_files.h"

#include <sys/stat.h>

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

Result<std::string> new_journal_path(const std::string& dir, const std::string& game_id, std::time_t now) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return fail(dir + ": cannot create the games directory: " + ec.message());
    char stamp[32];
    std::tm local{};
    localtime_r(&now, &local);
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    const std::string base = game_id + "-" + stamp;
    fs::path p = fs::path(dir) / (base + ".zref");
    for (int i = 2; fs::exists(p, ec); ++i) p = fs::path(dir) / (base + "-" + std::to_string(i) + ".zref");
    return p.string();
}

std::string resolve_game_path(const std::string& given, const UserConfig& config) {
    std::error_code ec;
    if (given.empty() || fs::exists(given, ec) || given.find('/') != std::string::npos) return given;
    fs::path in_games = fs::path(games_dir(config)) / given;
    if (fs::is_regular_file(in_games, ec)) return in_games.string();
    // "zref resume mygame" for mygame.zref, as a person would type it.
    fs::path with_extension = fs::path(games_dir(config)) / (given + ".zref");
    return fs::is_regular_file(with_extension, ec) ? with_extension.string() : given;
}

std::string history_file_path() {
    fs::path dir = xdg_dir("XDG_STATE_HOME", ".local/state");
    if (dir.empty()) return "";
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return "";
    return (dir / "history").string();
}

Result<std::vector<GameFile>> list_game_files(const std::string& dir) {
    std::vector<GameFile> out;
    std::error_code ec;
    if (!fs::exists(dir, ec)) return out;
    fs::directory_iterator it(dir, ec);
    if (ec) return fail(dir + ": cannot list the games directory: " + ec.message());
    for (const auto& entry : it) {
        if (entry.path().extension() != ".zref" || !entry.is_regular_file(ec)) continue;
        struct stat st {};
        if (::stat(entry.path().c_str(), &st) != 0) continue;
        GameFile f;
        f.path = entry.path().string();
        f.name = entry.path().filename().string();
        f.modified = st.st_mtim.tv_sec;
        f.modified_ns = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
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
    return JournalGame{"zombie-princess", 0};
}

Result<SavedGame> load_game(const std::string& path, zp::GameData data) {
    auto jf = read_journal(path);
    if (!jf) return fail(jf.error());
    return fold_journal<zp::Referee>(std::move(jf.value()), path, std::move(data));
}

std::optional<GameFile> most_recent_in_progress(const std::vector<GameFile>& files,
                                                const std::function<bool(const GameFile&)>& in_progress) {
    for (const auto& f : files)
        if (in_progress(f)) return f;
    return std::nullopt;
}

}  // namespace zref::store
