// Where games and session files live on disk, following the XDG base
// directories: journals in $XDG_DATA_HOME/zref/games (or the config's
// games_dir), the line-editing history in $XDG_STATE_HOME/zref/history.
// Also lists the games there and opens a journal as a game (its lines
// folded into a referee).
#pragma once
#include <cstdint>
#include <ctime>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/referee.h"
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

// A journal folded into a referee, with the game data it refers to; for any
// game module's Referee (zp::Referee, bfz::Referee).
template <class RefereeT>
struct Saved {
    std::unique_ptr<typename RefereeT::Data> data;
    std::unique_ptr<RefereeT> referee;
    JournalFile file;
    bool over() const {
        using Phase = decltype(referee->game().state().phase);
        return referee && referee->game().state().phase == Phase::GameOver;
    }
};
using SavedGame = Saved<zp::Referee>;

// The game a journal is for: the argument of its first `game` line and that
// line's number ("zombie-princess" and 0 when it has none, as the earliest
// journals). A `game` line without exactly one word is reported as
// "FILE:LINE: reason".
struct JournalGame {
    std::string id;
    int line = 0;
};
Result<JournalGame> journal_game(const JournalFile& file, const std::string& path);

// Replays every line of `file` (read from `path`) into a fresh referee over
// `data`; the first bad one, damaged or refused, is reported as
// "FILE:LINE: reason (line: TEXT)".
// A torn last line is left in file.torn for the caller to report.
template <class RefereeT>
Result<Saved<RefereeT>> fold_journal(JournalFile file, const std::string& path, typename RefereeT::Data data) {
    Saved<RefereeT> g;
    g.data = std::make_unique<typename RefereeT::Data>(std::move(data));
    g.referee = std::make_unique<RefereeT>(*g.data);
    g.file = std::move(file);
    for (const auto& line : g.file.lines) {
        if (auto damaged = line_damage(line, path); !damaged) return fail(std::move(damaged).error());
        if (auto st = g.referee->replay_journal_line(line.text); !st)
            return fail(path + ":" + std::to_string(line.number) + ": " + st.error() + " (line: " + line.text + ")");
    }
    return g;
}

// Reads `path` as a Zombie Princess journal and replays every line.
Result<SavedGame> load_game(const std::string& path, zp::GameData data);

// The most recently modified game in `files` that `in_progress` says is
// still being played (it loads the journal, whatever its game; one that
// cannot be loaded is not in progress).
std::optional<GameFile> most_recent_in_progress(const std::vector<GameFile>& files,
                                                const std::function<bool(const GameFile&)>& in_progress);

}  // namespace zref::store
