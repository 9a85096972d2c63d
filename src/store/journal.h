// The game journal on disk: one accepted command per line, appended and
// flushed (fsync) before its ruling is shown. Reading tolerates a torn last
// line (a crash mid-write): it is reported and dropped, never a crash. Each
// line is written with its check (store/line_check.h), so a line changed on
// disk is reported, not read as another command.
//
// Every file access goes through a Storage (store/storage.h): the real file
// system by default, a faulty one in tests.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "store/storage.h"

namespace zref::store {

struct JournalLine {
    int number = 0;  // 1-based line number in the file
    std::string text;    // without its check; a damaged line as it stands in the file
    std::string damage;  // why the line cannot be trusted (its check fails), or empty
};

struct JournalFile {
    std::vector<JournalLine> lines;
    std::optional<std::string> torn;  // the dropped partial last line, if any
    long long intact_bytes = 0;       // file size up to the last whole line
    // Line 1 carries a good check, as in every journal this zref creates, so
    // every line must carry one. In a journal written by hand or by an older
    // zref (line 1 unchecked), only the lines that carry a check are checked.
    bool checked = false;
};

// Splits a journal's bytes into lines: every line that ends with a newline
// (a CR before it is dropped); what follows the last newline is the torn line.
// Each line's check is verified and taken off; a line whose check fails, or
// that lacks one in a checked journal, is kept whole with its `damage`.
JournalFile parse_journal(const std::string& bytes);
// What JournalWriter::append writes for `line`: the line, its check
// (store/line_check.h) and a newline.
std::string journal_line_bytes(std::string_view line);
// "PATH:N: reason (line: TEXT)" for a damaged line, or Ok.
Status line_damage(const JournalLine& line, const std::string& path);
Result<JournalFile> read_journal(const std::string& path, Storage& storage = real_storage());

// Appends whole lines. A line is either entirely in the file and durable when
// append() succeeds, or not in it at all when append() fails: a failed write
// or fsync is rolled back to the last whole line, so the file never keeps
// part of a refused line. When even the rollback fails, nothing more is
// appended until it succeeds (each later append, and closing, try again) and
// the error says to quit and run `zref resume`, which drops a torn line (a
// whole refused line, written before its fsync failed, shows there as played).
class JournalWriter {
public:
    JournalWriter() : JournalWriter(real_storage()) {}
    explicit JournalWriter(Storage& storage) : storage_(&storage) {}
    ~JournalWriter();
    JournalWriter(const JournalWriter&) = delete;
    JournalWriter& operator=(const JournalWriter&) = delete;

    // Creates a new journal; refuses to overwrite an existing file.
    Status create(const std::string& path);
    // Opens an existing journal for appending, first cutting it to `keep_bytes`
    // (drops a torn last line).
    Status open_existing(const std::string& path, long long keep_bytes);
    // Appends one line (without its newline), with its check
    // (store/line_check.h), and makes it durable before returning.
    Status append(const std::string& line);
    const std::string& path() const { return path_; }
    bool is_open() const { return file_ >= 0; }
    // The file's size up to the last whole line this writer knows is durable.
    long long committed_bytes() const { return committed_; }
    // A failed append could not be rolled back: the file may end with part of
    // a refused line until a later append (or `zref resume`) cuts it.
    bool needs_repair() const { return needs_repair_; }

private:
    // Cuts the file back to the last whole line and syncs it.
    Status roll_back();
    // The error for a failed append, after trying to roll it back.
    Status refuse(const std::string& what, const std::string& reason, bool whole_line_written);

    Storage* storage_;
    FileHandle file_ = -1;
    std::string path_;
    long long committed_ = 0;
    bool needs_repair_ = false;
};

}  // namespace zref::store
