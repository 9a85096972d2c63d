// `zref list`: the games in the games directory, most recent first, those in
// progress before the finished ones, each with its players and where it
// stands. Every journal is replayed to say so; one that cannot be loaded is
// listed with its error, never a crash.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>

#include "cli/app.h"
#include "cli/commands.h"
#include "core/text.h"
#include "cli/open_game.h"
#include "store/game_files.h"

namespace zref::cli {

namespace {

struct Row {
    std::string when, name, players, state;
};

std::string local_time(std::time_t t) {
    std::tm local{};
    localtime_r(&t, &local);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &local);
    return buf;
}

// One line per game, the columns lined up across every section.
struct Columns {
    std::size_t name = 0, players = 0;
};

void print_section(const std::string& title, const std::vector<Row>& rows, Columns w) {
    if (rows.empty()) return;
    std::string out = title + "\n";
    for (const auto& r : rows)
        out += fmt::format("  {}  {:<{}}  {:<{}}  {}\n", r.when, r.name, w.name, r.players, w.players, r.state);
    std::fputs(out.c_str(), stdout);
}

}  // namespace

int cmd_list(const std::string& data_path) {
    auto config = checked_user_config();
    if (!config) return 2;
    const std::string dir = store::games_dir(*config);
    auto files = store::list_game_files(dir);
    if (!files) return std::fputs(("zref: " + files.error() + "\n").c_str(), stderr), 2;
    if (files->empty()) {
        std::fputs(("No games yet in " + dir + ". Start one with 'zref new' (or just 'zref').\n").c_str(), stdout);
        return 0;
    }
    std::vector<Row> playing, finished, broken;
    for (const auto& f : *files) {
        Row row{local_time(f.modified), f.name, "", ""};
        auto g = open_game(f.path, data_path, *config);
        if (!g) {
            row.state = "cannot be loaded: " + g.error();
            broken.push_back(std::move(row));
            continue;
        }
        row.players = g->table->players();
        row.state = g->table->standing();
        if (!g->table->over() && g->file.torn) row.state += " [last line cut off; resume drops it]";
        (g->table->over() ? finished : playing).push_back(std::move(row));
    }
    Columns w;
    for (const auto* rows : {&playing, &finished, &broken})
        for (const auto& r : *rows) {
            w.name = std::max(w.name, r.name.size());
            w.players = std::max(w.players, r.players.size());
        }
    std::fputs(("Games in " + dir + ", most recent first:\n").c_str(), stdout);
    print_section("In progress:", playing, w);
    print_section("Finished:", finished, w);
    print_section("Cannot be loaded:", broken, w);
    if (!playing.empty())
        std::fputs(("'zref resume' continues " + playing.front().name + "; 'zref resume FILE' another.\n").c_str(),
                   stdout);
    return 0;
}

void add_list_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto* list = app.add_subcommand("list", "List the games in the games directory, most recent first");
    t.add(list, [&g] { return cmd_list(g.data); });
}

}  // namespace zref::cli
