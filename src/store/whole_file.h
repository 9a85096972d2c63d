// Files written whole, such as `zref sheet --output FILE`: the new content
// replaces the old in one step, so a full disk, a failed fsync or a crash
// leaves either the old file or the new one, never half of either.
#pragma once
#include <string>

#include "core/result.h"
#include "store/storage.h"

namespace zref::store {

// Writes `bytes` to a temporary file next to `path`, syncs it and renames it
// over `path`. On failure the temporary file is removed, `path` is as it was,
// and the error is one line naming `path`, the step and the system's reason:
// "out.html: cannot write: fsync failed: Input/output error (nothing was
// changed)".
Status replace_file(Storage& storage, const std::string& path, const std::string& bytes);

// The temporary file replace_file writes first: ".NAME.zref-tmp-PID" in the
// same directory (a rename only replaces in one step within a file system;
// the process id keeps two zref writing the same file apart).
std::string temporary_path_for(const std::string& path);

// Whether `a` and `b` name the same existing file (the same device and
// inode, so "./x" and "dir/../x" and a hard link all count); false when
// either is missing. Used to refuse writing over the journal being read.
bool same_file(const std::string& a, const std::string& b);

}  // namespace zref::store
