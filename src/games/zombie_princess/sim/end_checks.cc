#include "games/zombie_princess/sim/end_checks.h"

#include <algorithm>

#include "games/zombie_princess/sheet.h"
#include "games/zombie_princess/sim/digest.h"

namespace zref::sim {

namespace {
Result<std::unique_ptr<zp::Referee>> replayed(const zp::GameData& data, const std::vector<std::string>& journal) {
    auto ref = std::make_unique<zp::Referee>(data);
    for (std::size_t i = 0; i < journal.size(); ++i)
        if (auto ok = ref->replay_journal_line(journal[i]); !ok)
            return fail("line " + std::to_string(i + 1) + " '" + journal[i] + "' refused on replay: " + ok.error());
    return ref;
}
}  // namespace

std::optional<Violation> check_replay(const zp::Game& final_game, const std::vector<std::string>& journal) {
    const char* what = "replaying the journal gives the same score sheet";
    auto ref = replayed(final_game.data(), journal);
    if (!ref) return Violation{what, ref.error()};
    const auto& again = ref.value()->game().state();
    if (sheet_digest(zp::build_sheet(again)) != sheet_digest(zp::build_sheet(final_game.state())))
        return Violation{what, "the replayed sheet differs from the sheet the game ended with"};
    if (state_digest(again) != state_digest(final_game.state()))
        return Violation{what, "the sheets agree but the replayed state differs (receipts, bids or cards)"};
    return std::nullopt;
}

std::optional<Violation> check_undo_redo(const zp::Game& final_game, const std::vector<std::string>& journal, int k) {
    const char* what = "undoing a suffix and redoing it gives the same state";
    auto ref = replayed(final_game.data(), journal);
    if (!ref) return Violation{what, ref.error()};
    auto& r = *ref.value();
    for (int i = 0; i < k; ++i)
        if (auto u = r.undo(); !u) return Violation{what, "undo " + std::to_string(i + 1) + " of " + std::to_string(k) + " refused: " + u.error()};
    const auto from = journal.size() - static_cast<std::size_t>(k);
    for (std::size_t i = from; i < journal.size(); ++i)
        if (auto a = r.apply(journal[i]); !a)
            return Violation{what, "after undoing " + std::to_string(k) + " lines, line " + std::to_string(i + 1) + " '" +
                                       journal[i] + "' is refused: " + a.error()};
    if (state_digest(r.game().state()) != state_digest(final_game.state()))
        return Violation{what, "after undoing and redoing the last " + std::to_string(k) + " lines the state differs"};
    return std::nullopt;
}

int pick_undo_depth(Rng& rng, int journal_size) {
    if (journal_size <= 0) return 0;
    const int cap = rng.below(64) == 0 ? journal_size : std::min(journal_size, 4);
    return 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(cap)));
}

}  // namespace zref::sim
