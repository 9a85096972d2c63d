#include "games/rebel_princess/sim/end_checks.h"

#include <algorithm>
#include <memory>

#include "games/rebel_princess/table/render.h"

namespace zref::rp::sim {

namespace {

Result<std::unique_ptr<Referee>> replay_lines(const GameData& data, const std::vector<std::string>& journal,
                                              std::size_t lines) {
    auto ref = std::make_unique<Referee>(data);
    for (std::size_t i = 0; i < lines; ++i)
        if (auto ok = ref->replay_journal_line(journal[i]); !ok)
            return fail("line " + std::to_string(i + 1) + " '" + journal[i] + "' refused on replay: " + ok.error());
    return ref;
}

}  // namespace

std::string table_view(const Game& g) { return render_sheet_json(g) + render_status(g) + g.waiting().what + "\n"; }

std::optional<Violation> check_replay(const GameData& data, const std::vector<std::string>& journal,
                                      const std::string& final_view) {
    const char* what = "replaying the journal gives the same game";
    auto ref = replay_lines(data, journal, journal.size());
    if (!ref) return Violation{what, ref.error()};
    if (ref.value()->history() != journal) return Violation{what, "the replayed journal is written differently"};
    if (table_view(ref.value()->game()) != final_view)
        return Violation{what, "the replayed game's sheet or status differs from the game's"};
    return std::nullopt;
}

std::optional<Violation> check_undo_redo(const GameData& data, const std::vector<std::string>& journal, int k,
                                         const std::string& final_view) {
    const char* what = "undoing the last lines and typing them again gives the same game";
    auto ref = replay_lines(data, journal, journal.size());
    if (!ref) return Violation{what, ref.error()};
    Referee& r = *ref.value();
    for (int i = 0; i < k; ++i)
        if (auto u = r.undo(); !u)
            return Violation{what, "undo " + std::to_string(i + 1) + " of " + std::to_string(k) + " refused: " + u.error()};
    const std::size_t kept = journal.size() - static_cast<std::size_t>(k);
    auto shorter = replay_lines(data, journal, kept);
    if (!shorter) return Violation{what, shorter.error()};
    if (table_view(r.game()) != table_view(shorter.value()->game()))
        return Violation{what, "after undoing " + std::to_string(k) + " lines the game differs from the journal without them"};
    for (std::size_t i = kept; i < journal.size(); ++i)
        if (auto a = r.apply(journal[i]); !a)
            return Violation{what, "after undoing " + std::to_string(k) + " lines, line " + std::to_string(i + 1) + " '" +
                                       journal[i] + "' is refused: " + a.error()};
    if (table_view(r.game()) != final_view)
        return Violation{what, "after undoing and typing again the last " + std::to_string(k) + " lines the game differs"};
    return std::nullopt;
}

int undo_depth(Rng& rng, int journal_size) {
    if (journal_size <= 0) return 0;
    const int cap = rng.below(16) == 0 ? journal_size : std::min(journal_size, 6);
    return 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(cap)));
}

}  // namespace zref::rp::sim
