// A game as its list of accepted commands, for any game module. State is a
// fold over that list, so undo is "replay all but the last", an edit is
// "replay with one line replaced", and nothing typed is ever lost.
//
// `Game` is a game module's rules engine: constructed from its data
// (`Game::Data`), `Result<Ruling> apply(std::string_view)` that keeps the
// state only when the line is accepted, and `std::string where() const`
// naming the moment ("R2 t3") for the history.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "core/ruling.h"
#include "core/text.h"

namespace zref {

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

// The journal line that records an edit of entry `number` to `canonical`.
inline std::string journal_edit_line(int number, const std::string& canonical) {
    return "edit " + std::to_string(number) + " " + canonical;
}

template <class Game>
class Referee {
public:
    using Data = typename Game::Data;
    explicit Referee(const Data& data) : data_(&data), game_(std::make_unique<Game>(data)) {}

    // Applies a line; on success it joins the history in its canonical form.
    Result<Ruling> apply(std::string_view line) {
        std::string at = game_->where();
        auto r = game_->apply(line);
        if (r) {
            entries_.push_back({r->canonical, std::move(at)});
            undo_stack_.push_back({});
        }
        return r;
    }

    // Steps back the last accepted command, or the last edit; fails when
    // there is none. Returns what was undone, in words.
    Result<std::string> undo() {
        if (undo_stack_.empty()) return fail("nothing to undo");
        Undo last = std::move(undo_stack_.back());
        std::vector<HistoryEntry> restored;
        std::string undone;
        if (last.edit) {
            restored = std::move(last.previous);
            undone = "the edit";
            for (std::size_t i = 0; i < restored.size() && i < entries_.size(); ++i)
                if (restored[i].line != entries_[i].line) {
                    undone = "the edit of entry " + std::to_string(i + 1) + " (" + entries_[i].line + " back to " +
                             restored[i].line + ")";
                    break;
                }
        } else {
            restored.assign(entries_.begin(), entries_.end() - 1);
            undone = entries_.back().line;
        }
        auto g = rebuild(restored, restored.size(), nullptr);
        if (!g) return fail(g.error());
        undo_stack_.pop_back();
        game_ = std::move(g.value());
        entries_ = std::move(restored);
        return undone;
    }
    bool can_undo() const { return !undo_stack_.empty(); }

    // Replaces entry `number` (1-based, as `entries()` numbers them) and
    // re-adjudicates everything after it. `line` may be shorthand, read as if
    // typed at that moment, so "k5" or "2" names the player the entry did.
    // Refused, naming the entry that breaks, when a later entry is no longer
    // accepted; then nothing changes.
    Result<EditResult> edit(int number, std::string_view line) {
        if (entries_.empty()) return fail("nothing to edit yet");
        if (number < 1 || number > static_cast<int>(entries_.size()))
            return fail("no entry " + std::to_string(number) + ": entries run 1 to " + std::to_string(entries_.size()) +
                        " ('history' lists them)");
        const auto at = static_cast<std::size_t>(number - 1);
        std::vector<HistoryEntry> before(entries_.begin(), entries_.begin() + static_cast<std::ptrdiff_t>(at));
        auto probe = rebuild(before, before.size(), nullptr);
        if (!probe) return fail(probe.error());
        auto replaced = probe.value()->apply(line);
        if (!replaced)
            return fail("entry " + std::to_string(number) + " (" + entries_[at].line + ") cannot become '" +
                        std::string(line) + "': " + replaced.error());
        if (replaced->canonical == entries_[at].line)
            return fail("entry " + std::to_string(number) + " is already '" + entries_[at].line + "': nothing to change");
        std::vector<HistoryEntry> proposed = entries_;
        proposed[at].line = replaced->canonical;
        std::vector<HistoryEntry> canonical;
        auto g = rebuild(proposed, at, &canonical);
        if (!g) return fail("that edit is refused, nothing was changed: " + g.error());
        EditResult out;
        out.number = number;
        out.before = entries_[at].line;
        out.after = replaced->canonical;
        out.replayed = static_cast<int>(entries_.size() - at - 1);
        undo_stack_.push_back({true, entries_});
        entries_ = std::move(canonical);
        game_ = std::move(g.value());
        return out;
    }

    // One journal line as written by a session: `undo`, `edit N LINE` or a
    // command.
    Status replay_journal_line(std::string_view line) {
        auto words = tokenize(line);
        if (!words) return fail(words.error());
        if (words->empty()) return Ok{};
        const std::string verb = lower(words->front());
        if (verb == "undo" && words->size() == 1) {
            if (auto u = undo(); !u) return fail(u.error());
            return Ok{};
        }
        if (verb == "edit") {
            const std::string& w = words->size() > 1 ? (*words)[1] : verb;
            const auto n = parse_number<int>(w);
            if (words->size() < 2 || !n || *n < 1)
                return fail("edit: '" + (words->size() < 2 ? std::string() : w) +
                            "' is not a valid entry number: give the entry number and the new line, e.g. 'edit 12 LINE'");
            if (words->size() < 3) return fail("edit: give the new line after the entry number, e.g. 'edit 12 LINE'");
            std::string rest;
            for (std::size_t i = 2; i < words->size(); ++i) rest += (rest.empty() ? "" : " ") + quote_if_needed((*words)[i]);
            if (auto e = edit(*n, rest); !e) return fail(e.error());
            return Ok{};
        }
        if (auto r = apply(line); !r) return fail(r.error());
        return Ok{};
    }

    const Game& game() const { return *game_; }
    const Data& data() const { return *data_; }
    std::vector<std::string> history() const {
        std::vector<std::string> out;
        out.reserve(entries_.size());
        for (const auto& e : entries_) out.push_back(e.line);
        return out;
    }
    const std::vector<HistoryEntry>& entries() const { return entries_; }
    // The journal line that records an edit.
    static std::string edit_line(int number, const std::string& canonical) { return journal_edit_line(number, canonical); }

private:
    struct Undo {
        bool edit = false;
        std::vector<HistoryEntry> previous;  // the history before the edit
    };

    // Replays `entries` on a fresh game. Entries before `fresh_from` were
    // accepted in this order before and must be again; the rest are
    // re-adjudicated and, when `canonical` is given, written there.
    Result<std::unique_ptr<Game>> rebuild(const std::vector<HistoryEntry>& entries, std::size_t fresh_from,
                                          std::vector<HistoryEntry>* canonical) const {
        auto g = std::make_unique<Game>(*data_);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            std::string at = g->where();
            auto r = g->apply(entries[i].line);
            if (!r) {
                if (i < fresh_from) return fail("internal: replay failed at '" + entries[i].line + "': " + r.error());
                return fail("entry " + std::to_string(i + 1) + " (" + entries[i].line + ", " + entries[i].where +
                            ") would no longer be accepted: " + r.error());
            }
            if (canonical) canonical->push_back({r->canonical, std::move(at)});
        }
        return g;
    }

    const Data* data_;
    std::unique_ptr<Game> game_;
    std::vector<HistoryEntry> entries_;
    std::vector<Undo> undo_stack_;
};

}  // namespace zref
