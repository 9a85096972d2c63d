#include "store/journal.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace zref::store {

Result<JournalFile> read_journal(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(path + ": cannot open: " + std::strerror(errno));
    std::stringstream buf;
    buf << in.rdbuf();
    const std::string data = buf.str();
    JournalFile jf;
    std::size_t pos = 0;
    int number = 0;
    while (pos < data.size()) {
        std::size_t nl = data.find('\n', pos);
        ++number;
        if (nl == std::string::npos) {
            jf.torn = data.substr(pos);
            break;
        }
        std::string line = data.substr(pos, nl - pos);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        jf.lines.push_back({number, line});
        pos = nl + 1;
        jf.intact_bytes = static_cast<long long>(pos);
    }
    return jf;
}

JournalWriter::~JournalWriter() {
    if (fd_ >= 0) ::close(fd_);
}

Status JournalWriter::create(const std::string& path) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
    if (fd_ < 0) return fail(path + ": cannot create journal: " + std::strerror(errno));
    path_ = path;
    return Ok{};
}

Status JournalWriter::open_existing(const std::string& path, long long keep_bytes) {
    fd_ = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (fd_ < 0) return fail(path + ": cannot open journal for writing: " + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd_, &st) == 0 && st.st_size > keep_bytes) {
        if (::ftruncate(fd_, keep_bytes) != 0 || ::fsync(fd_) != 0)
            return fail(path + ": cannot drop the torn last line: " + std::strerror(errno));
    }
    path_ = path;
    return Ok{};
}

Status JournalWriter::append(const std::string& line) {
    if (fd_ < 0) return fail("no journal is open");
    std::string data = line + "\n";
    const off_t before = ::lseek(fd_, 0, SEEK_END);
    // A failed write must not leave half a line behind for the next append.
    auto roll_back = [&] {
        if (before >= 0 && ::ftruncate(fd_, before) == 0) ::fsync(fd_);
    };
    const char* p = data.data();
    std::size_t left = data.size();
    while (left > 0) {
        ssize_t n = ::write(fd_, p, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            const int err = errno;
            roll_back();
            errno = err;
            return fail(path_ + ": write failed: " + std::strerror(errno) + " (the command was not accepted)");
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    if (::fsync(fd_) != 0) {
        const int err = errno;
        roll_back();
        errno = err;
        return fail(path_ + ": fsync failed: " + std::strerror(errno) + " (the command was not accepted)");
    }
    return Ok{};
}

}  // namespace zref::store
