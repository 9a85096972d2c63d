// zref's subcommands, each returning the process exit code:
// 0 success, 1 a scripted game had refused lines, 2 bad usage or a bad file.
#pragma once
#include <optional>
#include <string>

namespace zref::cli {

struct NewOptions {
    std::string preset = "first-game";
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
    std::string color = "auto";
    bool strict = false;   // --strict given
    bool lenient = false;  // --lenient given
};

int cmd_new(const NewOptions& o);
// An empty path resumes the most recent game in the games directory.
int cmd_resume(const std::string& path, const std::string& data, const std::string& color);
int cmd_replay(const std::string& path, const std::string& format, const std::string& data);
int cmd_rules(const std::string& topic, const std::string& data);

}  // namespace zref::cli
