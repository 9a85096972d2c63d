// `zref bench`: a game's rules fingerprint and its engine's speed (the
// game's bench hook), how fast its journals read back, and start-up. The
// fingerprint is one number over the score sheets of a fixed set of seeded
// random games, so a change that alters any ruling shows; the timings run
// the engine alone (no invariant checks) on one thread.
#include <fmt/format.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#include "cli/app.h"
#include "cli/commands.h"
#include "cli/open_game.h"
#include "core/text.h"
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
    std::string game;  // "" : the default game
    int games = 200;
    int spawns = 20;
};

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
    auto game = find_game(lower(o.game), "bench");
    if (!game) return say_error(game.error()), 2;
    if (!(*game)->benches()) return say_error("bench: " + (*game)->name() + " has no benchmark yet"), 2;
    auto data = load_game_data(**game, g.data, store::UserConfig{});
    if (!data) return say_error(data.error()), 2;
    auto report = (*game)->bench(**data, o.games);
    if (!report) return say_error(report.error()), 2;

    // The journals as the files zref writes (each line with its check), made
    // before the clock starts. The replay is `zref resume`'s reading without
    // the disk: the text split into lines and their checks verified
    // (store::parse_journal), then every line ruled again into a fresh table.
    std::vector<std::string> journals;
    journals.reserve(report->journals.size());
    for (const auto& lines : report->journals) {
        std::string text;
        for (const auto& line : lines) text += store::journal_line_bytes(line);
        journals.push_back(std::move(text));
    }
    long lines = 0, refused = 0;
    const auto replay_start = Clock::now();
    const double replay_cpu_start = cpu_now();
    for (const auto& journal : journals) {
        const store::JournalFile file = store::parse_journal(journal);
        auto table = (*game)->new_table(*data);
        for (const auto& line : file.lines) {
            if (line.damage.empty() && table->replay_line(line.text)) ++lines;
            else ++refused;
        }
    }
    const double replay_time = since(replay_start), replay_cpu = cpu_now() - replay_cpu_start;

    for (const auto& line : report->lines) fmt::print("{}\n", line);
    fmt::print("  journal replay:      {:.0f}; {:.0f} lines/s  ({} checked lines read into fresh tables in {:.2f} s{})\n",
               lines / replay_time, lines / replay_cpu, lines, replay_time,
               refused ? fmt::format("; {} REFUSED", refused) : "");
    if (auto t = startup_seconds(o.spawns))
        fmt::print("  start-up (zref --version): {:.2f} ms  (average of {} runs)\n", *t * 1000.0, o.spawns);
    else
        fmt::print("  start-up: {}\n", t.error());
    return report->ok && refused == 0 ? 0 : 1;
}

}  // namespace

void add_bench_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto o = std::make_shared<BenchCli>();
    auto* cmd = app.add_subcommand("bench", "Rules fingerprint and engine speed, from seeded random games");
    cmd->add_option("--game", o->game, "The game to measure (default: the default game)");
    cmd->add_option("--games", o->games, "Games to play for the fingerprint and timings (default 200; the fingerprint is for 200)")
        ->check(CLI::Range(1, 1000000));
    cmd->add_option("--spawns", o->spawns, "Runs of 'zref --version' to time start-up (default 20)")->check(CLI::Range(1, 10000));
    cmd->footer("Exit status: 0 done, 1 a simulated game could not finish or the two passes reached different sheets, 2 bad usage.");
    t.add(cmd, [o, &g] { return run_bench(*o, g); });
}

}  // namespace zref::cli
