// A game as its list of accepted commands. State is a fold over that list,
// so undo is "replay all but the last", an edit is "replay with one line
// replaced", and nothing typed is ever lost.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "games/zombie_princess/game.h"

namespace zref::zp {

// One accepted command and where the table stood when it was typed.
struct HistoryEntry {
    std::string line;   // canonical form, as journaled
    std::string where;  // "setup", "R2 bids", "R2 t3", ...
};

// What an edit changed: the replaced line and the lines after it, which were
// all accepted again on the corrected history.
struct EditResult {
    int number = 0;  // 1-based entry number
    std::string before;
    std::string after;
    int replayed = 0;  // entries re-adjudicated after it
};

class Referee {
public:
    explicit Referee(const GameData& data);

    // Applies a line; on success it joins the history in its canonical form.
    Result<Ruling> apply(std::string_view line);
    // Steps back the last accepted command, or the last edit; fails when
    // there is none.
    Result<std::string> undo();
    bool can_undo() const { return !undo_stack_.empty(); }
    // Replaces entry `number` (1-based, as `entries()` numbers them) and
    // re-adjudicates everything after it. `line` may be shorthand, read as if
    // typed at that moment; a bare card or bid keeps the entry's verb and
    // player. Refused, with the entry that breaks, when a later entry is no
    // longer accepted; then nothing changes.
    Result<EditResult> edit(int number, std::string_view line);
    // One journal line as written by a session: `undo`, `edit N LINE` or a
    // command.
    Status replay_journal_line(std::string_view line);

    const Game& game() const { return *game_; }
    std::vector<std::string> history() const;
    const std::vector<HistoryEntry>& entries() const { return entries_; }
    // The journal line that records an edit.
    static std::string edit_line(int number, const std::string& canonical);

private:
    struct Undo {
        bool edit = false;
        std::vector<HistoryEntry> previous;  // the history before the edit
    };
    Result<std::unique_ptr<Game>> rebuild(const std::vector<HistoryEntry>& entries, std::size_t fresh_from,
                                          std::vector<HistoryEntry>* canonical) const;
    static std::string where(const Game& g);

    const GameData* data_;
    std::unique_ptr<Game> game_;
    std::vector<HistoryEntry> entries_;
    std::vector<Undo> undo_stack_;
};

}  // namespace zref::zp
