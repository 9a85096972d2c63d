// The end-of-game checks every game's self-play makes through its Referee,
// as a table's journal is read: the journal replayed into a fresh Referee
// gives the same game; undoing its last lines gives what the shorter journal
// gives, and typing them again gives the game back. `View` is what the table
// sees of a game (its sheet and status), compared as text.
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/referee.h"
#include "core/result.h"
#include "core/rng.h"

namespace zref {

// A fresh Referee fed the journal's first `lines` lines, as `zref resume` reads them.
template <class Game>
Result<std::unique_ptr<Referee<Game>>> replay_journal(const typename Game::Data& data,
                                                      const std::vector<std::string>& journal, std::size_t lines) {
    auto ref = std::make_unique<Referee<Game>>(data);
    for (std::size_t i = 0; i < lines; ++i)
        if (auto ok = ref->replay_journal_line(journal[i]); !ok)
            return fail("line " + std::to_string(i + 1) + " '" + journal[i] + "' refused on replay: " + ok.error());
    return ref;
}

// What differs when the whole journal is replayed, or nothing.
template <class Game, class View>
std::optional<std::string> replay_differs(const typename Game::Data& data, const std::vector<std::string>& journal,
                                          const std::string& final_view, View view) {
    auto ref = replay_journal<Game>(data, journal, journal.size());
    if (!ref) return ref.error();
    if (ref.value()->history() != journal) return "the replayed journal is written differently";
    if (view(ref.value()->game()) != final_view) return "the replayed game's sheet or status differs from the game's";
    return std::nullopt;
}

// What differs when the last `k` lines are undone one by one (against a
// fresh replay without them) and typed again (against `final_view`), or nothing.
template <class Game, class View>
std::optional<std::string> undo_redo_differs(const typename Game::Data& data, const std::vector<std::string>& journal,
                                             int k, const std::string& final_view, View view) {
    auto ref = replay_journal<Game>(data, journal, journal.size());
    if (!ref) return ref.error();
    Referee<Game>& r = *ref.value();
    const std::string undone = std::to_string(k) + " lines";
    for (int i = 0; i < k; ++i)
        if (auto u = r.undo(); !u) return "undo " + std::to_string(i + 1) + " of " + std::to_string(k) + " refused: " + u.error();
    const std::size_t kept = journal.size() - static_cast<std::size_t>(k);
    auto shorter = replay_journal<Game>(data, journal, kept);
    if (!shorter) return shorter.error();
    if (view(r.game()) != view(shorter.value()->game()))
        return "after undoing " + undone + " the game differs from the journal without them";
    for (std::size_t i = kept; i < journal.size(); ++i)
        if (auto a = r.apply(journal[i]); !a)
            return "after undoing " + undone + ", line " + std::to_string(i + 1) + " '" + journal[i] + "' is refused: " + a.error();
    if (view(r.game()) != final_view) return "after undoing and typing again the last " + undone + " the game differs";
    return std::nullopt;
}

// How many lines to undo: mostly 1 to 6 (each undo replays the whole
// journal), one game in 16 any number up to the whole journal.
inline int undo_depth(Rng& rng, int journal_size) {
    if (journal_size <= 0) return 0;
    const int cap = rng.below(16) == 0 ? journal_size : std::min(journal_size, 6);
    return 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(cap)));
}

}  // namespace zref
