#include "store/remembered.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace zref::store {

namespace fs = std::filesystem;

std::string remembered_path(const std::string& game_id) {
    fs::path dir;
    if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) dir = fs::path(x) / "zref";
    else if (const char* h = std::getenv("HOME"); h && *h) dir = fs::path(h) / ".local/share/zref";
    else return {};
    return (dir / "remembered" / (game_id + ".zref")).string();
}

Result<std::vector<std::string>> remembered_lines(const std::string& game_id, Storage& storage) {
    const std::string path = remembered_path(game_id);
    std::vector<std::string> out;
    if (path.empty()) return out;
    auto text = storage.read_all(path);
    if (!text) {
        if (is_missing_file(text.error())) return out;
        return fail(path + ": " + text.error());
    }
    std::size_t at = 0;
    while (at < text->size()) {
        std::size_t nl = text->find('\n', at);
        if (nl == std::string::npos) break;  // a torn last line is not kept
        std::string line = text->substr(at, nl - at);
        at = nl + 1;
        if (!line.empty() && line[0] != '#' && std::find(out.begin(), out.end(), line) == out.end()) out.push_back(line);
    }
    return out;
}

Status remember_line(const std::string& game_id, const std::string& line, Storage& storage) {
    const std::string path = remembered_path(game_id);
    if (path.empty()) return fail("no place to remember '" + line + "' (neither XDG_DATA_HOME nor HOME is set)");
    auto known = remembered_lines(game_id, storage);
    if (!known) return fail(known.error());
    if (std::find(known->begin(), known->end(), line) != known->end()) return Ok{};
    if (auto made = storage.make_directories(fs::path(path).parent_path().string()); !made)
        return fail(path + ": cannot create its directory: " + made.error());
    auto file = storage.kind(path);
    Result<FileHandle> handle = file && *file != PathKind::None ? storage.open_append(path) : storage.create_exclusive(path);
    if (!handle) return fail(path + ": cannot open: " + handle.error());
    const std::string bytes = line + "\n";
    std::size_t written = 0;
    auto st = append_all(storage, *handle, bytes, written);
    if (st) st = storage.sync(*handle);
    storage.close(*handle);
    if (!st) return fail(path + ": cannot write: " + st.error());
    return Ok{};
}

}  // namespace zref::store
