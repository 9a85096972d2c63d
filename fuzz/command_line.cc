// libFuzzer target: typed command lines. The first byte picks a table (a
// game at setup, at bidding, mid-trick with powers on, a Bowling game at
// setup, mid-reveal or resolving, or a Rebel Princess game at setup,
// mid-trick or with one player's requests left, a Zombie Paella game at
// setup or mid-battle, or a Zombie Ninja Pirates game at setup or in the
// moves of a Bite, combined); every following line goes through the
// tokenizer, the command parser, the card notation and the game's apply()
// (the whole path a line typed at the prompt takes). Each input starts from
// a fresh table, so runs are deterministic.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "games/trick_taking/card.h"
#include "core/command.h"
#include "fuzz_support.h"
#include "games/bowling_for_zombies/referee.h"
#include "games/rebel_princess/referee.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_princess/referee.h"

namespace {

using namespace zref;

enum class Which { Princess, Bowling, Rebel, Paella, Znp };

struct Table {
    Which game;
    std::vector<std::string_view> lines;  // accepted before the fuzzed ones
};

constexpr auto kPrincess = Which::Princess;
constexpr auto kBowling = Which::Bowling;
constexpr auto kRebel = Which::Rebel;
constexpr auto kPaella = Which::Paella;
constexpr auto kZnp = Which::Znp;

// Prefixes of tests/transcripts/**/*.zref: states a typist reaches every game.
// New tables go last, so that a seed's first byte keeps its table.
const std::array<Table, 14> kTables = {{
    {kPrincess, {}},
    {kPrincess, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds a b c d", "seed 7",
             "start Ana", "princesses none", "powers off", "begin"}},
    {kPrincess, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds a b c d", "seed 7",
             "start Ana", "princesses none", "powers off", "begin", "bid Ana 4", "bid Ben 6", "bid Cai 0",
             "play Ana v9"}},
    {kPrincess, {"game zombie-princess", "players Ana Ben Cai Dee", "mode teams", "rounds a a a a", "seed 1",
             "start Ana", "princesses enter", "powers on", "begin", "princess Ana alice", "princess Ben cinderella",
             "princess Cai ice-princess", "princess Dee thumbelina", "bid Ana 2", "bid Ben 1", "bid Cai 3",
             "bid Dee 4", "play Ana v1", "play Ben v2"}},
    {kBowling, {}},
    {kBowling, {"game bowling-for-zombies", "players Ana Ben Cai", "variant standard", "seed 3", "begin", "lanes 9 3",
            "play Ana 4", "play Ben 8"}},
    {kBowling, {"game bowling-for-zombies", "players Ana Ben Cai", "variant high-low", "seed 5", "begin", "lanes 8 6",
            "play Ana 5", "play Ben 3", "play Cai 9"}},
    {kRebel, {}},
    {kRebel, {"game rebel-princess", "players Ana Ben Cai Dee", "sets deluxe original",
              "rounds once-upon-a-time invitation once-upon-a-time invitation once-upon-a-time", "seed 7", "start Ana",
              "princesses none", "begin", "play Ana p10", "play Ben p3"}},
    {kRebel, {"game rebel-princess", "players Ana Ben Cai", "rounds random", "seed 1", "start Ana", "princesses none",
              "begin", "requests Ana 5", "requests Ben 3"}},
    {kPaella, {}},
    {kPaella, {"game zombie-paella", "players Ana Ben Cai", "card \"Wild Boar\" battle attack 4 defence 2",
               "deal Ana tomato stinky-sandals", "deal Ben rabbit", "deal Cai", "alms", "draw", "battle Ben rabbit",
               "defend king-james-i"}},
    {kZnp, {}},
    {kZnp, {"game zombie-ninja-pirates", "combined on", "deck 120", "players Ana Ben Cai", "card sensei ninja 3",
            "start Ana", "play brains", "draw", "use bite zombie Ana"}},
}};

template <class Referee>
void play(const typename Referee::Data& data, const Table& table, const std::vector<std::string_view>& lines) {
    Referee ref(data);
    for (auto l : table.lines)
        if (!ref.apply(l)) __builtin_trap();  // the table itself must stand: a test broke, not a finding
    for (auto l : lines) {
        // As the session does: a line is a command, `undo`, or `edit N LINE`.
        (void)ref.replay_journal_line(l);
        (void)ref.game().where();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    if (size == 0) return 0;
    const Table& table = kTables[bytes[0] % kTables.size()];
    const std::string_view text(reinterpret_cast<const char*>(bytes) + 1, size - 1);
    const auto lines = fuzz::split_lines(text);

    // The pieces on their own, as completion and did-you-mean call them.
    static const tt::CardCodec codec = [] {
        zp::Referee ref(fuzz::princess_data());
        for (auto l : kTables[1].lines) (void)ref.apply(l);
        return ref.game().state().codec;
    }();
    const tt::CardCodec& rebel_codec = fuzz::rebel_data().codec(3);  // Rebel Princess's deck from 2
    for (auto l : lines) {
        (void)parse_command(l);
        if (auto words = tokenize(l))
            for (const auto& w : *words) {
                (void)codec.parse(w);
                (void)rebel_codec.parse(w);
            }
        (void)codec.parse(l);
    }

    switch (table.game) {
        case Which::Princess: play<zp::Referee>(fuzz::princess_data(), table, lines); break;
        case Which::Bowling: play<bfz::Referee>(fuzz::bowling_data(), table, lines); break;
        case Which::Rebel: play<rp::Referee>(fuzz::rebel_data(), table, lines); break;
        case Which::Paella: play<Referee<paella::Game>>(fuzz::paella_data(), table, lines); break;
        case Which::Znp: play<Referee<znp::Game>>(fuzz::znp_data(), table, lines); break;
    }
    return 0;
}
