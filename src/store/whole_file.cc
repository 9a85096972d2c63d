#include "store/whole_file.h"

#include <sys/stat.h>
#include <unistd.h>

namespace zref::store {

namespace {

// The temporary file written and synced, or why not (it may be left behind).
Status write_temporary(Storage& storage, const std::string& temp, const std::string& bytes) {
    auto file = storage.create_exclusive(temp);
    if (!file) return fail("cannot create the temporary file " + temp + ": " + file.error());
    std::size_t written = 0;
    Status st = append_all(storage, *file, bytes, written);
    if (!st) st = fail("write failed: " + st.error());
    if (st) {
        if (auto synced = storage.sync(*file); !synced) st = fail("fsync failed: " + synced.error());
    }
    storage.close(*file);
    return st;
}

}  // namespace

std::string temporary_path_for(const std::string& path) {
    const auto slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "" : path.substr(0, slash + 1);
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    return dir + "." + name + ".zref-tmp-" + std::to_string(::getpid());
}

Status replace_file(Storage& storage, const std::string& path, const std::string& bytes) {
    const std::string temp = temporary_path_for(path);
    // One left by an earlier process with this id, killed mid-write; the
    // exclusive create below then never writes through a planted link.
    (void)storage.remove(temp);
    Status st = write_temporary(storage, temp, bytes);
    if (st) {
        if (auto renamed = storage.rename(temp, path); !renamed) st = fail("rename failed: " + renamed.error());
    }
    if (st) return Ok{};
    // Nothing was renamed over `path`; only the temporary file is to undo.
    (void)storage.remove(temp);
    return fail(path + ": cannot write: " + st.error() + " (nothing was changed)");
}

bool same_file(const std::string& a, const std::string& b) {
    struct stat sa {}, sb {};
    if (::stat(a.c_str(), &sa) != 0 || ::stat(b.c_str(), &sb) != 0) return false;
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

}  // namespace zref::store
