#include "store/fault_storage.h"

#include <cstring>

namespace zref::store {

namespace {

Error errno_error(int error) { return zref::fail(std::strerror(error)); }

// `path` without a trailing '/' or a doubled one ("/g//games/" is "/g/games").
std::string tidy(const std::string& path) {
    std::string out;
    for (char c : path)
        if (!(c == '/' && !out.empty() && out.back() == '/')) out.push_back(c);
    while (out.size() > 1 && out.back() == '/') out.pop_back();
    return out;
}

// The directory holding `path` ("." for a bare name).
std::string parent_of(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

}  // namespace

void MemoryStorage::put(const std::string& path, const std::string& bytes) {
    files_[path] = File{bytes, bytes, ++clock_};
}

void MemoryStorage::set_modified(const std::string& path, std::int64_t modified_ns) {
    if (auto it = files_.find(path); it != files_.end()) it->second.modified = modified_ns;
}

std::set<std::string> MemoryStorage::directories() const {
    std::set<std::string> out = dirs_;
    for (const auto& [file, f] : files_)
        for (std::string p = parent_of(file); p != "." && p != "/"; p = parent_of(p)) out.insert(p);
    return out;
}

bool MemoryStorage::is_directory(const std::string& path) const {
    return path == "." || path == "/" || directories().count(path) > 0;
}

Status MemoryStorage::make_directories(const std::string& path) {
    if (path.empty()) return errno_error(ENOENT);
    const std::string dir = tidy(path);
    // A file in the way is found before anything is made, as mkdir -p does.
    for (std::string p = dir; p != "." && p != "/"; p = parent_of(p))
        if (files_.count(p)) return errno_error(p == dir ? EEXIST : ENOTDIR);
    for (std::string p = dir; p != "." && p != "/"; p = parent_of(p)) dirs_.insert(p);
    return Ok{};
}

Result<PathKind> MemoryStorage::kind(const std::string& path) {
    const std::string p = tidy(path);
    if (files_.count(p)) return PathKind::File;
    return is_directory(p) ? PathKind::Directory : PathKind::None;
}

Result<std::vector<DirEntry>> MemoryStorage::list(const std::string& path) {
    const std::string dir = tidy(path);
    if (!is_directory(dir)) return errno_error(files_.count(dir) ? ENOTDIR : ENOENT);
    std::vector<DirEntry> out;
    // An entry's name: its path after "DIR/" ("." holds the bare names).
    auto name = [&](const std::string& entry) {
        if (dir == ".") return entry;
        return entry.substr(dir == "/" ? 1 : dir.size() + 1);
    };
    for (const auto& [file, f] : files_)
        if (parent_of(file) == dir) out.push_back({name(file), PathKind::File, f.modified});
    for (const auto& d : directories())
        if (parent_of(d) == dir) out.push_back({name(d), PathKind::Directory, 0});
    return out;
}

std::string MemoryStorage::bytes(const std::string& path) const {
    auto it = files_.find(path);
    return it == files_.end() ? std::string() : it->second.bytes;
}

std::string MemoryStorage::durable_bytes(const std::string& path) const {
    auto it = files_.find(path);
    return it == files_.end() ? std::string() : it->second.durable;
}

MemoryStorage::File* MemoryStorage::open_file(FileHandle file) {
    auto it = open_.find(file);
    if (it == open_.end()) return nullptr;
    auto f = files_.find(it->second);
    return f == files_.end() ? nullptr : &f->second;
}

Result<FileHandle> MemoryStorage::create_exclusive(const std::string& path) {
    if (exists(path)) return errno_error(EEXIST);
    files_[path] = File{{}, {}, ++clock_};
    open_[next_] = path;
    return next_++;
}

Result<FileHandle> MemoryStorage::open_append(const std::string& path) {
    if (!exists(path)) return errno_error(ENOENT);
    open_[next_] = path;
    return next_++;
}

Result<std::size_t> MemoryStorage::append(FileHandle file, const char* bytes, std::size_t size) {
    File* f = open_file(file);
    if (!f) return errno_error(EBADF);
    f->bytes.append(bytes, size);
    f->modified = ++clock_;
    return size;
}

Status MemoryStorage::sync(FileHandle file) {
    File* f = open_file(file);
    if (!f) return errno_error(EBADF);
    f->durable = f->bytes;
    return Ok{};
}

Status MemoryStorage::truncate(FileHandle file, long long size) {
    File* f = open_file(file);
    if (!f) return errno_error(EBADF);
    if (size < 0) return errno_error(EINVAL);
    f->bytes.resize(static_cast<std::size_t>(size), '\0');
    f->modified = ++clock_;
    return Ok{};
}

Result<long long> MemoryStorage::size(FileHandle file) {
    File* f = open_file(file);
    if (!f) return errno_error(EBADF);
    return static_cast<long long>(f->bytes.size());
}

void MemoryStorage::close(FileHandle file) { open_.erase(file); }

Result<std::string> MemoryStorage::read_all(const std::string& path) {
    auto it = files_.find(path);
    if (it == files_.end()) return zref::fail(std::string("cannot open: ") + std::strerror(ENOENT));
    return it->second.bytes;
}

std::vector<std::string> MemoryStorage::paths() const {
    std::vector<std::string> out;
    for (const auto& [path, file] : files_) out.push_back(path);
    return out;
}

Status MemoryStorage::rename(const std::string& from, const std::string& to) {
    auto it = files_.find(from);
    if (it == files_.end()) return errno_error(ENOENT);
    if (from == to) return Ok{};
    File moved = std::move(it->second);
    files_.erase(it);
    std::erase_if(open_, [&](const auto& h) { return h.second == to; });
    for (auto& [handle, path] : open_)
        if (path == from) path = to;
    files_[to] = std::move(moved);
    return Ok{};
}

Status MemoryStorage::remove(const std::string& path) {
    if (files_.erase(path) == 0) return errno_error(ENOENT);
    std::erase_if(open_, [&](const auto& h) { return h.second == path; });
    return Ok{};
}

const char* FaultStorage::name(Op op) {
    switch (op) {
        case Op::Create: return "create";
        case Op::Open: return "open";
        case Op::Append: return "append";
        case Op::Sync: return "sync";
        case Op::Truncate: return "truncate";
        case Op::Size: return "size";
        case Op::Close: return "close";
        case Op::Read: return "read";
        case Op::Rename: return "rename";
        case Op::Remove: return "remove";
        case Op::MakeDirs: return "mkdir";
        case Op::Kind: return "stat";
        case Op::List: return "list";
    }
    return "?";
}

void FaultStorage::fail(Op op, int error, int nth, bool sticky) {
    Fault f;
    f.op = op;
    f.countdown = nth < 1 ? 1 : nth;
    f.error = error;
    f.sticky = sticky;
    faults_.push_back(f);
}

void FaultStorage::fail_call(int nth, int error) {
    Fault f;
    f.countdown = nth < 1 ? 1 : nth;
    f.error = error;
    faults_.push_back(f);
}

void FaultStorage::short_write(std::size_t bytes, int nth) {
    Fault f;
    f.op = Op::Append;
    f.countdown = nth < 1 ? 1 : nth;
    f.short_bytes = bytes;
    faults_.push_back(f);
}

void FaultStorage::disk_space(long long bytes) { space_ = bytes < 0 ? 0 : bytes; }

void FaultStorage::clear_faults() { faults_.clear(); }

std::optional<FaultStorage::Fault> FaultStorage::next(Op op) {
    ++counts_[static_cast<std::size_t>(op)];
    ++total_;
    std::optional<Fault> hit;
    for (auto& f : faults_) {
        if (f.op && *f.op != op) continue;
        if (f.fired) {
            if (f.sticky && !hit) hit = f;
            continue;
        }
        if (--f.countdown > 0) continue;
        f.fired = true;
        if (!hit) hit = f;
    }
    // Spent one-shot faults are dropped, sticky ones stay.
    std::erase_if(faults_, [](const Fault& f) { return f.fired && !f.sticky; });
    if (hit) ++triggered_;
    return hit;
}

void FaultStorage::note(Op op, const std::string& what) { log_.push_back(std::string(name(op)) + " " + what); }

template <class Call, class OkText>
auto FaultStorage::forward(Op op, Call call, OkText ok_text) -> decltype(call()) {
    if (auto f = next(op)) {
        note(op, std::string("-> ") + std::strerror(f->error));
        return errno_error(f->error);
    }
    auto r = call();
    note(op, r ? "-> " + ok_text(*r) : "-> " + r.error());
    return r;
}

namespace {
const auto said_ok = [](const auto&) { return std::string("ok"); };
}  // namespace

Result<FileHandle> FaultStorage::create_exclusive(const std::string& path) {
    return forward(Op::Create, [&] { return inner_->create_exclusive(path); }, said_ok);
}

Result<FileHandle> FaultStorage::open_append(const std::string& path) {
    return forward(Op::Open, [&] { return inner_->open_append(path); }, said_ok);
}

Result<std::size_t> FaultStorage::append(FileHandle file, const char* bytes, std::size_t size) {
    const std::string asked = std::to_string(size);
    std::size_t take = size;
    if (auto f = next(Op::Append)) {
        if (!f->short_bytes) {
            note(Op::Append, asked + " -> " + std::strerror(f->error));
            return errno_error(f->error);
        }
        take = *f->short_bytes < size ? *f->short_bytes : size;
    }
    if (space_) {
        if (*space_ <= 0 && size > 0) {
            note(Op::Append, asked + " -> " + std::strerror(ENOSPC));
            return errno_error(ENOSPC);
        }
        if (static_cast<long long>(take) > *space_) take = static_cast<std::size_t>(*space_);
    }
    if (take == 0 && size > 0) {
        // A short write of nothing: write(2) would say 0.
        note(Op::Append, asked + " -> 0");
        return std::size_t{0};
    }
    auto r = inner_->append(file, bytes, take);
    if (r && space_) *space_ -= static_cast<long long>(*r);
    note(Op::Append, asked + (r ? " -> " + std::to_string(*r) : " -> " + r.error()));
    return r;
}

Status FaultStorage::sync(FileHandle file) {
    return forward(Op::Sync, [&] { return inner_->sync(file); }, said_ok);
}

Status FaultStorage::truncate(FileHandle file, long long size) {
    const std::string to = std::to_string(size);
    if (auto f = next(Op::Truncate)) {
        note(Op::Truncate, to + " -> " + std::strerror(f->error));
        return errno_error(f->error);
    }
    auto before = space_ ? inner_->size(file) : Result<long long>(0LL);
    auto r = inner_->truncate(file, size);
    if (r && space_ && before && *before > size) *space_ += *before - size;
    note(Op::Truncate, to + (r ? " -> ok" : " -> " + r.error()));
    return r;
}

Result<long long> FaultStorage::size(FileHandle file) {
    return forward(Op::Size, [&] { return inner_->size(file); }, [](long long n) { return std::to_string(n); });
}

void FaultStorage::close(FileHandle file) {
    // Closing cannot be refused; it is still counted so "the Nth call" is exact.
    (void)next(Op::Close);
    note(Op::Close, "-> ok");
    inner_->close(file);
}

Result<std::string> FaultStorage::read_all(const std::string& path) {
    if (auto f = next(Op::Read)) {
        note(Op::Read, std::string("-> cannot read: ") + std::strerror(f->error));
        return zref::fail(std::string("cannot read: ") + std::strerror(f->error));
    }
    auto r = inner_->read_all(path);
    note(Op::Read, r ? "-> " + std::to_string(r->size()) + " bytes" : "-> " + r.error());
    return r;
}

Status FaultStorage::rename(const std::string& from, const std::string& to) {
    return forward(Op::Rename, [&] { return inner_->rename(from, to); }, said_ok);
}

Status FaultStorage::remove(const std::string& path) {
    return forward(Op::Remove, [&] { return inner_->remove(path); }, said_ok);
}

Status FaultStorage::make_directories(const std::string& dir) {
    return forward(Op::MakeDirs, [&] { return inner_->make_directories(dir); }, said_ok);
}

Result<PathKind> FaultStorage::kind(const std::string& path) {
    return forward(Op::Kind, [&] { return inner_->kind(path); }, [](PathKind k) {
        switch (k) {
            case PathKind::None: return std::string("none");
            case PathKind::File: return std::string("file");
            case PathKind::Directory: return std::string("directory");
            case PathKind::Other: return std::string("other");
        }
        return std::string("?");
    });
}

Result<std::vector<DirEntry>> FaultStorage::list(const std::string& dir) {
    return forward(Op::List, [&] { return inner_->list(dir); },
                   [](const std::vector<DirEntry>& e) { return std::to_string(e.size()) + " entries"; });
}

}  // namespace zref::store
