#include "cli/app.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <random>

#include "cli/open_game.h"
#include "cli/session.h"
#include "core/text.h"
#include "games/registry.h"
#include "store/config.h"
#include "store/game_files.h"
#include "store/journal.h"
#include "store/presets.h"
#include "store/remembered.h"

namespace zref::cli {

void say_error(const std::string& msg) { std::fputs(("zref: " + msg + "\n").c_str(), stderr); }

namespace {

// A seed for a game whose table gave none (it is journaled, so replays agree).
unsigned long long random_seed() {
    return (static_cast<unsigned long long>(std::random_device{}()) << 20) ^
           static_cast<unsigned long long>(std::time(nullptr));
}

SessionOptions session_options(const std::string& color_option, const store::UserConfig& config,
                               const std::string& board) {
    SessionOptions so;
    so.color = use_color(color_option, config);
    so.history_file = store::history_file_path();
    so.board_file = board;
    return so;
}

// Keeps the lines the game remembers across games (store/remembered.h); a
// failure to keep one is a warning, never a lost entry: the journal has it.
std::function<std::string(const std::string&)> remember_for(const GameModule& game) {
    return [&game](const std::string& line) -> std::string {
        if (!game.remembers(line)) return {};
        auto st = store::remember_line(game.id(), line);
        return st ? std::string() : "not remembered for later games: " + st.error();
    };
}

PresetFiles preset_files() {
    PresetFiles files;
    files.text = [](const std::string& name) { return store::preset_text(name); };
    files.builtin_names = [] { return store::builtin_preset_names(); };
    files.sets_key = [](const std::string& name, std::string_view key) { return store::preset_sets_key(name, key); };
    return files;
}

// The game whose option `name` is, other than `chosen`; nullptr when none has it.
const GameModule* owner_of(const std::string& name, const GameModule& chosen) {
    for (const auto* g : games::all()) {
        if (g == &chosen) continue;
        for (const auto& option : g->new_options())
            if (option.name == name) return g;
    }
    return nullptr;
}

// The options given that the chosen game does not take, refused in one line
// that says whose they are and what the chosen game takes.
std::optional<std::string> foreign_options(const NewOptions& o, const GameModule& game) {
    std::vector<std::string> given;
    const GameModule* owner = nullptr;
    const auto own = game.new_options();
    for (const auto& option : o.game_options) {
        const std::string& name = option.first;  // a plain reference: clang 14 cannot capture a binding
        const bool mine = std::any_of(own.begin(), own.end(), [&](const NewGameOption& x) { return x.name == name; });
        if (mine) continue;
        given.push_back(name);
        owner = owner_of(name, game);
    }
    if (given.empty()) return std::nullopt;
    std::vector<std::string> takes = {"--players", "--seed", "--journal", "--set", "--board"};
    for (const auto& option : own) takes.push_back(option.name);
    std::string msg = "new: " + join(given, ", ") + (given.size() == 1 ? " is " : " are ");
    msg += owner && given.size() == 1 ? "a " + owner->name() + " option (add --game " + owner->id() + ")"
                                      : "not " + game.name() + " options";
    return msg + "; a " + game.name() + " game takes " + join(takes, ", ");
}

// --set KEY=VALUE, read as the game's own --KEY VALUE.
Status fold_settings(const NewOptions& o, const GameModule& game, NewGameRequest& request) {
    const auto own = game.new_options();
    for (const auto& pair : o.set) {
        const auto eq = pair.find('=');
        const std::string key = pair.substr(0, eq);
        std::vector<std::string> keys;
        for (const auto& option : own)
            if (!option.flag) keys.push_back(option.name.substr(2));
        const bool known = std::find(keys.begin(), keys.end(), key) != keys.end();
        if (eq == std::string::npos || key.empty() || !known)
            return fail("new: --set " + pair + ": " + game.name() + " has the settings " + join(keys, ", ") +
                        (eq == std::string::npos ? " (write KEY=VALUE)" : did_you_mean(key, keys)));
        request.options["--" + key] = pair.substr(eq + 1);
    }
    return Ok{};
}

// Creates the journal (o.journal, or a fresh one in the games directory
// named after the game), then submits the setup through a session over
// `table` and hands it to the table.
int start_session(Table& table, const std::vector<std::string>& setup, const GameModule& game, const NewOptions& o,
                  const store::UserConfig& config) {
    std::string path = o.journal;
    if (path.empty()) {
        auto fresh = store::new_journal_path(store::games_dir(config), game.id(), std::time(nullptr));
        if (!fresh) return say_error(fresh.error()), 2;
        path = *fresh;
    }
    store::JournalWriter journal;
    if (auto st = journal.create(path); !st) return say_error(st.error()), 2;
    if (auto st = journal.append("# zref journal: " + game.name() + ". One command per line; see man zref(1)."); !st)
        return say_error(st.error()), 2;
    SessionOptions options = session_options(o.color, config, o.board);
    options.journaled = remember_for(game);
    Session session(table, journal, options);
    std::fputs(("zref " + game.name() + " referee. Journal: " + path + "\n").c_str(), stdout);
    for (const auto& line : setup)
        if (!session.submit(line, line != "begin")) return 2;
    return session.run();
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
    for (const auto* game : games::all())
        if (auto data = game->load(game->builtin_data(), *config); !data) return say_error(data.error()), std::nullopt;
    return config;
}

bool use_color(const std::string& option, const store::UserConfig& config) {
    const std::string choice = !option.empty() ? option : !config.color.empty() ? config.color : "auto";
    if (choice == "always") return true;
    if (choice == "never") return false;
    if (const char* no = std::getenv("NO_COLOR"); no && *no) return false;
    if (const char* term = std::getenv("TERM"); term && std::string(term) == "dumb") return false;
    return ::isatty(STDOUT_FILENO) == 1;
}

// The game's data and settings, then its setup lines (checked by the game
// before any file is made), then a journal and a session over a fresh table.
int cmd_new(const NewOptions& o) {
    auto config = user_config_or_report();
    if (!config) return 2;
    auto game = find_game(lower(o.game), "new");
    if (!game) return say_error(game.error()), 2;
    const GameModule& g = **game;
    if (auto foreign = foreign_options(o, g)) return say_error(*foreign), 2;
    auto data = load_game_data(g, o.data, *config);
    if (!data) return say_error(data.error()), 2;
    NewGameRequest request;
    request.players = split_names(o.players);
    request.seed = o.seed ? *o.seed : random_seed();
    request.options = o.game_options;
    if (auto st = fold_settings(o, g, request); !st) return say_error(st.error()), 2;
    if (auto kept = store::remembered_lines(g.id())) request.remembered = *kept;
    else say_error(kept.error() + " (the lines remembered from earlier games are left out)");
    auto setup = g.setup(request, **data, *config, preset_files());
    if (!setup) return say_error(setup.error()), 2;
    for (const auto& note : setup->notes) std::fputs((note + "\n").c_str(), stdout);
    auto table = g.new_table(std::move(data.value()));
    return start_session(*table, setup->lines, g, o, *config);
}

int cmd_resume(const std::string& given_path, const std::string& data_path, const std::string& color,
               const std::string& board) {
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
    SessionOptions options = session_options(color, *config, board);
    options.journaled = remember_for(*g->game);
    Session session(*g->table, journal, options);
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

// With --game, that game's topics. Without, the default game's, and a topic
// only another game has ("poker") is found there without --game.
int cmd_rules(const std::string& topic, const std::string& game_id, const std::string& data_path) {
    auto config = user_config_or_report();
    if (!config) return 2;
    auto chosen = find_game(lower(game_id), "rules");
    if (!chosen) return say_error(chosen.error()), 2;
    const GameModule* game = *chosen;
    // "zref rules bowling-for-zombies" is that game's index.
    if (game_id.empty())
        if (const auto* named = games::find(topic); named && !topic.empty()) game = named;
    auto data = load_game_data(*game, data_path, *config);
    if (!data) return say_error(data.error()), 2;
    auto text = game->rules(**data, topic);
    if (!text && game_id.empty() && game == &games::default_game()) {
        for (const auto* other : games::all()) {
            if (other == game) continue;
            auto other_data = other->load(other->builtin_data(), *config);
            if (other_data && other->has_rules_topic(**other_data, topic)) {
                text = other->rules(**other_data, topic);
                break;
            }
        }
    }
    if (!text) {
        std::string also;
        for (const auto* other : games::all())
            if (other != game) also += ", or --game " + other->id();
        return say_error(text.error() + (game_id.empty() ? also : "")), 2;
    }
    std::string out = *text;
    if (topic.empty() && game == &games::default_game())
        for (const auto* other : games::all())
            if (other != game)
                out += other->name() + ": 'zref rules --game " + other->id() + "' lists its topics\n";
    std::fputs(out.c_str(), stdout);
    return 0;
}

}  // namespace zref::cli
