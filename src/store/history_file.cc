#include "store/history_file.h"

#include <cerrno>
#include <cstring>

#include "store/whole_file.h"

namespace zref::store {

namespace {

const std::string kLibeditHeader = "_HiStOrY_V2_";

bool is_octal(char c) { return c >= '0' && c <= '7'; }

// Undoes libedit's strvis(VIS_WHITE): "\040" and other octal escapes (space,
// tab, backslash as \134), "\^A" for control characters, "\M-x" and "\M^x"
// for bytes above 127, "\\" for a backslash. Anything else is kept as it is.
std::string unvis(const std::string& s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const std::size_t left = s.size() - i - 1;
        if (c != '\\' || left == 0) {
            out += c;
            continue;
        }
        const char n = s[i + 1];
        if (left >= 3 && is_octal(n) && is_octal(s[i + 2]) && is_octal(s[i + 3])) {
            out += static_cast<char>(((n - '0') << 6) | ((s[i + 2] - '0') << 3) | (s[i + 3] - '0'));
            i += 3;
        } else if (n == '\\') {
            out += '\\';
            i += 1;
        } else if (n == '^' && left >= 2) {
            out += s[i + 2] == '?' ? '\177' : static_cast<char>(s[i + 2] & 037);
            i += 2;
        } else if (n == 'M' && left >= 3 && (s[i + 2] == '-' || s[i + 2] == '^')) {
            const char base = s[i + 2] == '-' ? s[i + 3] : s[i + 3] == '?' ? '\177' : static_cast<char>(s[i + 3] & 037);
            out += static_cast<char>(static_cast<unsigned char>(base) | 0200);
            i += 3;
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace

HistoryText parse_history(const std::string& bytes) {
    HistoryText h;
    std::size_t pos = 0;
    bool first = true;
    while (pos < bytes.size()) {
        std::size_t nl = bytes.find('\n', pos);
        if (nl == std::string::npos) {
            h.torn = true;
            nl = bytes.size();
        }
        std::string line = bytes.substr(pos, nl - pos);
        pos = nl + 1;
        if (first && line == kLibeditHeader) {
            h.libedit_format = true;
            first = false;
            continue;
        }
        first = false;
        h.lines.push_back(h.libedit_format ? unvis(line) : std::move(line));
    }
    return h;
}

Result<std::vector<std::string>> load_history(Storage& storage, const std::string& path, std::size_t limit) {
    auto bytes = storage.read_all(path);
    if (!bytes) {
        if (is_missing_file(bytes.error())) return std::vector<std::string>{};
        return fail(path + ": cannot read the history: " + bytes.error());
    }
    HistoryText h = parse_history(*bytes);
    const bool too_long = h.lines.size() > 2 * limit;
    if (h.lines.size() > limit) h.lines.erase(h.lines.begin(), h.lines.end() - static_cast<std::ptrdiff_t>(limit));
    if (too_long || h.libedit_format || h.torn) {
        std::string kept;
        for (const auto& line : h.lines)
            // A decoded libedit line may hold a line break; it cannot be one line here.
            if (line.find('\n') == std::string::npos) kept += line + "\n";
        if (auto st = replace_file(storage, path, kept); !st) return fail(st.error() + " (tidying the history)");
    }
    return h.lines;
}

Status append_history(Storage& storage, const std::string& path, const std::string& line) {
    if (line.find('\n') != std::string::npos) return fail(path + ": a history line cannot hold a line break");
    auto file = storage.open_append(path);
    if (!file) {
        file = storage.create_exclusive(path);
        // Created meanwhile by another session.
        if (!file && file.error() == std::strerror(EEXIST)) file = storage.open_append(path);
    }
    if (!file) return fail(path + ": cannot write the history: " + file.error());
    auto before = storage.size(*file);
    const std::string data = line + "\n";
    std::size_t done = 0;
    const Status st = append_all(storage, *file, data, done);
    // A part of the line would join the next one into a line no one typed.
    if (!st && done > 0 && before) (void)storage.truncate(*file, *before);
    storage.close(*file);
    if (!st) return fail(path + ": cannot write the history: " + st.error());
    return Ok{};
}

}  // namespace zref::store
