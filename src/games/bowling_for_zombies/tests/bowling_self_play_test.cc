// Bowling for Zombies!!! self-play (src/games/bowling_for_zombies/sim):
// seeded games of every table size and variant run clean, the results do
// not depend on threads, the registry's entry refuses what it cannot play,
// and every kind of check can fail when fed a corrupted state, deck, sheet
// or journal.
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "games/bowling_for_zombies/module.h"
#include "games/bowling_for_zombies/sim/end_checks.h"
#include "games/bowling_for_zombies/sim/invariants.h"
#include "games/bowling_for_zombies/sim/simulate.h"

using namespace zref;
using namespace zref::bfz;
using namespace zref::bfz::sim;

namespace {

const Module& module() {
    static const Module m;
    return m;
}

const LoadedData& loaded() {
    static const std::shared_ptr<const LoadedData> data = [] {
        auto d = module().load(module().builtin_data(), UserSettings{});
        REQUIRE(d);
        return d.value();
    }();
    return *data;
}

const GameData& module_data() { return data_of(loaded()); }

std::string describe(const RunReport& r) {
    std::string out;
    for (const auto& f : r.failures) {
        out += "game " + std::to_string(f.game) + ": " + f.violation.invariant + ": " + f.violation.detail + "\n";
        for (const auto& line : f.journal) out += "  " + line + "\n";
    }
    return out;
}

// A finished game of `variant` (seeded), played by the simulator.
RandomGame finished_game(int players, Variant variant, std::uint64_t seed) {
    RandomGame game(module_data(), TableConfig{players, variant, PhantomMode::Deal, seed});
    REQUIRE(game.setup());
    while (!game.over()) REQUIRE(game.step());
    return game;
}

// A game stopped in round `round`'s resolution or later, when piles hold cards.
RandomGame game_in_round(int players, Variant variant, int round) {
    RandomGame game(module_data(), TableConfig{players, variant, PhantomMode::Deal, 11});
    REQUIRE(game.setup());
    while (!game.over() && game.referee().game().state().round.number < round) REQUIRE(game.step());
    REQUIRE_FALSE(game.over());
    return game;
}

}  // namespace

TEST_CASE("Bowling self-play: seeded games of every table size and variant have no violation", "[bowling][sim]") {
    for (int players = 2; players <= 5; ++players)
        for (Variant variant : {Variant::Standard, Variant::HighLow, Variant::Poker, Variant::Blackjack}) {
            RunOptions options;
            options.players = players;
            options.variant = variant;
            options.games = 24;
            options.seed = static_cast<std::uint64_t>(100 + players);
            const RunReport report = run(module_data(), options);
            INFO(players << " players, variant " << module_data().variant(variant)->id << "\n" << describe(report));
            REQUIRE(report.games == 24);
            REQUIRE(report.events > 24 * 10);
            REQUIRE(report.violations == 0);
            REQUIRE(report.coverage.games_per_variant.at(module_data().variant(variant)->id) == 24);
        }
}

TEST_CASE("Bowling self-play: a run's results do not depend on its threads or repeat", "[bowling][sim]") {
    RunOptions options;
    options.players = 4;
    options.games = 16;
    options.seed = 9;
    const RunReport one = run(module_data(), options);
    options.threads = 3;
    const RunReport three = run(module_data(), options);
    REQUIRE(one.violations == 0);
    REQUIRE(one.digest == three.digest);
    REQUIRE(one.events == three.events);
    options.seed = 10;
    REQUIRE(run(module_data(), options).digest != one.digest);
}

TEST_CASE("Bowling self-play through the registry: variants cycled, a variant named, what it refuses",
          "[bowling][sim]") {
    REQUIRE(module().simulates());
    SimulationRequest request{2, {}, 8, 1, 1};
    auto report = module().simulate(loaded(), request);
    REQUIRE(report);
    CHECK(report->table == "2 players and the phantom hand, variants cycled");
    CHECK(report->violations == 0);
    CHECK(report->coverage.front().rfind("Games per variant: blackjack 2 high-low 2 poker 2 standard 2 (", 0) == 0);

    request.players = 3;
    request.settings["variant"] = "poker";
    report = module().simulate(loaded(), request);
    REQUIRE(report);
    CHECK(report->table == "3 players, variant poker");
    CHECK(report->coverage.front().rfind("Games per variant: poker 8 ", 0) == 0);

    request.settings["variant"] = "cribbage";
    REQUIRE_FALSE(module().simulate(loaded(), request));
    request.settings = {{"mode", "teams"}};
    auto refused = module().simulate(loaded(), request);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().find("not 'mode'") != std::string::npos);
    request.settings.clear();
    request.players = 6;
    refused = module().simulate(loaded(), request);
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "simulate: Bowling for Zombies!!! is for 2 to 5 players, not 6");
}

TEST_CASE("Bowling self-play: the card checks fail on a corrupted state or deck", "[bowling][sim]") {
    RandomGame game = game_in_round(4, Variant::Standard, 3);
    const Game& g = game.referee().game();
    REQUIRE_FALSE(check_event(g, &game.lane_deck()));

    SECTION("a Lane card in two places") {
        GameState s = g.state();
        s.necros[0].pile.push_back({PileCard::Kind::Lane, 5, 1, -1, 0});
        const auto v = check_lane_cards(s, module_data(), nullptr);
        REQUIRE(v);
        CHECK(v->invariant == "each Lane card in exactly one place");
        CHECK(v->detail.find("Lane cards 5") != std::string::npos);
    }
    SECTION("the table's draw pile and the engine's disagree") {
        std::vector<int> deck = game.lane_deck();
        deck.pop_back();
        const auto v = check_lane_cards(g.state(), module_data(), &deck);
        REQUIRE(v);
        CHECK(v->detail.find("the table's draw pile holds") != std::string::npos);
    }
    SECTION("a Zombie played but still in hand") {
        GameState s = g.state();
        const auto& reveal = s.results.front().seats.front().reveal;
        REQUIRE(reveal);
        s.necros[0].zombie_used[static_cast<std::size_t>(reveal->zombie)] = false;
        const auto v = check_zombies(s);
        REQUIRE(v);
        CHECK(v->invariant == "each Zombie card in exactly one place");
    }
    SECTION("a Body Part gone from the hand without being spent") {
        GameState s = g.state();
        for (auto& n : s.necros) n.head = n.leg = n.hand = false;
        const auto v = check_body_parts(s);
        REQUIRE(v);
        CHECK(v->invariant == "each Body Part in one place");
    }
    SECTION("a round's fate that the reveals do not give") {
        GameState s = g.state();
        SeatRound& sr = s.results.front().seats.front();
        sr.fate = sr.fate == Fate::Wandered ? Fate::Bowls : Fate::Wandered;
        const auto v = check_fates(s);
        REQUIRE(v);
        CHECK(v->invariant == "each round resolved in the rulebook's order");
    }
}

TEST_CASE("Bowling self-play: the sheet check fails on a wrong total or ranking", "[bowling][sim]") {
    for (Variant variant : {Variant::Standard, Variant::HighLow, Variant::Poker, Variant::Blackjack}) {
        RandomGame game = finished_game(3, variant, 5);
        const ScoreSheet good = build_sheet(game.referee().game().state(), module_data());
        INFO("variant " << good.variant);
        REQUIRE_FALSE(check_sheet(good, variant));

        REQUIRE(good.rounds_played.size() >= 2);
        ScoreSheet wrong_total = good;
        wrong_total.rounds_played[1].cells[2].total += 1;
        const auto v = check_sheet(wrong_total, variant);
        REQUIRE(v);
        CHECK(v->invariant == "scores equal the sum of the round receipts");

        ScoreSheet wrong_end = good;
        wrong_end.standing.points[0] += 1;
        wrong_end.standing.pile_cards[0] += 1;
        REQUIRE(check_sheet(wrong_end, variant));

        ScoreSheet reversed = good;
        std::reverse(reversed.standing.groups.begin(), reversed.standing.groups.end());
        if (reversed.standing.groups.size() > 1) {
            const auto r = check_sheet(reversed, variant);
            REQUIRE(r);
            CHECK(r->invariant == "the ranking follows the variant's goal");
        }
    }
}

TEST_CASE("Bowling self-play: the end checks fail on a journal that does not give the game", "[bowling][sim]") {
    RandomGame game = finished_game(4, Variant::Poker, 3);
    const auto journal = game.referee().history();
    const std::string view = table_view(game.referee().game());
    REQUIRE_FALSE(check_replay(module_data(), journal, view));
    REQUIRE_FALSE(check_undo_redo(module_data(), journal, 5, view));
    REQUIRE_FALSE(check_undo_redo(module_data(), journal, static_cast<int>(journal.size()), view));

    RandomGame other = finished_game(4, Variant::Poker, 4);
    const auto v = check_replay(module_data(), journal, table_view(other.referee().game()));
    REQUIRE(v);
    CHECK(v->invariant == "replaying the journal gives the same score sheet");

    std::vector<std::string> broken = journal;
    broken.back() = "play Svipdag 10";  // no Zombie 10: refused whatever the moment
    const auto r = check_replay(module_data(), broken, view);
    REQUIRE(r);
    CHECK(r->detail.find("refused on replay") != std::string::npos);
    REQUIRE(check_undo_redo(module_data(), journal, 2, table_view(other.referee().game())));
}
