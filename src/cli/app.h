// zref's subcommands, each returning the process exit code:
// 0 success, 1 a scripted game had refused lines, 2 bad usage or a bad file.
#pragma once
#include <optional>
#include <string>

#include "core/result.h"
#include "games/zombie_princess/data.h"
#include "store/config.h"

namespace zref::cli {

struct NewOptions {
    std::string game;     // "" : zombie-princess
    // Bowling for Zombies!!! only
    std::string variant;  // standard, high-low, poker, blackjack
    std::string phantom;  // deal or typed (two players)
    // Zombie Princess only
    std::string preset;   // "" : not given, the default table (first-game)
    std::string players;  // comma or space separated, clockwise
    std::string mode;
    std::string rounds;
    std::string start;
    std::string princesses;
    std::string frog;
    std::string powers;  // "on" or "off"; empty: the preset's
    std::optional<unsigned long long> seed;
    std::string journal;
    std::string data;  // game data override
    std::string color;  // "" : not given (the config's, else auto)
    bool strict = false;   // --strict given
    bool lenient = false;  // --lenient given
};

int cmd_new(const NewOptions& o);
// An empty path resumes the most recent game in the games directory.
int cmd_resume(const std::string& path, const std::string& data, const std::string& color);
int cmd_replay(const std::string& path, const std::string& format, const std::string& data);
// `game` empty: Zombie Princess topics, then Bowling's for a topic only it has.
int cmd_rules(const std::string& topic, const std::string& game, const std::string& data);
int cmd_list(const std::string& data);

// Shared by the commands that read the user's settings.
// The user's config; on a malformed file prints its one-line error and
// returns nullopt (the command then exits 2).
std::optional<store::UserConfig> user_config_or_report();
// The same, also checked against the built-in Zombie Princess data (the
// Frog and pass counts name that game's cards), for the commands that open
// journals of any game: a config that does not fit is reported before any
// journal is read, whichever game the journals are for.
std::optional<store::UserConfig> checked_user_config();
// The game data (built in, or --data FILE) with the config applied onto it
// (the Round cards' pass counts), checked against it.
Result<zp::GameData> configured_game_data(const std::string& override_path, const store::UserConfig& config);
// Colour for the session: --color when given, else the config's `color`,
// else auto: stdout is a terminal, NO_COLOR is unset or empty, TERM is not dumb.
bool use_color(const std::string& option, const store::UserConfig& config);

}  // namespace zref::cli
