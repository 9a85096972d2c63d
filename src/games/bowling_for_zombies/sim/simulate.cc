#include "games/bowling_for_zombies/sim/simulate.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <thread>

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

std::uint64_t fnv1a(std::string_view text, std::uint64_t h) {
    for (unsigned char ch : text) {
        h ^= ch;
        h *= 0x100000001b3ull;
    }
    return h;
}

std::uint64_t game_seed(std::uint64_t run_seed, int index) {
    Rng mix(run_seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(index));
    mix.next();
    return mix.next();
}

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
    std::vector<GameOutcome> outcomes(static_cast<std::size_t>(games));
    // Each worker takes the next game not yet taken; each game writes only
    // its own outcome, and the outcomes are added up in game order below.
    std::atomic<int> next{0};
    auto worker = [&] {
        for (int i = next++; i < games; i = next++)
            outcomes[static_cast<std::size_t>(i)] = play_checked_game(data, table_for(options, i), i);
    };
    const int threads = std::clamp(options.threads, 1, std::max(1, games));
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();

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
