// The few file operations the journal needs, behind one interface so that
// tests can put a faulty disk under it (store/fault_storage.h): a full disk,
// a short write, a failed fsync. The real one is plain POSIX.
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
    // ("cannot open: No such file or directory").
    virtual Result<std::string> read_all(const std::string& path) = 0;
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
};

// One shared PosixStorage (it holds no state).
Storage& real_storage();

}  // namespace zref::store
