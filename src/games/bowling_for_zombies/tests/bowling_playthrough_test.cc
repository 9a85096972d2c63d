// Whole games played by a seeded random table in every variant and table
// size: the referee never gets stuck, every Lane card is accounted for, each
// Zombie is played at most once, and a game that ends has a full sheet. Also
// the one reading that only a larger table reaches: a Lane deck too short for
// the round is refilled from the discards ("Drawing Lane Cards").
#include <algorithm>

#include "bowling_support.h"
#include "core/rng.h"
#include "core/text.h"
#include "games/bowling_for_zombies/rules.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;

// Lane cards typed for the round: random ones of those the deck (and, when it
// runs short, the discards) still hold.
std::string random_lanes(const bfz::GameState& s, int need, Rng& rng) {
    std::vector<int> pool;
    auto counts = s.lane_deck;
    int in_deck = 0;
    for (int c : counts) in_deck += c;
    if (in_deck < need)
        for (std::size_t v = 0; v < counts.size(); ++v) counts[v] += s.lane_discard[v];
    for (std::size_t v = 0; v < counts.size(); ++v)
        for (int k = 0; k < counts[v]; ++k) pool.push_back(static_cast<int>(v));
    rng.shuffle(pool);
    std::string line = "lanes";
    for (int i = 0; i < need; ++i) line += " " + std::to_string(pool.at(static_cast<std::size_t>(i)));
    return need == 0 ? "lanes none" : line;
}

std::string random_reveal(const bfz::GameState& s, int seat, Rng& rng) {
    const auto& n = s.necros.at(static_cast<std::size_t>(seat));
    std::vector<int> left;
    for (std::size_t v = 0; v < n.zombie_used.size(); ++v)
        if (!n.zombie_used[v]) left.push_back(static_cast<int>(v));
    std::string line = "play " + s.seating.name(seat) + " " + std::to_string(left.at(rng.below(left.size())));
    std::vector<std::string> parts;
    if (n.head) parts.push_back("head");
    if (n.leg) parts.push_back("leg");
    if (n.hand) parts.push_back("hand");
    if (!parts.empty() && rng.below(2) == 0)
        line += " " + parts[rng.below(parts.size())] + (rng.below(3) == 0 ? " below" : " above");
    return line;
}

int lanes_accounted(const bfz::GameState& s) {
    int n = 0;
    for (int c : s.lane_deck) n += c;
    for (int c : s.lane_discard) n += c;
    for (const auto& nm : s.necros)
        for (const auto& p : nm.pile) n += p.kind == bfz::PileCard::Kind::Lane ? 1 : 0;
    for (const auto& p : s.phantom_pile) n += p.kind == bfz::PileCard::Kind::Lane ? 1 : 0;
    n += static_cast<int>(s.round.table.size());
    return n;
}

void play_random_game(const bfz::GameData& d, const std::string& variant, int players, std::uint64_t seed) {
    static const char* const names[] = {"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"};
    std::vector<std::string> seats(names, names + players);
    bfz::Referee ref(d);
    std::vector<std::string> setup{"game bowling-for-zombies", "players " + join(seats, " "), "variant " + variant,
                                   "seed " + std::to_string(seed)};
    if (players == 2) setup.push_back(seed % 2 ? "phantom deal" : "phantom typed");
    setup.push_back("begin");
    for (const auto& l : setup) REQUIRE(ref.apply(l).ok());
    Rng rng(seed * 7919 + 1);
    int steps = 0;
    while (ref.game().state().phase != bfz::Phase::GameOver) {
        REQUIRE(++steps < 1000);
        const auto& s = ref.game().state();
        const auto w = ref.game().waiting();
        std::string line;
        if (s.phase == bfz::Phase::Lanes) {
            if (variant == "blackjack" && rng.below(6) == 0) {
                line = "stand " + s.seating.name(static_cast<int>(rng.below(static_cast<std::uint64_t>(players))));
            } else {
                line = random_lanes(s, bfz::lanes_needed(s), rng);
            }
        } else if (s.phase == bfz::Phase::Reveal) {
            if (w.seat >= 0) line = random_reveal(s, w.seat, rng);
            else {
                std::vector<int> left;
                for (std::size_t v = 0; v < s.phantom_used.size(); ++v)
                    if (!s.phantom_used[v]) left.push_back(static_cast<int>(v));
                line = "phantom " + std::to_string(left.at(rng.below(left.size())));
            }
        } else {
            REQUIRE_FALSE(w.examples.empty());
            line = w.examples[rng.below(w.examples.size())];
        }
        INFO("seed " << seed << " " << variant << " " << players << ": " << line << " at " << ref.game().where());
        auto r = ref.apply(line);
        if (!r) {
            // A random stand may be refused (already stood); anything else is a bug.
            REQUIRE_THAT(line, Contains("stand"));
            continue;
        }
        REQUIRE(lanes_accounted(ref.game().state()) == d.lane_deck_size());
    }
    const auto& s = ref.game().state();
    const auto sheet = bfz::build_sheet(s, d);
    CHECK(sheet.game_over);
    if (variant != "blackjack") CHECK(static_cast<int>(s.results.size()) == s.rounds);
    int ranked = 0;
    for (const auto& g : sheet.standing.groups) ranked += static_cast<int>(g.size());
    CHECK(ranked == players);
    for (const auto& res : s.results)
        for (std::size_t i = 0; i < res.seats.size(); ++i)
            if (res.seats[i].reveal)
                for (const auto& later : s.results)
                    if (later.number > res.number && later.seats[i].reveal)
                        CHECK(later.seats[i].reveal->zombie != res.seats[i].reveal->zombie);
}

TEST_CASE("Play-through: random tables in every variant never get stuck and lose no Lane card", "[bowling][playthrough]") {
    for (const std::string variant : {"standard", "high-low", "poker", "blackjack"})
        for (int players = 2; players <= 5; ++players)
            for (std::uint64_t seed = 1; seed <= 12; ++seed) play_random_game(data(), variant, players, seed);
}

TEST_CASE("Drawing Lane Cards: a deck too short for the round is refilled from the discards (our reading: lane-deck-short)",
          "[bowling][lanes]") {
    bfz::GameData six = data();
    six.max_players = 6;
    bfz::Referee ref(six);
    play(ref, {"game bowling-for-zombies", "players Ana Ben Cai Dee Eve Fay", "begin"});
    // Every round all six play the same Zombie: all rip, all five Lane cards are discarded.
    const std::vector<std::string> eight_rounds[] = {
        {"1 1 2 2 2"}, {"3 3 3 3 3"}, {"4 4 4 4 4"}, {"4 5 5 5 5"},
        {"5 5 5 5 6"}, {"6 6 6 6 6"}, {"7 7 7 7 7"}, {"8 8 8 9 9"}};
    int zombie = 0;
    for (const auto& lanes : eight_rounds) {
        play(ref, {"lanes " + lanes.front()});
        for (const char* n : {"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"})
            play(ref, {std::string("play ") + n + " " + std::to_string(zombie)});
        ++zombie;
    }
    const auto& s = ref.game().state();
    CHECK(std::count(s.lane_deck.begin(), s.lane_deck.end(), 0) == static_cast<long>(s.lane_deck.size()));
    auto r = play(ref, {"lanes 9 9 5 5 1"});
    CHECK_THAT(reasons(r), Contains("shuffled back into it") && Contains("lane-deck-short"));
}

}  // namespace
}  // namespace zref::test::bowling
