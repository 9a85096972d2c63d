#include "games/zombie_princess/referee.h"

#include "core/command.h"
#include "core/text.h"

namespace zref::zp {

Referee::Referee(const GameData& data) : data_(&data), game_(std::make_unique<Game>(data)) {}

std::string Referee::where(const Game& g) {
    const auto& s = g.state();
    const std::string round = "R" + std::to_string(s.round.number);
    switch (s.phase) {
        case Phase::Setup: return "setup";
        case Phase::ChoosePrincess: return "princesses";
        case Phase::Declare: return round + " entries";
        case Phase::Bidding: return round + " bids";
        case Phase::Tricks: return round + " t" + std::to_string(s.round.tricks.size() + 1);
        case Phase::GameOver: return "game over";
        default: return round + " end";
    }
}

Result<Ruling> Referee::apply(std::string_view line) {
    std::string at = where(*game_);
    auto r = game_->apply(line);
    if (r) {
        entries_.push_back({r->canonical, std::move(at)});
        undo_stack_.push_back({});
    }
    return r;
}

std::vector<std::string> Referee::history() const {
    std::vector<std::string> out;
    out.reserve(entries_.size());
    for (const auto& e : entries_) out.push_back(e.line);
    return out;
}

// Replays `entries` on a fresh game. Entries before `fresh_from` were accepted
// in this order before and must be again; the rest are re-adjudicated and, when
// `canonical` is given, written there with their new context.
Result<std::unique_ptr<Game>> Referee::rebuild(const std::vector<HistoryEntry>& entries, std::size_t fresh_from,
                                               std::vector<HistoryEntry>* canonical) const {
    auto g = std::make_unique<Game>(*data_);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        std::string at = where(*g);
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

Result<std::string> Referee::undo() {
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

Result<EditResult> Referee::edit(int number, std::string_view line) {
    if (entries_.empty()) return fail("nothing to edit yet");
    if (number < 1 || number > static_cast<int>(entries_.size()))
        return fail("no entry " + std::to_string(number) + ": entries run 1 to " + std::to_string(entries_.size()) +
                    " ('history' lists them)");
    const auto at = static_cast<std::size_t>(number - 1);
    // The replacement is read as if typed at that moment, so shorthand
    // ("k5", "2") names the same player the entry did.
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

std::string Referee::edit_line(int number, const std::string& canonical) {
    return "edit " + std::to_string(number) + " " + canonical;
}

Status Referee::replay_journal_line(std::string_view line) {
    auto words = tokenize(line);
    if (!words) return fail(words.error());
    if (words->empty()) return Ok{};
    const std::string verb = lower(words->front());
    if (verb == "undo" && words->size() == 1) {
        if (auto u = undo(); !u) return fail(u.error());
        return Ok{};
    }
    if (verb == "edit") {
        if (words->size() < 3) return fail("edit: give the entry number and the new line, e.g. 'edit 12 play Ben k5'");
        auto n = parse_count((*words)[1], 1, 1000000, "entry number");
        if (!n) return fail(n.error());
        // The rest of the line after the number, as written.
        std::string rest;
        for (std::size_t i = 2; i < words->size(); ++i) rest += (rest.empty() ? "" : " ") + quote_if_needed((*words)[i]);
        if (auto e = edit(*n, rest); !e) return fail(e.error());
        return Ok{};
    }
    if (auto r = apply(line); !r) return fail(r.error());
    return Ok{};
}

}  // namespace zref::zp
