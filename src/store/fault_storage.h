// Storages for tests.
//
// FaultStorage passes every call to another storage (the real file system by
// default) and fails the ones it is told to: a full disk (ENOSPC on write), a
// short write, a failed fsync (EIO), a failed rename, or the Nth call of any
// kind. It also
// counts and logs the calls, so a test can check their order.
//
// MemoryStorage keeps files in memory, each with what a crash would leave of
// it (the bytes as of its last sync), so sweeps over thousands of appends do
// not wait for a real disk's fsync. Directories are those made and the
// parents of its files; a file's modification time is a counter that every
// write moves on (set_modified sets it).
#pragma once
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "store/storage.h"

namespace zref::store {

class MemoryStorage final : public Storage {
public:
    // Puts a file in place, as written and synced.
    void put(const std::string& path, const std::string& bytes);
    bool exists(const std::string& path) const { return files_.count(path) > 0; }
    // Every file's path, in order (to check that no temporary file is left).
    std::vector<std::string> paths() const;
    // The file's bytes now, and what a crash now would leave ("" when absent).
    std::string bytes(const std::string& path) const;
    std::string durable_bytes(const std::string& path) const;
    void set_modified(const std::string& path, std::int64_t modified_ns);

    Result<FileHandle> create_exclusive(const std::string& path) override;
    Result<FileHandle> open_append(const std::string& path) override;
    Result<std::size_t> append(FileHandle file, const char* bytes, std::size_t size) override;
    Status sync(FileHandle file) override;
    Status truncate(FileHandle file, long long size) override;
    Result<long long> size(FileHandle file) override;
    void close(FileHandle file) override;
    Result<std::string> read_all(const std::string& path) override;
    // A renamed file keeps its bytes and its durable bytes; handles open on
    // it follow it to its new name, and handles open on a replaced or
    // removed file report EBADF (the real system would write to a file no
    // name reaches any more).
    Status rename(const std::string& from, const std::string& to) override;
    Status remove(const std::string& path) override;
    Status make_directories(const std::string& dir) override;
    Result<PathKind> kind(const std::string& path) override;
    Result<std::vector<DirEntry>> list(const std::string& dir) override;

private:
    struct File {
        std::string bytes;
        std::string durable;
        std::int64_t modified = 0;
    };
    File* open_file(FileHandle file);
    // The directories made and those holding a file, "." and "/" aside.
    std::set<std::string> directories() const;
    bool is_directory(const std::string& path) const;

    std::map<std::string, File> files_;
    std::set<std::string> dirs_;
    std::map<FileHandle, std::string> open_;
    FileHandle next_ = 3;
    std::int64_t clock_ = 0;
};

class FaultStorage final : public Storage {
public:
    enum class Op { Create, Open, Append, Sync, Truncate, Size, Close, Read, Rename, Remove, MakeDirs, Kind, List };

    explicit FaultStorage(Storage& inner = real_storage()) : inner_(&inner) {}

    // The `nth` next call of `op` (1 = the very next one) fails with `error`;
    // with `sticky` every later call of `op` fails too.
    void fail(Op op, int error = EIO, int nth = 1, bool sticky = false);
    // The `nth` next call of any kind fails with `error`.
    void fail_call(int nth, int error = EIO);
    // The `nth` next append writes only its first `bytes` bytes and reports
    // that it wrote them (what write(2) does when interrupted or near a full
    // disk). The caller must go on with the rest.
    void short_write(std::size_t bytes, int nth = 1);
    // Only `bytes` more bytes fit: an append that does not fit writes what
    // fits (a short write) and the next one fails with ENOSPC; a truncation
    // frees space again. disk_unlimited() lifts the limit.
    void disk_space(long long bytes);
    void disk_unlimited() { space_.reset(); }
    // Forgets every fault not yet triggered (the counts and log stay).
    void clear_faults();

    int calls(Op op) const { return counts_[static_cast<std::size_t>(op)]; }
    int total_calls() const { return total_; }
    int faults_triggered() const { return triggered_; }
    // One entry per call, e.g. "append 12 -> 12", "sync -> No space left on device".
    const std::vector<std::string>& log() const { return log_; }
    static const char* name(Op op);

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

private:
    struct Fault {
        std::optional<Op> op;  // none: any call
        int countdown = 1;
        int error = EIO;
        bool sticky = false;
        std::optional<std::size_t> short_bytes;  // a short write instead of an error
        bool fired = false;
    };
    // Counts the call and returns the fault it triggers, if any.
    std::optional<Fault> next(Op op);
    void note(Op op, const std::string& what);
    // The shape most operations share: an injected fault answers with its
    // errno; otherwise `call` goes to the inner storage; either way the log
    // says what happened (`ok_text` words a success).
    template <class Call, class OkText>
    auto forward(Op op, Call call, OkText ok_text) -> decltype(call());

    Storage* inner_;
    std::vector<Fault> faults_;
    std::optional<long long> space_;
    int counts_[static_cast<std::size_t>(Op::List) + 1] = {};
    int total_ = 0;
    int triggered_ = 0;
    std::vector<std::string> log_;
};

}  // namespace zref::store
