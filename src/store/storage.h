// The few file operations the store needs (the journal, whole-file replaces
// such as `zref sheet --output`, the line-editing history, the games
// directory and its listing, the settings and data files read), behind one
// interface so that tests can put a faulty disk under it
// (store/fault_storage.h): a full disk, a short write, a failed fsync, a
// failed rename, a directory that cannot be made or listed. The real one is
// plain POSIX.
//
// Errors come back as the system's own words ("No space left on device");
// the journal adds the path and what it means for the command.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/result.h"

namespace zref::store {

// An open file, as the storage that opened it numbers it.
using FileHandle = int;

// What is at a path (stat(2), following links).
enum class PathKind { None, File, Directory, Other };

// An entry of a directory listing.
struct DirEntry {
    std::string name;  // the file name only
    PathKind kind = PathKind::None;
    std::int64_t modified_ns = 0;  // last modification, in nanoseconds since the epoch
};

class Storage {
public:
    virtual ~Storage() = default;

    // Creates `path` for appending; fails when it already exists.
    virtual Result<FileHandle> create_exclusive(const std::string& path) = 0;
    // Opens an existing file for appending.
    virtual Result<FileHandle> open_append(const std::string& path) = 0;
    // Appends up to `size` bytes; returns how many were written, which may be
    // fewer than asked (a short write), never zero for a non-empty request
    // without an error.
    virtual Result<std::size_t> append(FileHandle file, const char* bytes, std::size_t size) = 0;
    // Makes what was written durable (fsync).
    virtual Status sync(FileHandle file) = 0;
    // Cuts the file to `size` bytes.
    virtual Status truncate(FileHandle file, long long size) = 0;
    // The file's current size in bytes.
    virtual Result<long long> size(FileHandle file) = 0;
    virtual void close(FileHandle file) = 0;
    // The whole content of `path`; the error says which step failed
    // ("cannot open: No such file or directory"; see is_missing_file).
    virtual Result<std::string> read_all(const std::string& path) = 0;
    // Renames `from` to `to`, replacing `to` in one step (rename(2)): a
    // reader sees the old file or the new one, never a mix. The real one
    // also syncs the directory, so the new name survives a crash.
    virtual Status rename(const std::string& from, const std::string& to) = 0;
    // Removes `path` (unlink(2)).
    virtual Status remove(const std::string& path) = 0;
    // Creates the directory `dir` and any missing parents (mkdir -p); one
    // that is already there is fine.
    virtual Status make_directories(const std::string& dir) = 0;
    // What is at `path`: None when nothing is (or a parent is not a
    // directory); an error only when it cannot be told (no permission).
    virtual Result<PathKind> kind(const std::string& path) = 0;
    // The entries directly in `dir` (not . or ..), in no particular order;
    // an entry that vanishes while it is listed is left out.
    virtual Result<std::vector<DirEntry>> list(const std::string& dir) = 0;
};

// The real file system (POSIX calls); the default everywhere.
class PosixStorage final : public Storage {
public:
    Result<FileHandle> create_exclusive(const std::string& path) override;
    Result<FileHandle> open_append(const std::string& path) override;
    Result<std::size_t> append(FileHandle file, const char* bytes, std::size_t size) override;
    Status sync(FileHandle file) override;
    Status truncate(FileHandle file, long long size) override;
    Result<long long> size(FileHandle file) override;
    void close(FileHandle file) override;
    Result<std::string> read_all(const std::string& path) override;
    Status rename(const std::string& from, const std::string& to) override;
    Status remove(const std::string& path) override;
    Status make_directories(const std::string& dir) override;
    Result<PathKind> kind(const std::string& path) override;
    Result<std::vector<DirEntry>> list(const std::string& dir) override;
};

// Whether an error from read_all says the file is not there (as opposed to
// there but unreadable): a missing history file is an empty history, an
// unreadable one is worth a word.
bool is_missing_file(const std::string& read_error);

// One shared PosixStorage (it holds no state).
Storage& real_storage();

// Appends all of `bytes`, going on after short writes. `written` counts the
// bytes that reached the file, also when it fails part way (the caller may
// cut them off again). The error is the storage's own words, or "no bytes
// were written" for a write that takes nothing and reports no error (which
// would otherwise loop forever).
Status append_all(Storage& storage, FileHandle file, const std::string& bytes, std::size_t& written);

}  // namespace zref::store
