// A game as its list of accepted commands, for any game module. State is a
// fold over that list, so undo is "replay all but the last", an edit is
// "replay with one line replaced", and nothing typed is ever lost.
//
// `Game` is a game module's rules engine: constructed from its data
// (`Game::Data`), `Result<Ruling> apply(std::string_view)` that keeps the
// state only when the line is accepted, and `std::string where() const`
// naming the moment ("R2 t3") for the history, its first word the round.
// A game with decisions (who starts, whether a trick counts) also has
// `bool deciding() const` (the game waits for one) and
// `bool is_decision(std::string_view line) const`, so an edit can ask again
// a decision whose asker or options it changed, and
// `bool waits_for_turn(std::string_view line) const` for an entry refused
// only because its player's turn has not come (typed in the old order).
#pragma once
#include <algorithm>
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

// What an edit changed: the replaced line and the lines after it, accepted
// again on the corrected history (in a new order where turns moved), the
// decisions that no longer stand, and the entries kept back until the
// question now asked is answered.
struct EditResult {
    int number = 0;  // 1-based entry number
    std::string before;
    std::string after;
    int replayed = 0;                  // later entries accepted again
    std::vector<std::string> dropped;  // "frog Ana count (asked again)", "start Cai last (no longer asked)"
    int kept = 0;                      // later entries waiting for the question now asked
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

    // Applies a line; on success it joins the history in its canonical form,
    // and entries kept back by an edit are entered again where they now fit.
    Result<Ruling> apply(std::string_view line) {
        std::string at = game_->where();
        auto r = game_->apply(line);
        if (r) {
            undo_stack_.push_back({false, {}, entries_.size(), kept_});
            entries_.push_back({r->canonical, std::move(at)});
            if (!kept_.empty()) enter_kept(*r);
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
            undone = entries_[last.count_before].line;
            restored.assign(entries_.begin(), entries_.begin() + static_cast<std::ptrdiff_t>(last.count_before));
        }
        auto g = rebuild(restored);
        if (!g) return fail(g.error());
        undo_stack_.pop_back();
        game_ = std::move(g.value());
        entries_ = std::move(restored);
        kept_ = std::move(last.kept);
        return undone;
    }
    bool can_undo() const { return !undo_stack_.empty(); }

    // Replaces entry `number` (1-based, as `entries()` numbers them) and
    // re-adjudicates everything after it. `line` may be shorthand, read as if
    // typed at that moment, so "k5" or "2" names the player the entry did.
    // The later entries ripple (see `ripple`); refused, naming the entry that
    // breaks, when one of them fits nowhere, and then nothing changes.
    Result<EditResult> edit(int number, std::string_view line) {
        if (entries_.empty()) return fail("nothing to edit yet");
        if (number < 1 || number > static_cast<int>(entries_.size()))
            return fail("no entry " + std::to_string(number) + ": entries run 1 to " + std::to_string(entries_.size()) +
                        " ('history' lists them)");
        const auto at = static_cast<std::size_t>(number - 1);
        std::vector<HistoryEntry> fixed(entries_.begin(), entries_.begin() + static_cast<std::ptrdiff_t>(at));
        auto g = rebuild(fixed);
        if (!g) return fail(g.error());
        std::string where = g.value()->where();
        auto replaced = g.value()->apply(line);
        if (!replaced)
            return fail("entry " + std::to_string(number) + " (" + entries_[at].line + ") cannot become '" +
                        std::string(line) + "': " + replaced.error());
        if (replaced->canonical == entries_[at].line)
            return fail("entry " + std::to_string(number) + " is already '" + entries_[at].line + "': nothing to change");
        fixed.push_back({replaced->canonical, std::move(where)});
        std::vector<HistoryEntry> later(entries_.begin() + static_cast<std::ptrdiff_t>(at) + 1, entries_.end());
        later.insert(later.end(), kept_.begin(), kept_.end());
        Ripple rippled = ripple(*g.value(), later, number + 1);
        if (!rippled.stuck.empty()) return fail("that edit is refused, nothing was changed: " + rippled.stuck.front());
        EditResult out;
        out.number = number;
        out.before = entries_[at].line;
        out.after = replaced->canonical;
        out.replayed = static_cast<int>(rippled.placed.size());
        out.dropped = std::move(rippled.dropped);
        out.kept = static_cast<int>(rippled.kept.size());
        undo_stack_.push_back({true, entries_, 0, kept_});
        fixed.insert(fixed.end(), rippled.placed.begin(), rippled.placed.end());
        entries_ = std::move(fixed);
        kept_ = std::move(rippled.kept);
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
    // Entries an edit kept back until the decision it asks again is answered.
    const std::vector<HistoryEntry>& kept() const { return kept_; }
    // The journal line that records an edit.
    static std::string edit_line(int number, const std::string& canonical) { return journal_edit_line(number, canonical); }

private:
    struct Undo {
        bool edit = false;
        std::vector<HistoryEntry> previous;  // the history before an edit
        std::size_t count_before = 0;        // the history's length before a command
        std::vector<HistoryEntry> kept;      // the entries kept back before either
    };

    // What re-adjudicating later entries gave (see `ripple`).
    struct Ripple {
        std::vector<HistoryEntry> placed;  // accepted again, canonical, in the order accepted
        std::vector<std::string> dropped;  // decisions that no longer stand
        std::vector<HistoryEntry> kept;    // waiting for the decision now asked
        std::vector<std::string> stuck;    // entries that fit nowhere, with why
    };

    static bool deciding(const Game& g) {
        if constexpr (requires { g.deciding(); }) return g.deciding();
        else return false;
    }
    static bool waits_for_turn(const Game& g, const std::string& line) {
        if constexpr (requires { g.waits_for_turn(line); }) return g.waits_for_turn(line);
        else return false;
    }
    static bool is_decision(const Game& g, const std::string& line) {
        if constexpr (requires { g.is_decision(line); }) return g.is_decision(line);
        else return false;
    }
    // Whether a decision answers the question now asked (its verb is accepted now).
    static bool answers_now(const Game& g, const std::string& line) {
        if constexpr (requires { g.verbs_now(); }) {
            const std::string verb = lower(line.substr(0, line.find(' ')));
            const auto verbs = g.verbs_now();
            return std::find(verbs.begin(), verbs.end(), verb) != verbs.end();
        } else {
            return true;
        }
    }
    static std::string round_of(const std::string& where) { return where.substr(0, where.find(' ')); }

    // Accepts `later` on `g` again as the table would have typed them had it
    // known the corrected past. An entry refused because the turn moved (a
    // trick now won by another player leads the next) waits and is tried
    // again after each accepted entry of its round. A decision refused is
    // dropped: asked again when the game now waits for one (its asker or
    // options changed), else no longer asked; everything after it is kept
    // back until that is answered. An entry that fits nowhere in its round
    // is stuck. `first` numbers `later[0]` for the messages.
    Ripple ripple(Game& g, const std::vector<HistoryEntry>& later, int first) const {
        Ripple out;
        struct Held {
            const HistoryEntry* entry;
            int number;
            std::string why;
            bool decision;
        };
        std::vector<Held> held;
        auto accept = [&](const HistoryEntry& e) {
            std::string at = g.where();
            auto r = g.apply(e.line);
            if (r) out.placed.push_back({r->canonical, std::move(at)});
            return r;
        };
        auto retry_held = [&] {
            for (std::size_t i = 0; i < held.size();)
                if (accept(*held[i].entry)) {
                    held.erase(held.begin() + static_cast<std::ptrdiff_t>(i));
                    i = 0;
                } else {
                    ++i;
                }
        };
        // Held entries that can no longer fit: a decision is no longer asked,
        // anything else is stuck.
        auto expire_held = [&] {
            for (const auto& h : held)
                if (h.decision)
                    out.dropped.push_back(h.entry->line + " (no longer asked)");
                else
                    out.stuck.push_back("entry " + std::to_string(h.number) + " (" + h.entry->line + ", " +
                                        h.entry->where + ") would no longer be accepted: " + h.why);
            held.clear();
        };
        auto keep_from = [&](std::size_t i) {
            for (const auto& h : held) out.kept.push_back(*h.entry);
            held.clear();
            out.kept.insert(out.kept.end(), later.begin() + static_cast<std::ptrdiff_t>(i), later.end());
        };
        for (std::size_t i = 0; i < later.size(); ++i) {
            const HistoryEntry& e = later[i];
            if (!held.empty() && round_of(e.where) != round_of(held.front().entry->where)) {
                if (deciding(g)) {  // the held entries may fit once the question is answered
                    keep_from(i);
                    return out;
                }
                expire_held();
            }
            auto r = accept(e);
            if (r) {
                retry_held();
                continue;
            }
            const bool asked = deciding(g);
            const bool decision = is_decision(g, e.line);
            if (decision && asked && answers_now(g, e.line)) {  // the same question, of another asker or options
                out.dropped.push_back(e.line + " (asked again)");
                keep_from(i + 1);
                return out;
            }
            if (!decision && asked) {  // a question the old history never met comes first
                keep_from(i);
                return out;
            }
            held.push_back({&e, first + static_cast<int>(i), r.error(), decision});
        }
        if (deciding(g)) keep_from(later.size());
        // Entries of this round typed in the old order of play wait for their turn.
        std::erase_if(held, [&](const Held& h) {
            if (h.decision || !waits_for_turn(g, h.entry->line)) return false;
            out.kept.push_back(*h.entry);
            return true;
        });
        expire_held();
        return out;
    }

    // After a command, the entries an edit kept back are entered again where
    // they fit; whatever fits nowhere now is set aside and named, to be typed
    // again if it happened.
    void enter_kept(Ruling& r) {
        const std::vector<HistoryEntry> waiting = std::move(kept_);
        kept_.clear();
        Ripple rippled = ripple(*game_, waiting, static_cast<int>(entries_.size()) + 1);
        entries_.insert(entries_.end(), rippled.placed.begin(), rippled.placed.end());
        kept_ = std::move(rippled.kept);
        if (!rippled.placed.empty())
            r.notices.push_back(rippled.placed.size() == 1
                                    ? "1 kept entry entered again after the edit ('history' lists it)."
                                    : std::to_string(rippled.placed.size()) +
                                          " kept entries entered again after the edit ('history' lists them).");
        for (const auto& d : rippled.dropped) r.notices.push_back("No longer stands: " + d + ".");
        for (const auto& s : rippled.stuck) r.notices.push_back("Set aside: " + s + "; type it again if it happened.");
        if (!kept_.empty())
            r.notices.push_back(kept_.size() == 1 ? "1 kept entry still waits to be entered ('history' lists it)."
                                                  : std::to_string(kept_.size()) +
                                                        " kept entries still wait to be entered ('history' lists them).");
    }

    // Replays `entries` on a fresh game; each was accepted in this order before.
    Result<std::unique_ptr<Game>> rebuild(const std::vector<HistoryEntry>& entries) const {
        auto g = std::make_unique<Game>(*data_);
        for (const auto& e : entries)
            if (auto r = g->apply(e.line); !r) return fail("internal: replay failed at '" + e.line + "': " + r.error());
        return g;
    }

    const Data* data_;
    std::unique_ptr<Game> game_;
    std::vector<HistoryEntry> entries_;
    std::vector<HistoryEntry> kept_;
    std::vector<Undo> undo_stack_;
};

}  // namespace zref
