// Where games and session files live on disk, following the XDG base
// directories: journals in $XDG_DATA_HOME/zref/games (or the config's
// games_dir), the line-editing history in $XDG_STATE_HOME/zref/history.
// Also lists the games there and replays a journal into a game's table.
#pragma once
#include <cstdint>
#include <ctime>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/table.h"
#include "store/config.h"
#include "store/journal.h"
#include "store/storage.h"

namespace zref::store {

// $XDG_DATA_HOME/zref/games, or ~/.local/share/zref/games; "." without HOME.
std::string default_games_dir();
// The config's games_dir when it sets one, else default_games_dir().
std::string games_dir(const UserConfig& config);
// A fresh journal path in `dir` (created if needed), named after the game and
// the local time `now`: zombie-princess-YYYYMMDD-HHMMSS.zref, with -2, -3 ...
// when that name is taken.
Result<std::string> new_journal_path(const std::string& dir, const std::string& game_id, std::time_t now,
                                     Storage& storage = real_storage());
// The journal `given` names: the path itself when it exists, or else a bare
// file name in the games directory (as `zref list` shows it).
std::string resolve_game_path(const std::string& given, const UserConfig& config, Storage& storage = real_storage());
// $XDG_STATE_HOME/zref/history, or ~/.local/state/zref/history, its directory
// created; "" when there is no place for it (no history is kept then).
std::string history_file_path(Storage& storage = real_storage());

struct GameFile {
    std::string path;  // dir/name
    std::string name;  // file name only
    std::time_t modified = 0;
    std::int64_t modified_ns = 0;  // nanoseconds since the epoch, for ordering
};

// The *.zref files directly in `dir`, most recently modified first (a tie
// goes to the later name). A missing directory holds no games.
Result<std::vector<GameFile>> list_game_files(const std::string& dir, Storage& storage = real_storage());

// The game a journal is for: the argument of its first `game` line and that
// line's number ("" and 0 when it has none, as the earliest journals: the
// registry reads those as its first game). A `game` line without exactly one word is reported as
// "FILE:LINE: reason".
struct JournalGame {
    std::string id;
    int line = 0;
};
Result<JournalGame> journal_game(const JournalFile& file, const std::string& path);

// The text of a game data file given with --data; errors are
// "PATH: cannot open game data file (reason)".
Result<std::string> read_game_data_file(const std::string& path, Storage& storage = real_storage());

// Replays every line of `file` (read from `path`) into `table`; the first
// bad one, damaged or refused, is reported as "FILE:LINE: reason (line: TEXT)".
// A torn last line is left in file.torn for the caller to report.
Status replay_journal(Table& table, const JournalFile& file, const std::string& path);

// The most recently modified game in `files` that `in_progress` says is
// still being played (it loads the journal, whatever its game; one that
// cannot be loaded is not in progress).
std::optional<GameFile> most_recent_in_progress(const std::vector<GameFile>& files,
                                                const std::function<bool(const GameFile&)>& in_progress);

}  // namespace zref::store
