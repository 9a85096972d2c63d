// The line-editing history of the table sessions
// ($XDG_STATE_HOME/zref/history, see game_files.h): plain text, one typed
// line per line, oldest first. Each line is appended as it is typed, so a
// crash or a closed terminal loses none; the line editor (libedit, in the
// CLI) is seeded from load_history and never touches the file itself.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "core/result.h"
#include "store/storage.h"

namespace zref::store {

// Lines kept: the last ones are offered to the line editor.
constexpr std::size_t kHistoryLimit = 2000;

// What a history file holds.
struct HistoryText {
    std::vector<std::string> lines;  // every line, oldest first
    // Written by libedit's write_history (earlier builds of zref let libedit
    // keep the file): a "_HiStOrY_V2_" first line and lines encoded as vis(3)
    // does ("bid\040Ana\0402"). The lines above are decoded.
    bool libedit_format = false;
    // The last line has no line break (a write cut off by a crash).
    bool torn = false;
};

// Splits a history file's bytes into lines; decodes libedit's format.
HistoryText parse_history(const std::string& bytes);

// The last `limit` lines of the history file at `path`, oldest first; a
// missing file is an empty history. The file is rewritten (replace_file)
// with just those lines when it holds more than twice `limit` (appending
// alone would grow it forever), is in libedit's format (so lines appended
// later in plain text are not read as encoded) or ends with a cut-off
// line. An error names `path`; nothing should be appended then.
Result<std::vector<std::string>> load_history(Storage& storage, const std::string& path,
                                              std::size_t limit = kHistoryLimit);

// Appends `line` and a line break to the history file, creating it when
// missing, in one write so two sessions appending at once do not mix their
// lines (a short write is completed by further writes). Not synced: the
// history is a convenience, and an fsync per typed line would make the
// prompt wait on the disk. A write that fails part way is cut off again.
// The error names `path`.
Status append_history(Storage& storage, const std::string& path, const std::string& line);

}  // namespace zref::store
