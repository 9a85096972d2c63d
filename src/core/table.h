// What the table session needs from the game being refereed, whatever the
// game: the shared Referee's operations (apply, undo, edit, history) and the
// game's own words for prompts, rulings, status, the sheet and completion.
// Each game has one adapter in its folder (table/); the session, the journal
// and the line editor are shared.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/sheet_format.h"
#include "core/style.h"
#include "core/referee.h"
#include "core/result.h"
#include "core/ruling.h"

namespace zref {

// A refused line the table can rescue with a yes: zref asks the question and
// enters `yes_line` on "y" (leading a Prince from a hand of only Princes).
struct YesNoQuestion {
    std::string question;  // "Does Ana hold only Princes?"
    std::string yes_line;  // the line entered on yes, canonical
};

class Table {
public:
    virtual ~Table() = default;

    virtual Result<Ruling> apply(std::string_view line) = 0;
    // One journal line as a session wrote it: a command, `undo` or `edit N LINE`.
    virtual Status replay_line(std::string_view line) = 0;
    virtual bool can_undo() const = 0;
    virtual Result<std::string> undo() = 0;
    virtual Result<EditResult> edit(int number, std::string_view line) = 0;
    virtual const std::vector<HistoryEntry>& entries() const = 0;
    // Entries an edit kept back until the decision it asks again is answered.
    virtual const std::vector<HistoryEntry>& kept() const = 0;

    virtual std::string waiting() const = 0;                 // "Ben to bid (0-10)"
    virtual std::vector<std::string> examples() const = 0;   // lines accepted now
    virtual std::vector<std::string> verbs_now() const = 0;
    virtual std::string notation() const = 0;                // how the game's entries are written
    virtual std::string prompt(const Style& style) const = 0;
    // A line the game infers (Enter at an empty prompt accepts it); "" none.
    virtual std::string inferred_line() const { return {}; }
    // The yes/no question that turns a refused line into an accepted one; none by default.
    virtual std::optional<YesNoQuestion> question_for(std::string_view /*refused*/) const { return std::nullopt; }
    virtual std::string ruling(const Ruling& r) const = 0;   // with receipts and sheet when it scored
    virtual std::string why(const Ruling& r) const = 0;
    virtual std::string why_item(int n) const = 0;           // `why N`: trick N, or round N
    virtual std::string item_word() const = 0;               // what `why N` numbers: "trick", "round"
    // `receipt [N]`: every step of round N's scoring (0: the last round
    // scored). A game without receipts of its own explains the item instead.
    virtual std::string receipt(int round) const { return why_item(round == 0 ? 1 : round); }
    virtual std::string status() const = 0;
    virtual std::string sheet() const = 0;
    // The sheet as labelled facts ("Round 1, Ben: points" -> "3"), so an
    // edit can say what changed in any game.
    virtual std::vector<std::pair<std::string, std::string>> sheet_facts() const = 0;
    virtual std::vector<std::string> complete(const std::string& before, const std::string& prefix) const = 0;
    // Colours the game's own names (its pieces) in printed text.
    virtual std::string highlight(const std::string& text, const Style& style) const = 0;

    // For the commands that read a journal (resume, replay, sheet, list).
    virtual bool over() const = 0;
    // Every scored round's receipts, the sheet, and what it waits for if unfinished.
    virtual std::string replay_text() const = 0;
    // The sheet in `format`; refused, naming the formats this game has, for one it lacks.
    virtual Result<std::string> export_sheet(SheetFormat format, std::string_view source) const = 0;
    virtual std::string players() const = 0;   // "Ana, Ben, Cai" (`zref list`)
    virtual std::string standing() const = 0;  // "round 3 of 10; waiting for: ..." or "finished, won by ..."
    // The score board for a TV in the room (`--board FILE`): a whole HTML
    // page of the public state (core/board_page.h), rewritten after every entry.
    virtual std::string board_html() const = 0;
};

// A Table that owns its referee and shares the game data it was loaded
// with: what a game module hands the program. The holder is a base before
// TableT so both exist when TableT binds to them.
template <class Data, class RefereeT>
struct GameHolder {
    std::shared_ptr<const Data> data;
    std::unique_ptr<RefereeT> referee;
};

template <class TableT, class Data, class RefereeT>
class OwningTable : private GameHolder<Data, RefereeT>, public TableT {
public:
    explicit OwningTable(std::shared_ptr<const Data> data)
        : GameHolder<Data, RefereeT>{data, std::make_unique<RefereeT>(*data)},
          TableT(*GameHolder<Data, RefereeT>::referee) {}
};

// The Referee half of a Table, for any game module's Referee<Game>.
template <class RefereeT>
class RefereeTable : public Table {
public:
    explicit RefereeTable(RefereeT& referee) : referee_(referee) {}
    Result<Ruling> apply(std::string_view line) override { return referee_.apply(line); }
    Status replay_line(std::string_view line) override { return referee_.replay_journal_line(line); }
    bool can_undo() const override { return referee_.can_undo(); }
    Result<std::string> undo() override { return referee_.undo(); }
    Result<EditResult> edit(int number, std::string_view line) override { return referee_.edit(number, line); }
    const std::vector<HistoryEntry>& entries() const override { return referee_.entries(); }
    const std::vector<HistoryEntry>& kept() const override { return referee_.kept(); }

protected:
    RefereeT& referee_;
};

}  // namespace zref
