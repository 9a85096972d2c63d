// The user's settings (config.toml) as the store read them, for every game
// to check and apply: the store parses the file, each game decides what its
// keys mean for it (a Frog that must be one of its cards, pass counts for
// its Round cards).
#pragma once
#include <map>
#include <string>
#include <vector>

namespace zref {

// A pass instruction from the config's [pass] table, e.g. "2 left".
struct PassSetting {
    int count = 0;  // cards; -2 half the hand
    bool to_left = false;
    int line = 0;  // where it was written, for later errors
};

// A reading chosen in the config's [readings] table: its value, as typed
// (the game checks the id and the value).
struct ReadingSetting {
    std::string value;
    int line = 0;  // where it was written, for later errors
};

struct UserSettings {
    std::string source;                // the file read ("" when there was none)
    std::string path;                  // where the settings file is or would be, for advice
    std::vector<std::string> players;  // empty: the game's or preset's
    std::string color;                 // "", "auto", "always" or "never"
    std::string strictness;            // "", "strict" or "lenient"
    std::string frog;                  // "" : the preset's or the game data's
    std::string games_dir;             // "" : $XDG_DATA_HOME/zref/games
    std::map<char, PassSetting> pass;  // Round card letter -> what its card prints
    std::map<std::string, ReadingSetting> readings;  // reading id -> the value a new game's table takes
    std::map<std::string, int> lines;  // key -> line it was written on

    // "FILE:LINE: " for a key, for errors found when a game applies it.
    std::string where(const std::string& key) const {
        auto it = lines.find(key);
        return source + ":" + std::to_string(it == lines.end() ? 0 : it->second) + ": ";
    }
};

}  // namespace zref
