#include "games/rebel_princess/module.h"

#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/data_loader.h"
#include "games/rebel_princess/referee.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::rp {

const GameData& data_of(const LoadedData& loaded) { return static_cast<const Loaded&>(loaded).data; }

DataText Module::builtin_data() const { return {builtin_data_text(), "games/rebel-princess.toml (built in)"}; }

Result<std::shared_ptr<const LoadedData>> Module::load(const DataText& text, const UserSettings&) const {
    auto data = parse_rebel_princess_data(text.text, text.source);
    if (!data) return fail(data.error());
    auto loaded = std::make_shared<Loaded>();
    loaded->data = std::move(data.value());
    return std::shared_ptr<const LoadedData>(std::move(loaded));
}

std::unique_ptr<Table> Module::new_table(std::shared_ptr<const LoadedData> loaded) const {
    std::shared_ptr<const GameData> data(loaded, &data_of(*loaded));
    return std::make_unique<OwningTable<RpTable, GameData, Referee>>(std::move(data));
}

std::vector<NewGameOption> Module::new_options() const {
    return {
        // Completion's values are single words, so boxes may be joined with commas ("deluxe,rp2").
        {"--sets", "Rebel Princess: the boxes the table plays from, e.g. deluxe,rp2 (original, deluxe, rp2)", false,
         {}, "", {"deluxe,rp2", "original,rp2", "original,deluxe,rp2", "deluxe", "original"}},
        {"--rounds", "The Round cards in order (ids or letters), or random", false, {}, "", {"random"}},
        {"--start", "Who starts round 1: a name, or random", false, {}, "", {"random"}},
        {"--princesses", "deal, enter, none, or villains (Team Mode: each team keeps a villain pair)", false, {}, "",
         {"deal", "enter", "none", "villains"}},
        {"--mode", "standard, or teams (Rebel Princess 2's Team Mode: 4 or 6 players in teams of two)", false, {}, "",
         {"standard", "teams"}},
        {"--teams", "Team Mode with these partners, seated so that the teams alternate: A+B,C+D[,E+F]", false, {}, ""},
        {"--reading", "Readings the table switches, ID=VALUE[,ID=VALUE...] (see 'zref rules readings')", false, {}, ""},
        {"--passes", "Rebel Princess: the pass a Round card prints where zref does not know it, "
                     "ID=N left|right[,ID=N left N right...]", false, {}, ""},
    };
}

// Players: the command line's, else the settings' when their number fits,
// else four placeholders; then the boxes, Round cards, seed, start, readings.
Result<NewGameSetup> Module::setup(const NewGameRequest& request, const LoadedData& loaded, const UserSettings& settings,
                                   const PresetFiles&) const {
    const GameData& data = data_of(loaded);
    auto option = [&](const char* name) {
        auto it = request.options.find(name);
        return it == request.options.end() ? std::string() : it->second;
    };
    std::vector<std::string> players = request.players;
    const int from_config = static_cast<int>(settings.players.size());
    if (players.empty() && from_config >= data.min_players && from_config <= data.max_players)
        players = settings.players;
    if (players.empty()) players = {"Ana", "Ben", "Cai", "Dee"};
    const std::string mode = option("--mode");
    const std::string teams = option("--teams");
    if (!teams.empty() && !request.players.empty()) return fail("new: --teams names the players; leave out --players");
    if (!teams.empty() && !mode.empty() && mode != "teams") return fail("new: --teams is Team Mode; leave out --mode " + mode);
    NewGameSetup out;
    out.lines = {"game " + data.id};
    // Partners by name: the 'teams' line seats them with the teams alternating.
    if (!teams.empty()) out.lines.push_back("teams " + join(split_names(teams), " "));
    else out.lines.push_back("players" + quoted_list(players));
    if (mode == "teams") out.lines.push_back("mode teams");
    std::string sets = option("--sets");
    std::replace(sets.begin(), sets.end(), ',', ' ');
    out.lines.push_back("sets " + (sets.empty() ? std::string("deluxe rp2") : sets));
    const std::string rounds = option("--rounds");
    out.lines.push_back("rounds " + (rounds.empty() ? std::string("random") : rounds));
    // A pass is "2 left" or "1 left 1 right": the items are cut at commas only.
    std::string item;
    for (const char ch : option("--passes") + ",") {
        if (ch != ',') {
            item += ch;
            continue;
        }
        const auto eq = item.find('=');
        if (eq != std::string::npos) out.lines.push_back("passes " + item.substr(0, eq) + " " + item.substr(eq + 1));
        else if (item.find_first_not_of(' ') != std::string::npos) return fail("new: --passes " + item + ": write ID=N left|right");
        item.clear();
    }
    out.lines.push_back("seed " + std::to_string(request.seed.value_or(0)));
    if (const std::string start = option("--start"); !start.empty()) out.lines.push_back("start " + start);
    for (const auto& pair : split_names(option("--reading"))) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos) return fail("new: --reading " + pair + ": write ID=VALUE");
        out.lines.push_back("reading " + pair.substr(0, eq) + " " + pair.substr(eq + 1));
    }
    const std::string princesses = option("--princesses");
    out.lines.push_back("princesses " + (princesses.empty() ? std::string("deal") : princesses));
    out.lines.push_back("begin");
    if (rounds.empty())
        out.notes.push_back("Round cards drawn by the seed: lay them out as the game's first lines say, or start again "
                            "with --rounds to name your own");
    Referee probe(data);
    for (const auto& line : out.lines)
        if (auto r = probe.apply(line); !r) return fail("setup: " + r.error());
    return out;
}

}  // namespace zref::rp
