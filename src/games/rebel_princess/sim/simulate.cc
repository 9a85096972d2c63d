#include "games/rebel_princess/sim/simulate.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/referee_checks.h"
#include "games/rebel_princess/sim/end_checks.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/table/render.h"

namespace zref::rp::sim {

namespace {

// A game has five rounds of at most 48 cards or 6 numbers each; far more
// means the engine never ends it.
constexpr long kSimEventLimit = 1000;


// What the finished game shows of the rarer outcomes: Rebels of the Ball,
// ties on the lowest total broken by rounds at 0, shared wins.
void count_outcomes(const Game& g, Counts& c) {
    const auto& s = g.state();
    for (const auto& r : s.results)
        c.rebels += std::count(r.scores.begin(), r.scores.end(), g.data().rebel_of_the_ball);
    const auto groups = final_ranking(g.data(), s);
    if (groups.front().size() > 1) ++c.shared_wins;
    else if (groups.size() > 1 && s.totals[static_cast<std::size_t>(groups[1].front())] ==
                                      s.totals[static_cast<std::size_t>(groups[0].front())])
        ++c.ties_broken;
}

std::vector<std::string> coverage_lines(const Counts& c) {
    std::map<std::string, long> per_card;
    for (const auto& id : c.cards_played) ++per_card[id];
    std::vector<std::string> cards;
    for (const auto& [id, n] : per_card) cards.push_back(fmt::format("{} {}", id, n));
    return {fmt::format("rounds: {} card by card, {} entered by their results", c.rounds_by_cards, c.rounds_by_results),
            fmt::format("Princes led from a hand of only Princes: {}; Rebels of the Ball: {}", c.claims, c.rebels),
            fmt::format("Enter's offers checked: {}; Round card entries typed from the hands: {} ({} redeals); taken "
                        "from zref's examples: {}",
                        c.enter_offers, c.own_entries, c.redeals, c.other_entries),
            fmt::format("ties on the lowest total broken by rounds at 0: {}; shared wins: {}", c.ties_broken, c.shared_wins),
            "Round cards played (rounds): " + fmt::format("{}", fmt::join(cards, ", "))};
}

void add_counts(Counts& to, const Counts& from) {
    to.rounds_by_cards += from.rounds_by_cards;
    to.rounds_by_results += from.rounds_by_results;
    to.claims += from.claims;
    to.rebels += from.rebels;
    to.enter_offers += from.enter_offers;
    to.other_entries += from.other_entries;
    to.own_entries += from.own_entries;
    to.redeals += from.redeals;
    to.ties_broken += from.ties_broken;
    to.shared_wins += from.shared_wins;
    to.cards_played.insert(to.cards_played.end(), from.cards_played.begin(), from.cards_played.end());
}

}  // namespace

GameOutcome play_checked_game(const GameData& data, const TableConfig& table, int index) {
    GameOutcome out;
    RandomGame game(data, table);
    auto failed = [&](Violation v) {
        out.failure = Failure{index, table.seed, std::move(v), game.referee().history()};
        out.events = game.events();
        return out;
    };
    std::size_t checked = 0;
    if (auto ok = game.setup(); !ok) return failed({"the table can be set up", ok.error()});
    if (auto v = check_event(game, checked)) return failed(*v);
    while (!game.over()) {
        if (game.events() > kSimEventLimit)
            return failed({"the game ends", "still going after " + std::to_string(kSimEventLimit) + " entries"});
        if (auto ok = game.step(); !ok) return failed({"a legal entry is always accepted", ok.error()});
        if (const auto& typed = game.last_typed(); game.referee().entries().back().line != typed)
            return failed({"a line typed in full form is journaled as typed",
                           "typed '" + typed + "', journaled '" + game.referee().entries().back().line + "'"});
        if (auto v = check_event(game, checked)) return failed(*v);
    }
    const std::vector<std::string> journal = game.referee().history();
    const std::string final_view = table_view(game.referee().game());
    if (auto v = check_replay(data, journal, final_view)) return failed(*v);
    Rng depth(table.seed ^ 0xBB67AE8584CAA73Bull);
    if (auto v = check_undo_redo(data, journal, zref::undo_depth(depth, static_cast<int>(journal.size())), final_view))
        return failed(*v);
    out.events = game.events();
    out.sheet_digest = selfplay::fnv1a(render_sheet_json(game.referee().game()));
    out.counts = game.counts();
    count_outcomes(game.referee().game(), out.counts);
    return out;
}

RunReport run(const GameData& data, const RunOptions& options) {
    const int games = std::max(0, options.games);
    // Outcomes come back in game order, whatever the threads.
    std::vector<GameOutcome> outcomes = selfplay::run_games<GameOutcome>(games, options.threads, [&](int i) {
        return play_checked_game(data, TableConfig{options.players, game_seed(options.seed, i), options.teams}, i);
    });

    RunReport report;
    report.games = games;
    report.digest = selfplay::fnv1a("");
    Counts all;
    for (auto& o : outcomes) {
        report.events += o.events;
        add_counts(all, o.counts);
        report.digest = selfplay::fnv1a(fmt::format("{:016x}", o.sheet_digest), report.digest);
        if (o.failure) {
            ++report.violations;
            if (report.failures.size() < 3) report.failures.push_back(std::move(*o.failure));
        }
    }
    report.coverage = coverage_lines(all);
    return report;
}

}  // namespace zref::rp::sim
