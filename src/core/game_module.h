// What the program needs of a game, whatever its kind: its name and table
// size, its built-in data, a table to referee on, how `zref new` options
// become the setup lines that open its journal, its rules topics, its
// one-shot tools and its self-play. The program (src/cli) and the store
// know games only through this interface and the list in
// src/games/registry.cc. Nothing here assumes rounds, tricks, bids or skulls.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/table.h"
#include "core/user_settings.h"

namespace zref {

// A game's data file as text: the built-in one or a --data FILE the store read.
struct DataText {
    std::string_view text;
    std::string source;  // named in errors: "games/zombie-princess.toml (built in)" or the path
};

// Parsed game data, shared by every table opened on it. Each game derives
// its own; the program only passes it back to the game that loaded it.
class LoadedData {
public:
    virtual ~LoadedData() = default;
};

// An option of `zref new` that only some games take ("--variant").
struct NewGameOption {
    std::string name;  // "--variant"
    std::string help;
    bool flag = false;                 // takes no value
    std::vector<std::string> choices;  // the values accepted, when they are few
    std::string excludes;              // a flag it cannot be given with ("--strict")
    std::vector<std::string> suggestions{};  // values shell completion offers (the game checks them)
};

// Named texts the store reads for a game's setup: table presets, built in
// or given as a file.
struct PresetFiles {
    std::function<Result<std::string>(const std::string& name_or_path)> text;
    std::function<std::vector<std::string>()> builtin_names;
    std::function<bool(const std::string& name_or_path, std::string_view key)> sets_key;
};

// What `zref new` was given, whatever the game.
struct NewGameRequest {
    std::vector<std::string> players;                      // as typed, in seat order; empty: not given
    std::optional<unsigned long long> seed;                // the program draws one when none was given
    std::map<std::string, std::string> options;            // the game's own options given: "--mode" -> "teams", flags -> ""
    std::vector<std::pair<std::string, std::string>> set;  // --set key=value, in order
    // Lines earlier games asked to remember (GameModule::remembers), for the
    // game to put in its setup; the store keeps them per game.
    std::vector<std::string> remembered;
};

struct NewGameSetup {
    std::vector<std::string> lines;  // the journal's setup, ending with the line that starts play
    std::vector<std::string> notes;  // printed before the game starts
};

// A one-shot tool (`zref trick`): its options, all read as text, and what
// it prints. The program builds the subcommand and prints the result.
struct ToolOption {
    std::string name;          // "--players", or a positional's name ("cards")
    std::string help;
    bool flag = false;
    bool positional = false;   // every word not taken by an option, in order
    bool repeatable = false;   // may be given more than once (values joined by ',')
    // Values shell completion offers, from the game's data.
    std::function<std::vector<std::string>(const LoadedData&)> suggest{};
};

struct ToolInput {
    std::map<std::string, std::string> values;  // option name -> value ("" for a flag given)
    std::vector<std::string> words;             // the positional words
    bool given(const std::string& name) const { return values.count(name) > 0; }
    std::string value(const std::string& name, const std::string& fallback = "") const {
        auto it = values.find(name);
        return it == values.end() ? fallback : it->second;
    }
};

struct Tool {
    std::string name;  // the subcommand: "trick"
    std::string description;
    std::string footer;  // examples and exit status for --help
    std::vector<ToolOption> options;
    // Runs on the game's data (the user's settings applied); the text is
    // printed, an error is one line.
    std::function<Result<std::string>(const LoadedData& data, const UserSettings& settings, const ToolInput& input)> run;
};

// Self-play: random legal games through the engine the table uses, with
// the game's invariants checked after every event and replay and undo at
// the end of each game.
struct SimulationRequest {
    int players = 0;
    std::map<std::string, std::string> settings;  // "mode" -> "teams"
    int games = 0;
    std::uint64_t seed = 1;
    int threads = 1;
};

struct SimulationFailure {
    int game = 0;
    std::uint64_t game_seed = 0;
    std::string invariant;
    std::string detail;
    std::vector<std::string> journal;  // replays to the violation
};

struct SimulationReport {
    std::string table;  // "4 players, individuals"
    int games = 0;
    long events = 0;
    int violations = 0;
    std::uint64_t digest = 0;  // of every sheet: equal for equal rulings
    std::vector<SimulationFailure> failures;
    std::vector<std::string> coverage;  // lines saying what the games exercised
};

// `zref bench`: the game's rules fingerprint over fixed seeded games and its
// engine's speed; the program adds how fast the journals read back.
struct BenchReport {
    std::uint64_t fingerprint = 0;
    std::vector<std::string> lines;  // the fingerprint line first, then the game's timings
    bool ok = true;                  // every game finished, and the passes agreed
    std::vector<std::vector<std::string>> journals;  // the games' journals, for the replay timing
};

class GameModule {
public:
    virtual ~GameModule() = default;

    virtual std::string id() const = 0;    // "zombie-princess": `game` lines, --game, file names
    virtual std::string name() const = 0;  // "Zombie Princess"
    virtual int min_players() const = 0;
    virtual int max_players() const = 0;
    virtual DataText builtin_data() const = 0;

    // Parses `data` and applies the user's settings onto it; errors are one line.
    virtual Result<std::shared_ptr<const LoadedData>> load(const DataText& data, const UserSettings& settings) const = 0;
    // A fresh table on loaded data (a journal's lines are then replayed into it).
    virtual std::unique_ptr<Table> new_table(std::shared_ptr<const LoadedData> data) const = 0;

    // `zref new`: the options only this game takes, and the setup lines for a request.
    virtual std::vector<NewGameOption> new_options() const = 0;
    virtual Result<NewGameSetup> setup(const NewGameRequest& request, const LoadedData& data,
                                       const UserSettings& settings, const PresetFiles& presets) const = 0;

    // `zref rules`: the index for an empty topic, else the topic's text; an
    // unknown topic is refused in one line naming what would be accepted.
    virtual Result<std::string> rules(const LoadedData& data, std::string_view topic) const = 0;
    virtual bool has_rules_topic(const LoadedData& data, std::string_view topic) const = 0;
    // The words `zref rules` takes, for completion.
    virtual std::vector<std::string> rules_topics(const LoadedData& data) const = 0;

    virtual std::vector<Tool> tools() const { return {}; }

    // Whether an accepted journal line is worth remembering for this game's
    // next tables (a card the table described); the store keeps such lines
    // and `zref new` hands them back in NewGameRequest::remembered.
    virtual bool remembers(std::string_view /*journal_line*/) const { return false; }

    // Self-play; games without it say so.
    virtual bool simulates() const { return false; }
    virtual std::vector<std::string> simulation_settings() const { return {}; }  // "mode=individuals|teams"
    virtual Result<SimulationReport> simulate(const LoadedData&, const SimulationRequest&) const {
        return fail("simulate: " + name() + " has no self-play yet");
    }
    virtual bool benches() const { return false; }
    virtual Result<BenchReport> bench(const LoadedData&, int /*games*/) const {
        return fail("bench: " + name() + " has no benchmark yet");
    }
};

}  // namespace zref
