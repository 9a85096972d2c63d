// Where games and session files live on disk, following the XDG base
// directories: journals in $XDG_DATA_HOME/zref/games (or the config's
// games_dir), the line-editing history in $XDG_STATE_HOME/zref/history.
// Also lists the games there and opens a journal as a game (its lines
// folded into a referee).
#pragma once
#include <cstdint>
#include <ctime>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/referee.h"
#include "store/config.h"
#include "store/journal.h"

namespace zref::store {

// $XDG_DATA_HOME/zref/games, or ~/.local/share/zref/games; "." without HOME.
std::string default_games_dir();
// The config's games_dir when it sets one, else default_games_dir().
std::string games_dir(const UserConfig& config);
// A fresh journal path in `dir` (created if needed), named after the game and
// the local time `now`: zombie-princess-YYYYMMDD-HHMMSS.zref, with -2, -3 ...
// when that name is taken.
Result<std::string> new_journal_path(const std::string& dir, const std::string& game_id, std::time_t now);
// The journal `given` names: the path itself when it exists, or else a bare
// file name in the games directory (as `zref list` shows it).
std::string resolve_game_path(const std::string& given, const UserConfig& config);
// $XDG_STATE_HOME/zref/history, or ~/.local/state/zref/history, its directory
// created; "" when there is no place for it (no history is kept then).
std::string history_file_path();

struct GameFile {
    std::string path;  // dir/name
    std::string name;  // file name only
    std::time_t modified = 0;
    std::int64_t modified_ns = 0;  // nanoseconds since the epoch, for ordering
};

// The *.zref files directly in `dir`, most recently modified first (a tie
// goes to the later name). A missing directory holds no games.
Result<std::vector<GameFile>> list_game_files(const std::string& dir);

// A journal folded into a referee, with the game data it refers to.
struct SavedGame {
    std::unique_ptr<zp::GameData> data;
    std::unique_ptr<zp::Referee> referee;
    JournalFile file;
    bool over() const;
};

// Reads `path` and replays every line; the first bad one is reported as
// "FILE:LINE: reason (line: TEXT)". A torn last line is left in file.torn for
// the caller to report.
Result<SavedGame> load_game(const std::string& path, zp::GameData data);
// The same for a journal already read (`path` only names it in errors), so
// the journal fuzzer (fuzz/journal_loader.cc) takes the path `zref resume`
// takes without touching a file.
Result<SavedGame> replay_game(JournalFile file, const std::string& path, zp::GameData data);

// The most recently modified game in `files` that is not over; journals that
// cannot be loaded are passed over.
std::optional<GameFile> most_recent_in_progress(const std::vector<GameFile>& files, const zp::GameData& data);

}  // namespace zref::store
