// `zref bench`: a rules fingerprint and the engine's speed. The fingerprint is
// one number over the score sheets of a fixed set of seeded random games, so
// a change that alters any ruling shows; the timings run the engine alone
// (no invariant checks) on one thread.
#include <fmt/format.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#include "cli/commands.h"
#include "games/zombie_princess/referee.h"
#include "sim/digest.h"
#include "sim/simulate.h"
#include "store/game_data_loader.h"
#include "store/journal.h"

extern char** environ;

namespace zref::cli {

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }
// CPU seconds of this process: on a busy machine the wall-clock rates drop,
// these do not.
double cpu_now() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

struct BenchCli {
    int games = 200;
    int spawns = 20;
};

// The fixed tables of the fingerprint: every player count and mode.
struct Config {
    int players;
    bool teams;
};
constexpr Config kConfigs[] = {{3, false}, {4, false}, {5, false}, {6, false}, {4, true}, {6, true}};

// Average wall time of `zref --version`, spawned from this very binary.
Result<double> startup_seconds(int runs) {
    char self[] = "/proc/self/exe";
    char flag[] = "--version";
    char* argv[] = {self, flag, nullptr};
    posix_spawn_file_actions_t quiet;
    posix_spawn_file_actions_init(&quiet);
    posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
    const auto start = Clock::now();
    for (int i = 0; i < runs; ++i) {
        pid_t pid = 0;
        if (posix_spawn(&pid, self, &quiet, nullptr, argv, environ) != 0) {
            posix_spawn_file_actions_destroy(&quiet);
            return fail("cannot spawn /proc/self/exe --version");
        }
        int status = 0;
        waitpid(pid, &status, 0);
    }
    posix_spawn_file_actions_destroy(&quiet);
    return since(start) / runs;
}

int run_bench(const BenchCli& o, const GlobalOptions& g) {
    auto data = g.data.empty() ? store::load_builtin_game_data() : store::load_game_data_file(g.data);
    if (!data) {
        std::fprintf(stderr, "zref: %s\n", data.error().c_str());
        return 2;
    }
    // Each pass plays the same fixed games: first with every ruling explained
    // as at the table, then with the texts left for when they are asked for
    // (zp::Game::set_explaining). Both must reach the same sheets.
    struct Pass {
        std::vector<sim::RandomGame> played;
        std::uint64_t fingerprint = 0;
        long events = 0;
        int stuck = 0;
        double wall = 0, cpu = 0;
    };
    // Only the explained pass keeps its games, whose journals the replay
    // timing reads; the lean pass keeps none, so holding a thousand journals
    // is not part of its figure.
    auto play_pass = [&](bool explaining) {
        Pass p;
        if (explaining) p.played.reserve(static_cast<std::size_t>(o.games));
        sim::RandomGames games(*data);  // one table for the pass, restarted for each game
        const auto start = Clock::now();
        const double cpu_start = cpu_now();
        for (int i = 0; i < o.games; ++i) {
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
    };
    const Pass explained = play_pass(true);
    const Pass lean = play_pass(false);
    const auto& played = explained.played;
    const std::uint64_t fingerprint = explained.fingerprint;
    const int stuck = explained.stuck + lean.stuck;
    const long events = explained.events;
    const double play_time = explained.wall, play_cpu = explained.cpu;

    // The journals as the files zref writes (each line with its check),
    // made before the clock starts: self-play keeps card plays as seats and
    // cards. The replay is `zref resume`'s reading without the disk: the
    // text split into lines and their checks verified (store::parse_journal),
    // then every line ruled again into a fresh referee.
    std::vector<std::string> journals;
    journals.reserve(played.size());
    for (const auto& game : played) {
        std::string text;
        for (const auto& line : game.journal.lines()) text += store::journal_line_bytes(line);
        journals.push_back(std::move(text));
    }
    long lines = 0, refused = 0;
    const auto replay_start = Clock::now();
    const double replay_cpu_start = cpu_now();
    for (const auto& journal : journals) {
        const store::JournalFile file = store::parse_journal(journal);
        zp::Referee ref(*data);
        for (const auto& line : file.lines) {
            if (line.damage.empty() && ref.replay_journal_line(line.text)) ++lines;
            else ++refused;
        }
    }
    const double replay_time = since(replay_start), replay_cpu = cpu_now() - replay_cpu_start;

    fmt::print("rules fingerprint: {:016x}  ({} fixed seeded games over 3-6 Individuals and 4/6 Teams{})\n", fingerprint,
               o.games, stuck ? fmt::format("; {} did not finish", stuck) : "");
    fmt::print("engine only, no invariant checks, one thread (per wall-clock second; per CPU second):\n");
    fmt::print("  simulated games/s:   {:.1f}; {:.1f}  (rulings explained)\n", o.games / play_time, o.games / play_cpu);
    fmt::print("  player events/s:     {:.0f}; {:.0f}  (rulings explained; bids, plays, power uses, decisions: {} in {:.2f} s)\n",
               events / play_time, events / play_cpu, events, play_time);
    fmt::print("  player events/s:     {:.0f}; {:.0f}  (texts left for 'why': {} in {:.2f} s, {})\n",
               lean.events / lean.wall, lean.events / lean.cpu, lean.events, lean.wall,
               lean.fingerprint == fingerprint ? "same sheets" : "DIFFERENT SHEETS: explaining changed a ruling");
    fmt::print("  journal replay:      {:.0f}; {:.0f} lines/s  ({} checked lines read into fresh Referees in {:.2f} s{})\n",
               lines / replay_time, lines / replay_cpu, lines, replay_time,
               refused ? fmt::format("; {} REFUSED", refused) : "");
    if (auto t = startup_seconds(o.spawns))
        fmt::print("  start-up (zref --version): {:.2f} ms  (average of {} runs)\n", *t * 1000.0, o.spawns);
    else
        fmt::print("  start-up: {}\n", t.error());
    return stuck == 0 && refused == 0 && lean.fingerprint == fingerprint ? 0 : 1;
}

}  // namespace

void add_bench_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto o = std::make_shared<BenchCli>();
    auto* cmd = app.add_subcommand("bench", "Rules fingerprint and engine speed, from seeded random games");
    cmd->add_option("--games", o->games, "Games to play for the fingerprint and timings (default 200; the fingerprint is for 200)")
        ->check(CLI::Range(1, 1000000));
    cmd->add_option("--spawns", o->spawns, "Runs of 'zref --version' to time start-up (default 20)")->check(CLI::Range(1, 10000));
    cmd->footer("Exit status: 0 done, 1 a simulated game could not finish or the two passes reached different sheets, 2 bad usage.");
    t.add(cmd, [o, &g] { return run_bench(*o, g); });
}

}  // namespace zref::cli
