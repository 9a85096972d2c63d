// `zref bench` for Zombie Princess: the rules fingerprint over fixed seeded
// games (every player count and mode) and the engine's speed, played twice:
// once with every ruling explained as at the table, once with the texts left
// for when they are asked for (FastEntries::set_explaining). Both must reach the
// same sheets.
#include <fmt/format.h>

#include <chrono>
#include <ctime>

#include "games/zombie_princess/module.h"
#include "games/zombie_princess/sim/digest.h"
#include "games/zombie_princess/sim/simulate.h"

namespace zref::zp {

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }
// CPU seconds of this process: on a busy machine the wall-clock rates drop,
// these do not.
double cpu_now() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// The fixed tables of the fingerprint: every player count and mode.
struct Config {
    int players;
    bool teams;
};
constexpr Config kConfigs[] = {{3, false}, {4, false}, {5, false}, {6, false}, {4, true}, {6, true}};

struct Pass {
    std::vector<sim::RandomGame> played;
    std::uint64_t fingerprint = 0;
    long events = 0;
    int stuck = 0;
    double wall = 0, cpu = 0;
};

// Only the explained pass keeps its games, whose journals the replay timing
// reads; the lean pass keeps none, so holding a thousand journals is not part
// of its figure.
Pass play_pass(const GameData& data, int games_to_play, bool explaining) {
    Pass p;
    if (explaining) p.played.reserve(static_cast<std::size_t>(games_to_play));
    sim::RandomGames games(data);  // one table for the pass, restarted for each game
    const auto start = Clock::now();
    const double cpu_start = cpu_now();
    for (int i = 0; i < games_to_play; ++i) {
        const Config c = kConfigs[static_cast<std::size_t>(i) % std::size(kConfigs)];
        sim::RandomGame game =
            games.play(c.players, c.teams, 20260000u + static_cast<std::uint64_t>(i), explaining, explaining);
        p.events += game.events;
        p.stuck += game.completed ? 0 : 1;
        p.fingerprint = sim::combine(p.fingerprint, game.sheet_digest);
        if (explaining) p.played.push_back(std::move(game));
    }
    p.wall = since(start);
    p.cpu = cpu_now() - cpu_start;
    return p;
}

}  // namespace

Result<BenchReport> Module::bench(const LoadedData& loaded, int games) const {
    const GameData& data = data_of(loaded);
    const Pass explained = play_pass(data, games, true);
    const Pass lean = play_pass(data, games, false);
    const int stuck = explained.stuck + lean.stuck;
    BenchReport r;
    r.fingerprint = explained.fingerprint;
    r.ok = stuck == 0 && lean.fingerprint == explained.fingerprint;
    r.lines.push_back(fmt::format("rules fingerprint: {:016x}  ({} fixed seeded games over 3-6 Individuals and 4/6 Teams{})",
                                  explained.fingerprint, games, stuck ? fmt::format("; {} did not finish", stuck) : ""));
    r.lines.push_back("engine only, no invariant checks, one thread (per wall-clock second; per CPU second):");
    r.lines.push_back(fmt::format("  simulated games/s:   {:.1f}; {:.1f}  (rulings explained)", games / explained.wall,
                                  games / explained.cpu));
    r.lines.push_back(fmt::format(
        "  player events/s:     {:.0f}; {:.0f}  (rulings explained; bids, plays, power uses, decisions: {} in {:.2f} s)",
        explained.events / explained.wall, explained.events / explained.cpu, explained.events, explained.wall));
    r.lines.push_back(fmt::format("  player events/s:     {:.0f}; {:.0f}  (texts left for 'why': {} in {:.2f} s, {})",
                                  lean.events / lean.wall, lean.events / lean.cpu, lean.events, lean.wall,
                                  lean.fingerprint == explained.fingerprint
                                      ? "same sheets"
                                      : "DIFFERENT SHEETS: explaining changed a ruling"));
    // Self-play keeps card plays as seats and cards; the journals are the
    // lines a session would have written.
    for (const auto& game : explained.played) r.journals.push_back(game.journal.lines());
    return r;
}

}  // namespace zref::zp
