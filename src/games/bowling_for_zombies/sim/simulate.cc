#include "games/bowling_for_zombies/sim/simulate.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/referee_checks.h"
#include "games/bowling_for_zombies/sim/end_checks.h"
#include "games/bowling_for_zombies/table/render.h"

namespace zref::bfz::sim {

namespace {

constexpr Variant kVariants[] = {Variant::Standard, Variant::HighLow, Variant::Poker, Variant::Blackjack};

// A game has at most ten rounds of a few dozen entries; far more means the
// engine never ends it.
constexpr long kEventLimit = 1000;

}  // namespace

TableConfig table_for(const RunOptions& options, int index) {
    TableConfig t;
    t.players = options.players;
    t.seed = game_seed(options.seed, index);
    const int cycle = options.variant ? index : index / 4;
    t.variant = options.variant.value_or(kVariants[index % 4]);
    t.phantom = cycle % 2 == 0 ? PhantomMode::Deal : PhantomMode::Typed;
    return t;
}

GameOutcome play_checked_game(const GameData& data, const TableConfig& table, int index) {
    GameOutcome out;
    RandomGame game(data, table);
    auto failed = [&](Violation v) {
        out.failure = Failure{index, table.seed, std::move(v), game.referee().history()};
        out.events = game.events();
        return out;
    };
    if (auto ok = game.setup(); !ok) return failed({"the table can be set up", ok.error()});
    if (auto v = check_event(game.referee().game(), &game.lane_deck())) return failed(*v);
    while (!game.over()) {
        if (game.events() > kEventLimit)
            return failed({"the game ends", "still going after " + std::to_string(kEventLimit) + " entries"});
        if (auto ok = game.step(); !ok) return failed({"a legal entry is always accepted", ok.error()});
        if (const auto& typed = game.last_typed(); game.referee().entries().back().line != typed)
            return failed({"a line typed in full form is journaled as typed",
                           "typed '" + typed + "', journaled '" + game.referee().entries().back().line + "'"});
        if (auto v = check_event(game.referee().game(), &game.lane_deck())) return failed(*v);
    }
    const std::vector<std::string> journal = game.referee().history();
    const std::string final_view = table_view(game.referee().game());
    if (auto v = check_replay(data, journal, final_view)) return failed(*v);
    Rng depth(table.seed ^ 0xBB67AE8584CAA73Bull);
    if (auto v = check_undo_redo(data, journal, zref::undo_depth(depth, static_cast<int>(journal.size())), final_view))
        return failed(*v);
    const GameState& s = game.referee().game().state();
    out.events = game.events();
    out.sheet_digest = fnv1a(render_bfz_sheet_json(s, data));
    out.coverage = coverage_of(game);
    return out;
}

RunReport run(const GameData& data, const RunOptions& options) {
    const int games = std::max(0, options.games);
    // Outcomes come back in game order, whatever the threads.
    std::vector<GameOutcome> outcomes = selfplay::run_games<GameOutcome>(
        games, options.threads, [&](int i) { return play_checked_game(data, table_for(options, i), i); });

    RunReport report;
    report.games = games;
    report.digest = fnv1a("");
    for (auto& o : outcomes) {
        report.events += o.events;
        report.coverage.add(o.coverage);
        report.digest = fnv1a(fmt::format("{:016x}", o.sheet_digest), report.digest);
        if (o.failure) {
            ++report.violations;
            if (report.failures.size() < 3) report.failures.push_back(std::move(*o.failure));
        }
    }
    return report;
}

}  // namespace zref::bfz::sim
