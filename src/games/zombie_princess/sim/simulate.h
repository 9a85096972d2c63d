// Self-play: many random games through the engine the table uses, each
// checked after every event and at its end. Deterministic: a game's seed is
// derived from (run seed, game index), so results do not depend on how many
// threads share the work.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/zombie_princess/data.h"
#include "games/zombie_princess/sim/invariants.h"
#include "games/zombie_princess/sim/random_table.h"

namespace zref::sim {

struct SimulateOptions {
    int players = 4;
    bool teams = false;
    int games = 100;
    std::uint64_t seed = 1;
    int threads = 1;
    std::vector<std::pair<std::string, std::string>> readings;  // every game's table readings (TableConfig::readings)
};

// What went wrong in one game, with what reproduces it.
struct Failure {
    int game = 0;              // 0-based index in the run
    std::uint64_t game_seed = 0;
    Violation violation;
    std::vector<std::string> journal;  // the accepted lines, up to the failure
};

// What a run exercised, to show every Round card and Princess was played.
struct Coverage {
    std::map<char, int> round_cards;           // rounds played per Round card
    std::map<std::string, int> princesses;     // games per chosen Princess
    std::map<std::string, int> powers;         // declared power uses per Princess
    // The counts-vs-cards check (counts_check.h): rounds compared, and rounds
    // left out by the category the counts syntax does not take yet.
    int counts_checked = 0;
    std::map<std::string, int> counts_skipped;
    void add(const Coverage& other);
};

struct GameOutcome {
    Coverage coverage;
    long events = 0;                 // player events: bids, plays, powers, decisions
    std::uint64_t sheet_digest = 0;  // of the final score sheet
    std::optional<Failure> failure;
};

struct SimulateReport {
    int games = 0;
    long events = 0;
    int violations = 0;
    Coverage coverage;
    std::vector<Failure> failures;  // the first few, in game order
    std::uint64_t digest = 0;       // all final sheets, in game order
};

// The seed of game `index` of a run.
std::uint64_t game_seed(std::uint64_t run_seed, int index);
// The table for game `index`: half the games draw the Round cards at random,
// the others cycle through every Round card in turn.
TableConfig table_for(const zp::GameData& data, int players, bool teams, std::uint64_t run_seed, int index);

// One game with every check. It is always played explaining: the end checks
// compare its state with a replay's, which writes every text.
GameOutcome play_checked_game(const zp::GameData& data, const TableConfig& table, int index);
// One game without any check, for benchmarks: the engine alone.
struct RandomGame {
    long events = 0;
    std::uint64_t sheet_digest = 0;
    SimJournal journal;  // card plays written as lines only when asked for
    bool completed = false;
    std::string error;  // when not completed
};
// With `explaining` false the engine keeps its rulings' texts and its
// receipts' details for when they are asked for (FastEntries::set_explaining);
// the game played, its journal and its sheet are the same.
RandomGame play_random_game(const zp::GameData& data, int players, bool teams, std::uint64_t seed, bool explaining = true);

// Games without checks one after another on one kept table
// (RandomTable::restart): the same games as play_random_game, without
// building and freeing a table for each. The journal is handed over only
// when asked for: the bench replays the explained pass's journals and
// never reads the lean pass's.
class RandomGames {
public:
    explicit RandomGames(const zp::GameData& data) : data_(&data) {}
    RandomGame play(int players, bool teams, std::uint64_t seed, bool explaining, bool keep_journal);

private:
    const zp::GameData* data_;
    std::optional<RandomTable> table_;
};

SimulateReport simulate(const zp::GameData& data, const SimulateOptions& options);

}  // namespace zref::sim
