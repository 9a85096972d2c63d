#include "store/config.h"

#include <toml++/toml.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <sstream>

#include "core/text.h"
#include "core/toml_reader.h"
#include "store/embedded.h"
#include "store/storage.h"

namespace zref::store {

namespace {

const std::vector<std::string> kKeys = {"players", "color", "strictness", "frog", "pass", "games_dir", "readings"};

std::string home() {
    const char* h = std::getenv("HOME");
    return h && *h ? std::string(h) : std::string();
}

// Reads one config file into a UserConfig, stopping at the first problem,
// which it reports as "FILE:LINE: KEY: reason".
class ConfigReader {
public:
    explicit ConfigReader(std::string source) : source_(std::move(source)) {}

    Result<UserConfig> read(const toml::table& root) {
        UserConfig c;
        c.source = source_;
        // toml++ keeps keys sorted; report the first problem in file order.
        std::vector<std::pair<const toml::key*, const toml::node*>> entries;
        for (const auto& [key, node] : root) entries.emplace_back(&key, &node);
        std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
            return a.first->source().begin.line < b.first->source().begin.line;
        });
        for (const auto& [key_ptr, node_ptr] : entries) {
            const toml::node& node = *node_ptr;
            const std::string k(key_ptr->str());
            const int line = static_cast<int>(key_ptr->source().begin.line);
            c.lines[k] = line;
            Status st = Ok{};
            if (k == "players") st = players(node, line, c.players);
            else if (k == "color") st = choice(node, k, line, {"auto", "always", "never"}, c.color);
            else if (k == "strictness") st = choice(node, k, line, {"strict", "lenient"}, c.strictness);
            else if (k == "frog") st = frog(node, line, c.frog);
            else if (k == "games_dir") st = games_dir(node, line, c.games_dir);
            else if (k == "pass") st = pass_table(node, line, c.pass);
            else if (k == "readings") st = readings_table(node, line, c.readings);
            else
                st = fail(where(line) + k + ": unknown setting" + did_you_mean(k, kKeys) + "; the settings are " +
                          join(kKeys, ", "));
            if (!st) return fail(st.error());
        }
        return c;
    }

private:
    std::string where(int line) const { return source_ + ":" + std::to_string(line) + ": "; }
    static int line_of(const toml::node& n, int fallback) {
        return n.source().begin.line ? static_cast<int>(n.source().begin.line) : fallback;
    }

    Status players(const toml::node& node, int line, std::vector<std::string>& out) {
        const auto* arr = node.as_array();
        const std::string what = "players: must be a list of names, e.g. players = [\"Ana\", \"Ben\", \"Cai\", \"Dee\"]";
        if (!arr || arr->empty()) return fail(where(line) + what);
        std::set<std::string> seen;
        for (const auto& el : *arr) {
            auto v = el.value<std::string>();
            if (!v) return fail(where(line_of(el, line)) + what);
            std::string name = *v;
            while (!name.empty() && name.front() == ' ') name.erase(name.begin());
            while (!name.empty() && name.back() == ' ') name.pop_back();
            if (name.empty()) return fail(where(line_of(el, line)) + "players: a name is empty");
            if (!seen.insert(lower(name)).second)
                return fail(where(line_of(el, line)) + "players: '" + name + "' is named twice");
            out.push_back(name);
        }
        return Ok{};
    }

    Status choice(const toml::node& node, const std::string& key, int line, const std::vector<std::string>& allowed,
                  std::string& out) {
        auto v = node.value<std::string>();
        std::string quoted;
        for (const auto& a : allowed) quoted += (quoted.empty() ? "\"" : ", \"") + a + "\"";
        if (!v) return fail(where(line) + key + ": must be one of " + quoted);
        if (std::find(allowed.begin(), allowed.end(), *v) == allowed.end())
            return fail(where(line) + key + ": no value '" + *v + "'" + did_you_mean(*v, allowed) + "; use one of " +
                        quoted);
        out = *v;
        return Ok{};
    }

    Status frog(const toml::node& node, int line, std::string& out) {
        auto v = node.value<std::string>();
        if (!v || v->empty()) return fail(where(line) + "frog: must name a card, e.g. frog = \"pets 8\"");
        out = *v;
        return Ok{};
    }

    Status games_dir(const toml::node& node, int line, std::string& out) {
        auto v = node.value<std::string>();
        if (!v || v->empty()) return fail(where(line) + "games_dir: must be a directory, e.g. games_dir = \"~/zref\"");
        std::string dir = *v;
        if (dir == "~" || dir.rfind("~/", 0) == 0) {
            if (home().empty()) return fail(where(line) + "games_dir: starts with ~ but HOME is not set");
            dir = home() + dir.substr(1);
        }
        if (!std::filesystem::path(dir).is_absolute())
            return fail(where(line) + "games_dir: '" + *v + "' must be an absolute path or start with ~/");
        out = dir;
        return Ok{};
    }

    Status pass_table(const toml::node& node, int line, std::map<char, PassSetting>& out) {
        const auto* tbl = node.as_table();
        if (!tbl) return fail(where(line) + "pass: must be a table, e.g. [pass] then a = \"1 right\"");
        std::vector<std::pair<const toml::key*, const toml::node*>> entries;
        for (const auto& [key, value] : *tbl) entries.emplace_back(&key, &value);
        std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
            return a.first->source().begin.line < b.first->source().begin.line;
        });
        for (const auto& [key_ptr, value_ptr] : entries) {
            const toml::node& value = *value_ptr;
            const std::string k(key_ptr->str());
            const int at = key_ptr->source().begin.line ? static_cast<int>(key_ptr->source().begin.line) : line;
            if (k.size() != 1 || k[0] < 'a' || k[0] > 'z')
                return fail(where(at) + "pass." + k + ": the keys of [pass] are Round card letters a-z");
            const std::string how = "pass." + k + ": write how many cards and which way, as printed on the card: " +
                                    "\"1 right\", \"2 left\" or \"half right\"";
            auto v = value.value<std::string>();
            if (!v) return fail(where(at) + how);
            std::istringstream words(lower(*v));
            std::string count, dir, extra;
            words >> count >> dir;
            if (words >> extra) return fail(where(at) + how);
            PassSetting p;
            p.line = at;
            if (count == "half") {
                p.count = -2;
            } else {
                int n = count.empty() || count.size() > 2 ? 0 : std::atoi(count.c_str());
                if (count.find_first_not_of("0123456789") != std::string::npos || n < 1 || n > 15)
                    return fail(where(at) + how);
                p.count = n;
            }
            if (dir == "left") p.to_left = true;
            else if (dir == "right") p.to_left = false;
            else return fail(where(at) + how);
            out[k[0]] = p;
        }
        return Ok{};
    }

    // [readings]: id = "value" pairs; what they name is the game's to check.
    Status readings_table(const toml::node& node, int line, std::map<std::string, ReadingSetting>& out) {
        const auto* tbl = node.as_table();
        if (!tbl) return fail(where(line) + "readings: must be a table, e.g. [readings] then an id = \"value\"");
        for (const auto& [key, value] : *tbl) {
            const std::string k(key.str());
            const int at = key.source().begin.line ? static_cast<int>(key.source().begin.line) : line;
            auto v = value.value<std::string>();
            if (!v || v->empty()) return fail(where(at) + "readings." + k + ": must be a value in quotes, e.g. " + k + " = \"...\"");
            out[k] = ReadingSetting{*v, at};
        }
        return Ok{};
    }

    std::string source_;
};

}  // namespace

std::string user_config_path() {
    std::filesystem::path dir;
    if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) dir = x;
    else if (!home().empty()) dir = std::filesystem::path(home()) / ".config";
    else return "";
    return (dir / "zref" / "config.toml").string();
}

Result<UserConfig> parse_user_config(std::string_view toml_text, const std::string& source) {
    auto parsed = parse_toml(toml_text, source);
    if (!parsed) return fail(parsed.error());
    const toml::table& root = *parsed;
    return ConfigReader(source).read(root);
}

Result<UserConfig> load_user_config_file(const std::string& path, Storage& storage) {
    if (path.empty()) return UserConfig{};
    // No settings file, or none that can be looked at (a parent directory
    // the user cannot search): the defaults, as with no file.
    auto there = storage.kind(path);
    if (!there || *there == PathKind::None) return UserConfig{};
    if (*there == PathKind::Directory) return fail(path + ": is a directory, not a config file");
    auto text = storage.read_all(path);
    if (!text) return fail(path + ": cannot read the config file (" + text.error() + ")");
    return parse_user_config(*text, path);
}

Result<UserConfig> load_user_config() {
    auto config = load_user_config_file(user_config_path());
    if (config) config->path = user_config_path();
    return config;
}

bool preset_sets_key(const std::string& name_or_path, std::string_view key) {
    std::string text;
    bool found = false;
    for (const auto& [name, embedded] : embedded_presets())
        if (name == name_or_path) text = std::string(embedded), found = true;
    if (!found) {
        auto read = real_storage().read_all(name_or_path);
        if (!read) return false;
        text = std::move(*read);
    }
    try {
        return toml::parse(text, name_or_path).contains(key);
    } catch (const toml::parse_error&) {
        return false;
    }
}

}  // namespace zref::store
