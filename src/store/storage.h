// The few file operations the store needs (the journal, whole-file replaces
// such as `zref sheet --output`, the line-editing history), behind one
// interface so that tests can put a faulty disk under it
// (store/fault_storage.h): a full disk, a short write, a failed fsync, a
// failed rename. The real one is plain POSIX.
//
// Errors come back as the system's own words ("No space left on device");
// the journal adds the path and what it means for the command.
#pragma once
#include <cstddef>
#include <string>

#include "core/result.h"

namespace zref::store {

// An open file, as the storage that opened it numbers it.
using FileHandle = int;

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
