// The game journal on disk: one accepted command per line, appended and
// flushed (fsync) before its ruling is shown. Reading tolerates a torn last
// line (a crash mid-write): it is reported and dropped, never a crash.
#pragma once
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"

namespace zref::store {

struct JournalLine {
    int number = 0;  // 1-based line number in the file
    std::string text;
};

struct JournalFile {
    std::vector<JournalLine> lines;
    std::optional<std::string> torn;  // the dropped partial last line, if any
    long long intact_bytes = 0;       // file size up to the last whole line
};

Result<JournalFile> read_journal(const std::string& path);

class JournalWriter {
public:
    JournalWriter() = default;
    ~JournalWriter();
    JournalWriter(const JournalWriter&) = delete;
    JournalWriter& operator=(const JournalWriter&) = delete;

    // Creates a new journal; refuses to overwrite an existing file.
    Status create(const std::string& path);
    // Opens an existing journal for appending, first cutting it to `keep_bytes`
    // (drops a torn last line).
    Status open_existing(const std::string& path, long long keep_bytes);
    // Appends one line and makes it durable before returning.
    Status append(const std::string& line);
    const std::string& path() const { return path_; }
    bool is_open() const { return fd_ >= 0; }

private:
    int fd_ = -1;
    std::string path_;
};

}  // namespace zref::store
