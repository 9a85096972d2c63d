// `zref-lean-games [GAMES] [PASSES]`: plays the bench's fixed games with the
// engine's texts left for 'why' (the lean pass of `zref bench`) and nothing
// else, so a profiler sees only that pass:
//
//   valgrind --tool=callgrind --toggle-collect='*play_lean*' build/bench/zref-lean-games 60
//
// counts the instructions of the self-play part of 60 bench games, the
// figure the speed work's commits give. Each pass prints its events/s and
// the games' combined sheet digest (the rules fingerprint for 200 games).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iterator>

#include "games/zombie_princess/sim/digest.h"
#include "games/zombie_princess/sim/simulate.h"
#include "games/zombie_princess/data_loader.h"

namespace {

struct Config {
    int players;
    bool teams;
};
// The bench's tables, in its order (src/cli/cmd_bench.cc).
constexpr Config kConfigs[] = {{3, false}, {4, false}, {5, false}, {6, false}, {4, true}, {6, true}};

// Not inlined, so callgrind can be told to count inside it alone.
[[gnu::noinline]] long play_lean(zref::sim::RandomGames& games, int count, std::uint64_t& digest) {
    long events = 0;
    for (int i = 0; i < count; ++i) {
        const Config c = kConfigs[static_cast<std::size_t>(i) % std::size(kConfigs)];
        auto game = games.play(c.players, c.teams, 20260000u + static_cast<std::uint64_t>(i), false, false);
        events += game.events;
        digest = zref::sim::combine(digest, game.sheet_digest);
    }
    return events;
}

}  // namespace

int main(int argc, char** argv) {
    const int count = argc > 1 ? std::atoi(argv[1]) : 200;
    const int passes = argc > 2 ? std::atoi(argv[2]) : 1;
    if (count < 1 || passes < 1) {
        std::fprintf(stderr, "usage: zref-lean-games [GAMES >= 1] [PASSES >= 1]\n");
        return 2;
    }
    auto data = zref::zp::load_builtin_game_data();
    if (!data) {
        std::fprintf(stderr, "zref-lean-games: %s\n", data.error().c_str());
        return 1;
    }
    zref::sim::RandomGames games(*data);
    for (int p = 0; p < passes; ++p) {
        std::uint64_t digest = 0;
        const auto start = std::chrono::steady_clock::now();
        const long events = play_lean(games, count, digest);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("%ld player events in %.3f s: %.0f events/s, sheets digest %016llx\n", events, seconds,
                    static_cast<double>(events) / seconds, static_cast<unsigned long long>(digest));
    }
    return 0;
}
