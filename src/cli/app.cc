#include "cli/app.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>

#include "cli/bfz_table.h"
#include "cli/open_game.h"
#include "cli/render.h"
#include "cli/session.h"
#include "cli/zp_table.h"
#include "core/text.h"
#include "games/zombie_princess/referee.h"
#include "store/config.h"
#include "store/bowling_data_loader.h"
#include "store/game_data_loader.h"
#include "store/game_files.h"
#include "store/journal.h"
#include "store/presets.h"

namespace zref::cli {

namespace {

void say_error(const std::string& msg) { std::fputs(("zref: " + msg + "\n").c_str(), stderr); }

Result<zp::GameData> game_data(const std::string& override_path) {
    if (!override_path.empty()) return store::load_game_data_file(override_path);
    return store::load_builtin_game_data();
}

std::vector<std::string> split_names(const std::string& s) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == ',' ) {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else if (c == ' ' && s.find(',') == std::string::npos) {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (!cur.empty()) out.push_back(cur);
    for (auto& n : out) {
        while (!n.empty() && n.front() == ' ') n.erase(n.begin());
        while (!n.empty() && n.back() == ' ') n.pop_back();
    }
    return out;
}

// What the card's arrow says, as the game data or the user's [pass] table has it.
std::string pass_line(const zp::RoundCardInfo& rc) {
    if (rc.pass_count == -1 || rc.pass_direction == zp::PassDirection::Unknown)
        return "Pass: as printed on your card (write it in the [pass] table of " + store::user_config_path() +
               ", e.g. " + std::string(1, rc.letter) + " = \"1 right\", and zref reminds the table)";
    const std::string count = rc.pass_count == -2 ? "half your hand"
                                                  : std::to_string(rc.pass_count) + (rc.pass_count == 1 ? " card" : " cards");
    const std::string way = rc.pass_direction == zp::PassDirection::Left ? "left" : "right";
    return "Pass: " + count + " to the " + way + " (Teams: exchange as many with your partner)";
}

// A seed for a game whose table gave none (it is journaled, so replays agree).
unsigned long long random_seed() {
    return (static_cast<unsigned long long>(std::random_device{}()) << 20) ^
           static_cast<unsigned long long>(std::time(nullptr));
}

std::string quoted_list(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += " " + quote_if_needed(w);
    return out;
}

}  // namespace

std::optional<store::UserConfig> user_config_or_report() {
    auto config = store::load_user_config();
    if (!config) return say_error(config.error()), std::nullopt;
    return std::move(config.value());
}

std::optional<store::UserConfig> checked_user_config() {
    auto config = user_config_or_report();
    if (!config) return std::nullopt;
    if (auto data = configured_game_data("", *config); !data) return say_error(data.error()), std::nullopt;
    return config;
}

Result<zp::GameData> configured_game_data(const std::string& override_path, const store::UserConfig& config) {
    auto data = game_data(override_path);
    if (!data) return data;
    if (auto st = store::apply_user_config(config, *data); !st) return fail(st.error());
    return data;
}

bool use_color(const std::string& option, const store::UserConfig& config) {
    const std::string choice = !option.empty() ? option : !config.color.empty() ? config.color : "auto";
    if (choice == "always") return true;
    if (choice == "never") return false;
    if (const char* no = std::getenv("NO_COLOR"); no && *no) return false;
    if (const char* term = std::getenv("TERM"); term && std::string(term) == "dumb") return false;
    return ::isatty(STDOUT_FILENO) == 1;
}

namespace {

SessionOptions session_options(const std::string& color_option, const store::UserConfig& config) {
    SessionOptions so;
    so.color = use_color(color_option, config);
    so.history_file = store::history_file_path();
    return so;
}

// Creates the journal (o.journal, or a fresh one in the games directory
// named after the game), then submits the setup through a session over
// `table` and hands it to the table. Any game's `data` has id and name.
template <class Data>
int start_session(Table& table, const std::vector<std::string>& setup, const Data& data, const NewOptions& o,
                  const store::UserConfig& config) {
    std::string path = o.journal;
    if (path.empty()) {
        auto fresh = store::new_journal_path(store::games_dir(config), data.id, std::time(nullptr));
        if (!fresh) return say_error(fresh.error()), 2;
        path = *fresh;
    }
    store::JournalWriter journal;
    if (auto st = journal.create(path); !st) return say_error(st.error()), 2;
    if (auto st = journal.append("# zref journal: " + data.name + ". One command per line; see man zref(1)."); !st)
        return say_error(st.error()), 2;
    Session session(table, journal, session_options(o.color, config));
    std::fputs(("zref " + data.name + " referee. Journal: " + path + "\n").c_str(), stdout);
    for (const auto& line : setup)
        if (!session.submit(line, line != "begin")) return 2;
    return session.run();
}

// The options given that the other game has, by name: refused with one line.
std::vector<std::string> options_for_other_game(const NewOptions& o, bool bowling) {
    std::vector<std::string> given;
    auto note = [&](bool set, const char* name) {
        if (set) given.push_back(name);
    };
    if (bowling) {
        note(!o.preset.empty(), "--preset");
        note(!o.mode.empty(), "--mode");
        note(!o.rounds.empty(), "--rounds");
        note(!o.start.empty(), "--start");
        note(!o.princesses.empty(), "--princesses");
        note(!o.powers.empty(), "--powers");
        note(!o.frog.empty(), "--frog");
        note(o.lenient, "--lenient");
    } else {
        note(!o.variant.empty(), "--variant");
        note(!o.phantom.empty(), "--phantom");
    }
    return given;
}

// Bowling for Zombies!!!: players (the command line's, else the config's when
// their number fits, else three placeholders), variant, seed, phantom, begin.
int cmd_new_bowling(const NewOptions& o, const store::UserConfig& config) {
    if (auto other = options_for_other_game(o, true); !other.empty())
        return say_error("new: " + join(other, ", ") + (other.size() == 1 ? " is a " : " are ") +
                         "Zombie Princess option" + (other.size() == 1 ? "" : "s") +
                         "; a Bowling for Zombies!!! game takes --players, --variant, --seed, --phantom and --journal"),
               2;
    auto data = o.data.empty() ? store::load_builtin_bowling_data() : store::load_bowling_data_file(o.data);
    if (!data) return say_error(data.error()), 2;
    std::vector<std::string> players = split_names(o.players);
    const int from_config = static_cast<int>(config.players.size());
    if (players.empty() && from_config >= data->min_players && from_config <= data->max_players)
        players = config.players;
    if (players.empty()) players = {"Ana", "Ben", "Cai"};
    const unsigned long long seed = o.seed ? *o.seed : random_seed();
    std::vector<std::string> setup = {"game " + data->id, "players" + quoted_list(players),
                                      "variant " + (o.variant.empty() ? std::string("standard") : o.variant),
                                      "seed " + std::to_string(seed)};
    if (!o.phantom.empty()) setup.push_back("phantom " + o.phantom);
    setup.push_back("begin");
    bfz::Referee probe(*data);
    for (const auto& line : setup)
        if (auto r = probe.apply(line); !r) return say_error("setup: " + r.error()), 2;
    bfz::Referee referee(*data);
    BfzTable table(referee);
    return start_session(table, setup, *data, o, config);
}

}  // namespace

// Where each setting of a new game comes from, first match wins:
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
// A built-in preset that writes strictness (none does today) keeps it too.
int cmd_new(const NewOptions& o) {
    auto config = user_config_or_report();
    if (!config) return 2;
    const std::string game = o.game.empty() ? kZombiePrincess : lower(o.game);
    const auto& ids = game_ids();
    if (std::find(ids.begin(), ids.end(), game) == ids.end())
        return say_error("new: no game '" + o.game + "'" + did_you_mean(game, ids) + ": zref referees " +
                         games_accepted()),
               2;
    if (game == kBowlingForZombies) return cmd_new_bowling(o, *config);
    if (auto other = options_for_other_game(o, false); !other.empty())
        return say_error("new: " + join(other, ", ") + " belong" + (other.size() == 1 ? "s" : "") +
                         " to Bowling for Zombies!!!: add --game bowling-for-zombies"),
               2;
    auto data = configured_game_data(o.data, *config);
    if (!data) return say_error(data.error()), 2;
    const std::string preset_name = o.preset.empty() ? "first-game" : o.preset;
    auto preset = store::find_preset(preset_name);
    if (!preset) return say_error(preset.error()), 2;
    const auto builtin = store::builtin_preset_names();
    const bool builtin_preset = std::find(builtin.begin(), builtin.end(), preset_name) != builtin.end();
    auto p = *preset;
    std::vector<std::string> from_config;  // setup verbs whose value came from the config

    if (!o.players.empty()) {
        p.players = split_names(o.players);
    } else if (!config->players.empty()) {
        const bool file_names_players = !builtin_preset && store::preset_sets_key(preset_name, "players");
        const bool fits = o.preset.empty() || !builtin_preset || config->players.size() == p.players.size();
        if (!file_names_players && fits) {
            p.players = config->players;
            from_config.push_back("players");
        } else if (!file_names_players) {
            std::fputs(("Players from the preset " + preset_name + " (" + std::to_string(p.players.size()) +
                        " seats); your config names " + std::to_string(config->players.size()) + "\n")
                           .c_str(),
                       stdout);
        }
    }
    if (!o.mode.empty()) p.mode = o.mode;
    if (!o.rounds.empty()) p.rounds = split_names(o.rounds);
    if (!o.start.empty()) p.start = o.start;
    if (!o.princesses.empty()) p.princesses = o.princesses;
    if (!o.frog.empty()) {
        p.frog = o.frog;
    } else if (p.frog.empty() && !config->frog.empty()) {
        p.frog = config->frog;
        from_config.push_back("frog");
    }
    if (!o.powers.empty()) {
        p.powers = o.powers == "on";
        // Powers need Princesses: deal them unless the table said otherwise.
        if (p.powers && p.princesses == "none" && o.princesses.empty()) p.princesses = "deal";
    }
    if (o.lenient || o.strict) {
        p.lenient = o.lenient;
    } else if (!config->strictness.empty() && !store::preset_sets_key(preset_name, "strictness")) {
        p.lenient = config->strictness == "lenient";
        from_config.push_back("strictness");
    }
    unsigned long long seed = o.seed ? *o.seed : random_seed();

    std::vector<std::string> setup = {"game " + data->id, "players" + quoted_list(p.players), "mode " + p.mode,
                                      "rounds" + quoted_list(p.rounds)};
    if (!p.frog.empty()) setup.push_back("frog " + p.frog);
    setup.push_back("seed " + std::to_string(seed));
    setup.push_back("start " + quote_if_needed(p.start));
    setup.push_back("princesses " + p.princesses);
    setup.push_back(std::string("powers ") + (p.powers ? "on" : "off"));
    setup.push_back(std::string("strictness ") + (p.lenient ? "lenient" : "strict"));
    setup.push_back("begin");

    // Check the whole setup before creating a file, so a typo leaves nothing behind.
    zp::Referee probe(*data);
    for (const auto& line : setup)
        if (auto r = probe.apply(line); !r) {
            // Say so when a value from the config is part of the problem, as
            // the user typed none of it ("Teams need 4 or 6 players").
            const std::string verb = line.substr(0, line.find(' '));
            std::vector<std::string> involved;
            for (const auto& key : from_config)
                if (key == verb || lower(r.error()).find(key) != std::string::npos) involved.push_back(key);
            return say_error("setup: " + r.error() +
                             (involved.empty() ? "" : " (" + join(involved, ", ") + " from " + config->source + ")")),
                   2;
        }

    zp::Referee referee(*data);
    ZpTable table(referee);
    return start_session(table, setup, *data, o, *config);
}

int cmd_resume(const std::string& given_path, const std::string& data_path, const std::string& color) {
    auto config = checked_user_config();
    if (!config) return 2;
    std::string path = store::resolve_game_path(given_path, *config);
    if (path.empty()) {
        // No file named: the most recently played game that is not over.
        const std::string dir = store::games_dir(*config);
        auto files = store::list_game_files(dir);
        if (!files) return say_error("resume: " + files.error()), 2;
        auto latest = store::most_recent_in_progress(*files, [&](const store::GameFile& f) {
            auto g = open_game(f.path, data_path, *config);
            return g && !g->table->over();
        });
        if (!latest)
            return say_error("resume: no game in progress in " + dir +
                             "; start one with 'zref new', or give a journal: 'zref resume FILE'"),
                   2;
        path = latest->path;
    }
    auto g = open_game(path, data_path, *config);
    if (!g) return say_error(g.error()), 2;
    if (g->file.torn)
        say_error(path + ": the last line was cut off (a crash while writing?) and is dropped: '" + *g->file.torn + "'");
    store::JournalWriter journal;
    if (auto st = journal.open_existing(path, g->file.intact_bytes); !st) return say_error(st.error()), 2;
    std::fputs(("Resumed " + path + "\n").c_str(), stdout);
    std::fputs(g->table->status().c_str(), stdout);
    Session session(*g->table, journal, session_options(color, *config));
    return session.run();
}

int cmd_replay(const std::string& path, const std::string& format, const std::string& data_path) {
    auto config = checked_user_config();
    if (!config) return 2;
    auto g = open_game(path, data_path, *config);
    if (!g) return say_error(g.error()), 2;
    if (g->file.torn) say_error(path + ": the last line was cut off and is ignored: '" + *g->file.torn + "'");
    if (format == "json") {
        auto json = g->table->export_sheet(SheetFormat::Json, path);
        if (!json) return say_error("replay: " + json.error()), 2;
        std::fputs(json->c_str(), stdout);
    } else {
        std::fputs(g->table->replay_text().c_str(), stdout);
    }
    return 0;
}

namespace {

// A topic in our words, then every reading of ours filed under it.
std::string topic_text(const Topic& t, const std::vector<Interpretation>& readings) {
    std::string out = t.title + "\n" + t.text + "\n";
    for (const auto& i : readings)
        if (i.topic == t.id) out += "  Our reading (" + i.id + "): " + i.text + "\n";
    return out;
}

std::vector<std::string> topic_ids(const std::vector<Topic>& topics) {
    std::vector<std::string> ids;
    for (const auto& t : topics) ids.push_back(t.id);
    return ids;
}

// Bowling for Zombies!!!: a topic, one of our readings by id, or the list.
int bowling_rules(const std::string& topic, const bfz::GameData& data) {
    if (topic.empty() || iequals(topic, data.id)) {
        std::vector<std::string> readings;
        for (const auto& i : data.interpretations) readings.push_back(i.id);
        std::fputs((data.name + " topics: " + join(topic_ids(data.topics), " ") +
                    "\nOur readings (the rulebook leaves room): " + join(readings, " ") +
                    "\nShow one with 'zref rules --game " + data.id + " TOPIC'\n")
                       .c_str(),
                   stdout);
        return 0;
    }
    if (const auto* t = data.topic(topic)) return std::fputs(topic_text(*t, data.interpretations).c_str(), stdout), 0;
    if (const auto* i = data.interpretation(lower(topic))) {
        std::fputs(("Our reading (" + i->id + ", under '" + i->topic + "'): " + i->text + "\n").c_str(), stdout);
        return 0;
    }
    std::vector<std::string> words = topic_ids(data.topics);
    for (const auto& i : data.interpretations) words.push_back(i.id);
    say_error("no Bowling for Zombies!!! rules topic '" + topic + "'" + did_you_mean(topic, words) + ": try " +
              join(topic_ids(data.topics), ", ") + ", or one of our readings ('zref rules --game " + data.id + "' lists them)");
    return 2;
}

Result<bfz::GameData> bowling_data(const std::string& override_path) {
    return override_path.empty() ? store::load_builtin_bowling_data() : store::load_bowling_data_file(override_path);
}

}  // namespace

int cmd_rules(const std::string& topic, const std::string& game, const std::string& data_path) {
    const std::string chosen = lower(game);
    if (!chosen.empty() && chosen != kZombiePrincess && chosen != kBowlingForZombies)
        return say_error("rules: no game '" + game + "'" + did_you_mean(chosen, game_ids()) + ": zref referees " +
                         games_accepted()),
               2;
    if (chosen == kBowlingForZombies || (chosen.empty() && iequals(topic, kBowlingForZombies))) {
        auto bowling = bowling_data(data_path);
        if (!bowling) return say_error(bowling.error()), 2;
        return bowling_rules(topic, *bowling);
    }
    auto config = user_config_or_report();
    if (!config) return 2;
    auto data = configured_game_data(data_path, *config);
    if (!data) return say_error(data.error()), 2;
    if (topic.empty()) {
        std::string out = "Topics:";
        for (const auto& t : data->topics) out += " " + t.id;
        out += "\nRound cards: a-z (e.g. 'zref rules g'); Princesses:";
        for (const auto& p : data->princesses) out += " " + p.id;
        out += "\nBowling for Zombies!!!: 'zref rules --game bowling-for-zombies' lists its topics\n";
        std::fputs(out.c_str(), stdout);
        return 0;
    }
    if (const auto* t = data->topic(topic)) return std::fputs(topic_text(*t, data->interpretations).c_str(), stdout), 0;
    if (topic.size() == 1)
        if (const auto* rc = data->round_card(topic[0])) {
            std::string out = std::string(1, rc->letter) + ". " + rc->name + (rc->hourglass ? " (Hourglass)" : "") +
                              "\n" + rc->effect + "\n";
            for (const auto& i : rc->interpretations) out += "  Our reading: " + i + "\n";
            out += pass_line(*rc) + "\n";
            std::fputs(out.c_str(), stdout);
            return 0;
        }
    if (const auto* p = data->princess(topic)) {
        std::string out = p->name + ": " + p->power + (p->always_active ? " (always active)" : " (once per round)") +
                          (p->teams_only ? " (Teams only)" : "") + "\n" + p->effect + "\n";
        for (const auto& i : p->interpretations) out += "  Our reading: " + i + "\n";
        std::fputs(out.c_str(), stdout);
        return 0;
    }
    // A topic only Bowling has ("poker", "blackjack") needs no --game.
    if (chosen.empty())
        if (auto bowling = bowling_data(""); bowling && (bowling->topic(topic) || bowling->interpretation(lower(topic))))
            return bowling_rules(topic, *bowling);
    std::vector<std::string> words = topic_ids(data->topics);
    for (const auto& p : data->princesses) words.push_back(p.id);
    say_error("no rules topic '" + topic + "'" + did_you_mean(topic, words) + ": try a topic (" +
              join(topic_ids(data->topics), ", ") +
              "), a Round card letter a-z, a Princess, or --game bowling-for-zombies");
    return 2;
}

}  // namespace zref::cli
