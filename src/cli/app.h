// zref's game commands, each returning the process exit code:
// 0 success, 1 a scripted game had refused lines, 2 bad usage or a bad file.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/result.h"
#include "store/config.h"

namespace zref::cli {

struct NewOptions {
    std::string game;     // "" : the default game
    std::string players;  // comma or space separated, clockwise
    std::optional<unsigned long long> seed;
    std::string journal;
    std::string data;   // game data override
    std::string color;  // "" : not given (the config's, else auto)
    std::string board;  // --board FILE: the room's HTML score board; "" none
    std::map<std::string, std::string> game_options;       // the games' own options given ("--mode" -> "teams")
    std::vector<std::string> set;                           // --set key=value
};

int cmd_new(const NewOptions& o);
// An empty path resumes the most recent game in the games directory;
// `board` is --board FILE ("" none).
int cmd_resume(const std::string& path, const std::string& data, const std::string& color,
               const std::string& board);
int cmd_replay(const std::string& path, const std::string& format, const std::string& data);
// `game` empty: the default game's topics, then another game's for a topic only it has.
int cmd_rules(const std::string& topic, const std::string& game, const std::string& data);
int cmd_list(const std::string& data);

// Shared by the commands that read the user's settings.
// The user's config; on a malformed file prints its one-line error and
// returns nullopt (the command then exits 2).
std::optional<store::UserConfig> user_config_or_report();
// The same, also checked against every game's built-in data (the Frog and
// pass counts name cards), for the commands that open journals of any game:
// a config that does not fit is reported before any journal is read.
std::optional<store::UserConfig> checked_user_config();
// Colour for the session: --color when given, else the config's `color`,
// else auto: stdout is a terminal, NO_COLOR is unset or empty, TERM is not dumb.
bool use_color(const std::string& option, const store::UserConfig& config);
// Prints "zref: MESSAGE" on stderr.
void say_error(const std::string& message);

}  // namespace zref::cli
