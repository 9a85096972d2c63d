#include "store/storage.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace zref::store {

namespace {

Error system_error() { return fail(std::strerror(errno)); }

PathKind kind_of(const struct stat& st) {
    if (S_ISREG(st.st_mode)) return PathKind::File;
    if (S_ISDIR(st.st_mode)) return PathKind::Directory;
    return PathKind::Other;
}

}  // namespace

Result<FileHandle> PosixStorage::create_exclusive(const std::string& path) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) return system_error();
    return fd;
}

Result<FileHandle> PosixStorage::open_append(const std::string& path) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (fd < 0) return system_error();
    return fd;
}

Result<std::size_t> PosixStorage::append(FileHandle file, const char* bytes, std::size_t size) {
    for (;;) {
        const ssize_t n = ::write(file, bytes, size);
        if (n >= 0) return static_cast<std::size_t>(n);
        if (errno != EINTR) return system_error();
    }
}

Status PosixStorage::sync(FileHandle file) {
    if (::fsync(file) != 0) return system_error();
    return Ok{};
}

Status PosixStorage::truncate(FileHandle file, long long size) {
    for (;;) {
        if (::ftruncate(file, static_cast<off_t>(size)) == 0) return Ok{};
        if (errno != EINTR) return system_error();
    }
}

Result<long long> PosixStorage::size(FileHandle file) {
    struct stat st {};
    if (::fstat(file, &st) != 0) return system_error();
    return static_cast<long long>(st.st_size);
}

void PosixStorage::close(FileHandle file) { ::close(file); }

Result<std::string> PosixStorage::read_all(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return fail(std::string("cannot open: ") + std::strerror(errno));
    std::string data;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n == 0) break;
        if (n < 0) {
            if (errno == EINTR) continue;
            const int err = errno;
            ::close(fd);
            return fail(std::string("cannot read: ") + std::strerror(err));
        }
        data.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return data;
}

Status PosixStorage::rename(const std::string& from, const std::string& to) {
    if (::rename(from.c_str(), to.c_str()) != 0) return system_error();
    // The rename is only durable once the directory holding the new name is
    // synced. It has happened either way, so a directory that cannot be
    // opened or synced (some file systems refuse fsync on directories) is
    // not reported as a failed rename.
    const auto slash = to.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : to.substr(0, slash);
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        (void)::fsync(fd);
        ::close(fd);
    }
    return Ok{};
}

Status PosixStorage::remove(const std::string& path) {
    if (::unlink(path.c_str()) != 0) return system_error();
    return Ok{};
}

Status PosixStorage::make_directories(const std::string& dir) {
    if (dir.empty()) return fail(std::strerror(ENOENT));
    // Each prefix ending before a '/' in turn, then the whole path. A failed
    // mkdir is fine when a directory is there, whatever the error (some
    // systems check permission before existence: EACCES for a parent the
    // user cannot write to, EISDIR for "/"); a file there is ENOTDIR.
    for (std::size_t end = dir.find('/', 1);; end = dir.find('/', end + 1)) {
        const std::string part = end == std::string::npos ? dir : dir.substr(0, end);
        if (::mkdir(part.c_str(), 0755) != 0) {
            const int err = errno;
            struct stat st {};
            if (::stat(part.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
                return fail(std::strerror(err == EEXIST ? ENOTDIR : err));
        }
        if (end == std::string::npos) return Ok{};
    }
}

Result<PathKind> PosixStorage::kind(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) return kind_of(st);
    if (errno == ENOENT || errno == ENOTDIR) return PathKind::None;
    return system_error();
}

Result<std::vector<DirEntry>> PosixStorage::list(const std::string& dir) {
    std::unique_ptr<DIR, int (*)(DIR*)> d(::opendir(dir.c_str()), ::closedir);
    if (!d) return system_error();
    std::vector<DirEntry> out;
    for (;;) {
        errno = 0;
        const dirent* e = ::readdir(d.get());
        if (!e) {
            if (errno != 0) return system_error();
            break;
        }
        const std::string name = e->d_name;
        if (name == "." || name == "..") continue;
        struct stat st {};
        if (::fstatat(::dirfd(d.get()), e->d_name, &st, 0) != 0) continue;  // gone meanwhile
        out.push_back({name, kind_of(st),
                       static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec});
    }
    return out;
}

bool is_missing_file(const std::string& read_error) {
    return read_error == std::string("cannot open: ") + std::strerror(ENOENT);
}

Status append_all(Storage& storage, FileHandle file, const std::string& bytes, std::size_t& written) {
    written = 0;
    while (written < bytes.size()) {
        auto n = storage.append(file, bytes.data() + written, bytes.size() - written);
        if (!n) return fail(n.error());
        if (*n == 0) return fail("no bytes were written");
        written += *n > bytes.size() - written ? bytes.size() - written : *n;
    }
    return Ok{};
}

Storage& real_storage() {
    static PosixStorage storage;
    return storage;
}

}  // namespace zref::store
