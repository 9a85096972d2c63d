// `zref new` for Zombie Princess: a preset, the user's settings and the
// command line's options turned into the setup lines that open a journal.
//
// Where each setting comes from, first match wins:
//   1. the command line (--players, --frog, --strict/--lenient, ...);
//   2. a preset *file* given with --preset, for the keys it writes itself:
//      a table written down for a purpose keeps its players, Frog and
//      strictness whatever the user's config says;
//   3. the user's config (players, frog, strictness);
//   4. the preset (built-in or file), then the game data.
// The built-in presets' names (Ana, Ben, ...) are placeholders: the config's
// players replace them on the default table whatever their number, and on a
// built-in preset chosen with --preset when the number matches (teams-of-6
// needs six names); otherwise the preset's names stay and zref says so.
#include <algorithm>

#include "core/command.h"
#include "core/text.h"
#include "games/zombie_princess/module.h"
#include "games/zombie_princess/presets.h"
#include "games/zombie_princess/referee.h"

namespace zref::zp {

std::vector<NewGameOption> Module::new_options() const {
    return {
        {"--preset", "Table preset: first-game, teams-of-4, teams-of-6, random-hourglass, or a .toml file", false, {}, ""},
        {"--mode", "individuals or teams", false, {}, "", {"individuals", "teams"}},
        {"--rounds", "The Round cards in order, as their letters (\"a a a a\"), or random", false, {}, ""},
        {"--start", "Who starts round 1: a name, or random", false, {}, "", {"random"}},
        {"--princesses", "deal, enter or none", false, {}, "", {"deal", "enter", "none"}},
        {"--powers", "Princess powers: on (Princesses are dealt unless --princesses says) or off", false, {"on", "off"}, ""},
        {"--frog", "The card that is the Frog, e.g. \"pets 8\"", false, {}, ""},
        {"--strict", "Refuse any play the rules forbid (the default)", true, {}, ""},
        {"--lenient", "Warn about a play the rules forbid, record it and go on", true, {}, "--strict"},
        {"--reading", "Readings the table switches, ID=VALUE[,ID=VALUE...] (see 'zref rules readings')", false, {}, ""},
    };
}

Result<NewGameSetup> Module::setup(const NewGameRequest& request, const LoadedData& loaded, const UserSettings& config,
                                   const PresetFiles& presets) const {
    const GameData& data = data_of(loaded);
    auto option = [&](const char* name) {
        auto it = request.options.find(name);
        return it == request.options.end() ? std::string() : it->second;
    };
    const bool given_preset = request.options.count("--preset") > 0;
    const std::string preset_name = given_preset ? option("--preset") : "first-game";
    auto text = presets.text(preset_name);
    if (!text) return fail(text.error());
    auto preset = parse_preset(*text, preset_name);
    if (!preset) return fail(preset.error());
    const auto builtin = presets.builtin_names();
    const bool builtin_preset = std::find(builtin.begin(), builtin.end(), preset_name) != builtin.end();
    TablePreset p = *preset;
    NewGameSetup out;
    std::vector<std::string> from_config;  // setup verbs whose value came from the config

    if (!request.players.empty()) {
        p.players = request.players;
    } else if (!config.players.empty()) {
        const bool file_names_players = !builtin_preset && presets.sets_key(preset_name, "players");
        const bool fits = !given_preset || !builtin_preset || config.players.size() == p.players.size();
        if (!file_names_players && fits) {
            p.players = config.players;
            from_config.push_back("players");
        } else if (!file_names_players) {
            out.notes.push_back("Players from the preset " + preset_name + " (" + std::to_string(p.players.size()) +
                                " seats); your config names " + std::to_string(config.players.size()));
        }
    }
    if (!option("--mode").empty()) p.mode = option("--mode");
    if (!option("--rounds").empty()) p.rounds = split_names(option("--rounds"));
    if (!option("--start").empty()) p.start = option("--start");
    if (!option("--princesses").empty()) p.princesses = option("--princesses");
    if (!option("--frog").empty()) {
        p.frog = option("--frog");
    } else if (p.frog.empty() && !config.frog.empty()) {
        p.frog = config.frog;
        from_config.push_back("frog");
    }
    if (!option("--powers").empty()) {
        p.powers = option("--powers") == "on";
        // Powers need Princesses: deal them unless the table said otherwise.
        if (p.powers && p.princesses == "none" && option("--princesses").empty()) p.princesses = "deal";
    }
    const bool lenient = request.options.count("--lenient") > 0, strict = request.options.count("--strict") > 0;
    if (lenient || strict) {
        p.lenient = lenient;
    } else if (!config.strictness.empty() && !presets.sets_key(preset_name, "strictness")) {
        p.lenient = config.strictness == "lenient";
        from_config.push_back("strictness");
    }

    out.lines = {"game " + id(), "players" + quoted_list(p.players), "mode " + p.mode, "rounds" + quoted_list(p.rounds)};
    if (!p.frog.empty()) out.lines.push_back("frog " + p.frog);
    out.lines.push_back("seed " + std::to_string(request.seed.value_or(0)));
    out.lines.push_back("start " + quote_if_needed(p.start));
    out.lines.push_back("princesses " + p.princesses);
    out.lines.push_back(std::string("powers ") + (p.powers ? "on" : "off"));
    out.lines.push_back(std::string("strictness ") + (p.lenient ? "lenient" : "strict"));
    auto readings = reading_lines(config, option("--reading"));
    if (!readings) return fail(readings.error());
    if (!config.readings.empty()) from_config.push_back("reading");
    out.lines.insert(out.lines.end(), readings->begin(), readings->end());
    // The config's [pass] numbers go into the journal, so a resume or replay elsewhere reminds the same.
    for (const auto& [letter, pass] : config.pass)
        out.lines.push_back(std::string("passes ") + letter + " " + (pass.count == -2 ? "half" : std::to_string(pass.count)) +
                            (pass.to_left ? " left" : " right"));
    if (!config.pass.empty()) from_config.push_back("passes");
    out.lines.push_back("begin");

    // Check the whole setup before the program creates a file, so a typo
    // leaves nothing behind.
    Referee probe(data);
    for (const auto& line : out.lines)
        if (auto r = probe.apply(line); !r) {
            // Say so when a value from the config is part of the problem, as
            // the user typed none of it ("Teams need 4 or 6 players").
            const std::string verb = line.substr(0, line.find(' '));
            std::vector<std::string> involved;
            for (const auto& key : from_config)
                if (key == verb || lower(r.error()).find(key) != std::string::npos) involved.push_back(key);
            return fail("setup: " + r.error() +
                        (involved.empty() ? "" : " (" + join(involved, ", ") + " from " + config.source + ")"));
        }
    return out;
}

}  // namespace zref::zp
