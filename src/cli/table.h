// What the table session needs from the game being refereed, whatever the
// game: the shared Referee's operations (apply, undo, edit, history) and the
// game's own words for prompts, rulings, status, the sheet and completion.
// Each game module has one adapter (zp_table.h, bfz_table.h); the session,
// the journal and the line editor are shared.
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/style.h"
#include "core/referee.h"
#include "core/result.h"
#include "core/ruling.h"

namespace zref::cli {

class Table {
public:
    virtual ~Table() = default;

    virtual Result<Ruling> apply(std::string_view line) = 0;
    virtual bool can_undo() const = 0;
    virtual Result<std::string> undo() = 0;
    virtual Result<EditResult> edit(int number, std::string_view line) = 0;
    virtual const std::vector<HistoryEntry>& entries() const = 0;

    virtual std::string waiting() const = 0;                 // "Ben to bid (0-10)"
    virtual std::vector<std::string> examples() const = 0;   // lines accepted now
    virtual std::vector<std::string> verbs_now() const = 0;
    virtual std::string notation() const = 0;                // how cards are written
    virtual std::string prompt(const Style& style) const = 0;
    virtual std::string ruling(const Ruling& r) const = 0;   // with receipts and sheet when it scored
    virtual std::string why(const Ruling& r) const = 0;
    virtual std::string why_item(int n) const = 0;           // `why N`: trick N, or round N
    virtual std::string status() const = 0;
    virtual std::string sheet() const = 0;
    // The sheet as labelled facts ("Round 1, Ben: points" -> "3"), so an
    // edit can say what changed in any game.
    virtual std::vector<std::pair<std::string, std::string>> sheet_facts() const = 0;
    virtual std::vector<std::string> complete(const std::string& before, const std::string& prefix) const = 0;
    // Colours the game's card names in printed text.
    virtual std::string highlight(const std::string& text, const Style& style) const = 0;
};

// The Referee half of a Table, for any game module's Referee<Game>.
template <class RefereeT>
class RefereeTable : public Table {
public:
    explicit RefereeTable(RefereeT& referee) : referee_(referee) {}
    Result<Ruling> apply(std::string_view line) override { return referee_.apply(line); }
    bool can_undo() const override { return referee_.can_undo(); }
    Result<std::string> undo() override { return referee_.undo(); }
    Result<EditResult> edit(int number, std::string_view line) override { return referee_.edit(number, line); }
    const std::vector<HistoryEntry>& entries() const override { return referee_.entries(); }

protected:
    RefereeT& referee_;
};

}  // namespace zref::cli
