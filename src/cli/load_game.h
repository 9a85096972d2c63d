// A journal folded into a referee, for the one-shot commands that read a
// game without playing on (`zref sheet`). The same fold as `zref replay`:
// Referee::replay_journal_line on every line, the first bad one reported as
// "FILE:LINE: reason (line: TEXT)"; a torn last line is left to the caller
// to report (JournalFile::torn).
#pragma once
#include <memory>
#include <string>

#include "core/result.h"
#include "games/zombie_princess/data.h"
#include "games/zombie_princess/referee.h"
#include "store/journal.h"

namespace zref::cli {

// The referee keeps a pointer to the game data, so both live here together.
struct JournalGame {
    std::unique_ptr<zp::GameData> data;
    std::unique_ptr<zp::Referee> referee;
    store::JournalFile file;
};

// `data_path` empty: the built-in game data; else a game data file (--data).
Result<JournalGame> load_journal_game(const std::string& path, const std::string& data_path);

}  // namespace zref::cli
