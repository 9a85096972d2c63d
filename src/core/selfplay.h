// What every game's self-play shares: each game's seed drawn from the run's,
// a digest of text, and the games played on several threads with each result
// kept in game order, so the thread count changes the speed and nothing else.
#pragma once
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <string_view>
#include <thread>
#include <vector>

#include "core/rng.h"

namespace zref::selfplay {

// FNV-1a, chained through `h`: equal texts, equal digests, on every machine.
inline std::uint64_t fnv1a(std::string_view text, std::uint64_t h = 0xcbf29ce484222325ull) {
    for (unsigned char ch : text) {
        h ^= ch;
        h *= 0x100000001b3ull;
    }
    return h;
}

// Game `index`'s own seed: games stay the same whichever thread plays them.
inline std::uint64_t game_seed(std::uint64_t run_seed, int index) {
    Rng mix(run_seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(index));
    mix.next();
    return mix.next();
}

// play(i) for every game i, on up to `threads` threads; each worker takes the
// next game not yet taken and writes only that game's outcome.
template <class Outcome, class Play>
std::vector<Outcome> run_games(int games, int threads, Play play) {
    games = std::max(0, games);
    std::vector<Outcome> outcomes(static_cast<std::size_t>(games));
    std::atomic<int> next{0};
    auto worker = [&] {
        for (int i = next++; i < games; i = next++) outcomes[static_cast<std::size_t>(i)] = play(i);
    };
    const int count = std::clamp(threads, 1, std::max(1, games));
    std::vector<std::thread> pool;
    for (int i = 1; i < count; ++i) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
    return outcomes;
}

}  // namespace zref::selfplay
