#include "games/zombie_princess/sim/simulate.h"

#include <algorithm>

#include "core/selfplay.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/sim/counts_check.h"
#include "games/zombie_princess/sim/digest.h"
#include "games/zombie_princess/sim/end_checks.h"

namespace zref::sim {

std::uint64_t game_seed(std::uint64_t run_seed, int index) {
    Rng mix(run_seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(index));
    mix.next();
    return mix.next();
}

TableConfig table_for(const zp::GameData& data, int players, bool teams, std::uint64_t run_seed, int index) {
    TableConfig t;
    t.players = players;
    t.teams = teams;
    t.seed = game_seed(run_seed, index);
    if (index % 2 == 0) return t;  // "rounds random"
    std::vector<char> regular, hourglass;
    for (char l : zp::refereed_round_cards())
        if (const auto* info = data.round_card(l)) (info->hourglass ? hourglass : regular).push_back(l);
    if (regular.empty() || hourglass.empty()) return t;
    const auto cycle = static_cast<std::size_t>(index / 2);
    t.rounds.clear();
    for (std::size_t k = 0; k < 3; ++k) t.rounds += std::string(1, regular[(3 * cycle + k) % regular.size()]) + " ";
    t.rounds += hourglass[cycle % hourglass.size()];
    return t;
}

void Coverage::add(const Coverage& other) {
    for (const auto& [k, n] : other.round_cards) round_cards[k] += n;
    for (const auto& [k, n] : other.princesses) princesses[k] += n;
    for (const auto& [k, n] : other.powers) powers[k] += n;
    counts_checked += other.counts_checked;
    for (const auto& [k, n] : other.counts_skipped) counts_skipped[k] += n;
}

namespace {
Coverage coverage_of(const zp::GameState& s, const std::vector<std::string>& journal) {
    Coverage c;
    for (const auto& r : s.results) ++c.round_cards[r.card];
    for (const auto& id : s.princess_of)
        if (!id.empty()) ++c.princesses[id];
    for (const auto& line : journal)
        if (line.rfind("power ", 0) == 0)  // "power NAME ID ..."
            for (const auto& id : s.princess_of)
                if (!id.empty() && line.find(" " + id) != std::string::npos) {
                    ++c.powers[id];
                    break;
                }
    return c;
}
}  // namespace

GameOutcome play_checked_game(const zp::GameData& data, const TableConfig& config, int index) {
    GameOutcome out;
    TableConfig table = config;
    table.explaining = true;  // the end checks compare with a replay, which explains
    RandomTable t(data, table);
    auto failed = [&](Violation v) {
        out.failure = Failure{index, table.seed, std::move(v), t.journal().lines()};
        out.events = t.player_events();
        return out;
    };
    if (auto ok = t.setup(); !ok) return failed({"the simulator can set up a table", ok.error()});
    // A game has a few hundred events; far more means the engine loops.
    const int limit = 20000;
    while (!t.over()) {
        if (t.player_events() > limit) return failed({"the game ends", "still going after " + std::to_string(limit) + " events"});
        if (auto ok = t.step(); !ok) return failed({"a legal move is always accepted", ok.error()});
        if (auto v = check_event(t.game(), t.hands())) return failed(*v);
    }
    const std::vector<std::string> journal = t.journal().lines();
    if (auto v = check_replay(t.game(), journal)) return failed(*v);
    Rng depth(table.seed ^ 0xD1B54A32D192ED03ull);
    if (auto v = check_undo_redo(t.game(), journal, pick_undo_depth(depth, static_cast<int>(journal.size()))))
        return failed(*v);
    CountsTally counts;
    if (auto v = check_counts_vs_cards(data, journal, &counts)) return failed(*v);
    out.events = t.player_events();
    out.sheet_digest = sheet_digest(t.game().state());
    out.coverage = coverage_of(t.game().state(), journal);
    out.coverage.counts_checked = counts.checked;
    out.coverage.counts_skipped = std::move(counts.skipped);
    return out;
}

RandomGame play_random_game(const zp::GameData& data, int players, bool teams, std::uint64_t seed, bool explaining) {
    return RandomGames(data).play(players, teams, seed, explaining, true);
}

RandomGame RandomGames::play(int players, bool teams, std::uint64_t seed, bool explaining, bool keep_journal) {
    RandomGame out;
    TableConfig table;
    table.players = players;
    table.teams = teams;
    table.seed = seed;
    table.explaining = explaining;
    if (table_)
        table_->restart(std::move(table));
    else
        table_.emplace(*data_, std::move(table));
    RandomTable& t = *table_;
    Status ok = t.setup();
    // A step's result is kept only when it fails: assigning every step's
    // into `ok` was a variant assignment per event.
    while (ok && !t.over())
        if (Status stepped = t.step(); !stepped) ok = std::move(stepped);
    out.events = t.player_events();
    out.sheet_digest = sheet_digest(t.game().state());
    if (keep_journal) out.journal = t.take_journal();
    out.completed = static_cast<bool>(ok);
    if (!ok) out.error = ok.error();
    return out;
}

SimulateReport simulate(const zp::GameData& data, const SimulateOptions& options) {
    const int games = std::max(0, options.games);
    // Outcomes come back in game order, whatever the threads.
    std::vector<GameOutcome> outcomes = selfplay::run_games<GameOutcome>(games, options.threads, [&](int i) {
        TableConfig table = table_for(data, options.players, options.teams, options.seed, i);
        table.readings = options.readings;
        return play_checked_game(data, table, i);
    });

    SimulateReport report;
    report.games = games;
    for (auto& o : outcomes) {
        report.events += o.events;
        report.coverage.add(o.coverage);
        report.digest = combine(report.digest, o.sheet_digest);
        if (o.failure) {
            ++report.violations;
            if (report.failures.size() < 3) report.failures.push_back(std::move(*o.failure));
        }
    }
    return report;
}

}  // namespace zref::sim
