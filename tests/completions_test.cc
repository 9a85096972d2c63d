// The shell completions (zref completions bash|zsh|fish) are written from
// the command line that define_commands defines. This test walks that
// command line itself, with CLI11's own accessors, and checks that each
// script declares every subcommand, every option of each by every name (as
// taking a value or as a flag), every positional, the values of CLI11's
// IsMember checks, and the values of every entry of completion_rules(). A
// command or option the generator leaves out, or that a script writes in the
// wrong place, fails here; tests/cli/completions.sh drives the shells.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command_definitions.h"

using namespace zref::cli;

namespace {

// zref's command line, as main() builds it.
struct Definitions {
    CLI::App app;
    GlobalOptions g;
    CommandTable t;
    Definitions() { define_commands(app, g, t, "zref test"); }
};

// An option or positional of one command, as CLI11 holds it.
struct Entry {
    std::string command;  // "" zref itself
    std::vector<std::string> names;  // "-f", "--format"; a positional's name
    bool positional = false;
    bool takes_value = false;
    std::vector<std::string> checked;  // the IsMember words CLI11's help shows ("TEXT:{a,b}")
};

std::vector<std::string> member_words(const std::string& type_name) {
    std::vector<std::string> out;
    std::smatch m;
    if (!std::regex_search(type_name, m, std::regex(R"(\{([^{}>]*)\})"))) return out;
    std::stringstream in(m[1].str());
    for (std::string w; std::getline(in, w, ',');) out.push_back(w);
    return out;
}

std::vector<Entry> entries_of(CLI::App& app, const std::string& command) {
    std::vector<Entry> out;
    for (CLI::Option* opt : app.get_options()) {
        Entry e;
        e.command = command;
        e.positional = !opt->nonpositional();
        if (e.positional) {
            e.names.push_back(opt->get_name());
        } else {
            for (const auto& s : opt->get_snames()) e.names.push_back("-" + s);
            for (const auto& l : opt->get_lnames()) e.names.push_back("--" + l);
        }
        e.takes_value = opt->get_expected_max() != 0;
        e.checked = member_words(opt->get_type_name());
        out.push_back(e);
    }
    return out;
}

// Every option and positional of zref and of each subcommand; a subcommand
// also has the options of zref it inherits (fallthrough), --help aside.
std::vector<Entry> all_entries(CLI::App& app, std::vector<std::string>& commands) {
    std::vector<Entry> out = entries_of(app, "");
    std::vector<Entry> inherited;
    for (const auto& e : out)
        if (!e.positional && e.names.back() != "--help" && e.names.back() != "--version") inherited.push_back(e);
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
        commands.push_back(sub->get_name());
        for (auto e : entries_of(*sub, sub->get_name())) out.push_back(e);
        if (sub->get_fallthrough())
            for (auto e : inherited) {
                e.command = sub->get_name();
                out.push_back(e);
            }
    }
    return out;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

std::vector<std::string> words_of(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// "'a b'", "''" or "a": the word inside (no escaped quotes in these scripts).
std::string unquoted(const std::string& w) {
    return w.size() >= 2 && w.front() == '\'' && w.back() == '\'' ? w.substr(1, w.size() - 2) : w;
}

// The quoted words of "'new --mode' | 'simulate --mode'", "('a'|'b')" or
// "'x y' z": the keys of a branch of the scripts' value functions.
std::vector<std::string> quoted_keys(const std::string& s) {
    std::vector<std::string> out;
    static const std::regex word(R"('([^']*)'|([^\s'|()]+))");
    for (auto it = std::sregex_iterator(s.begin(), s.end(), word); it != std::sregex_iterator(); ++it)
        out.push_back((*it)[1].matched ? (*it)[1].str() : (*it)[2].str());
    return out;
}

// What one script declares.
struct Declared {
    std::set<std::string> commands;
    // command -> option names, "=" after each that takes a value
    std::map<std::string, std::set<std::string>> options;
    std::map<std::string, std::set<std::string>> positionals;  // command -> names
    std::map<std::string, std::string> values;  // "command name" -> the branch that offers its values
};

Declared read_bash(const std::string& script) {
    Declared d;
    static const std::regex load(R"(^        ('[^']*'|[^ ')]+)\) _zref_opts=('[^']*'|\S*) _zref_pos=('[^']*'|\S*) ;;$)");
    static const std::regex branch(R"(^        ('[^']*'( \| '[^']*')*)\)$)");
    const auto lines = lines_of(script);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::smatch m;
        if (lines[i].rfind("_zref_commands=", 0) == 0)
            for (const auto& w : words_of(unquoted(lines[i].substr(15)))) d.commands.insert(w);
        if (std::regex_match(lines[i], m, load)) {
            const std::string command = unquoted(m[1]);
            for (const auto& w : words_of(unquoted(m[2]))) d.options[command].insert(w);
            for (const auto& w : words_of(unquoted(m[3]))) d.positionals[command].insert(w.substr(0, w.find("...")));
        }
        if (std::regex_match(lines[i], m, branch) && i + 1 < lines.size())
            for (const auto& key : quoted_keys(m[1])) d.values[key] = lines[i + 1];
    }
    return d;
}

Declared read_zsh(const std::string& script) {
    Declared d;
    static const std::regex arm(R"(^        \(('[^' ]*'|[^ ')*]+)\)$)");
    static const std::regex option(R"(^                '([^:']+)[:'].*$)");
    static const std::regex valued(R"(^            __zref_valued=\((.*)\)$)");
    static const std::regex pos(R"(^            __zref_pos=('[^']*'|\S*) ;;$)");
    static const std::regex command(R"(^    '([^:']+)[:'].*$)");
    static const std::regex branch(R"(^        \(('[^']*'(\|'[^']*')*)\)$)");
    const auto lines = lines_of(script);
    bool in_commands = false;
    std::string current;
    std::set<std::string> names, with_value;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto& line = lines[i];
        std::smatch m;
        if (line == "__zref_commands=(") in_commands = true;
        else if (in_commands && line == ")") in_commands = false;
        else if (in_commands && std::regex_match(line, m, command)) d.commands.insert(m[1]);
        else if (std::regex_match(line, m, arm)) current = unquoted(m[1]), names.clear(), with_value.clear();
        else if (std::regex_match(line, m, option)) names.insert(m[1]);
        else if (std::regex_match(line, m, valued)) {
            for (const auto& w : words_of(m[1].str())) with_value.insert(unquoted(w));
        } else if (std::regex_match(line, m, pos)) {
            for (const auto& n : names) d.options[current].insert(n + (with_value.count(n) ? "=" : ""));
            for (const auto& w : words_of(unquoted(m[1]))) d.positionals[current].insert(w.substr(0, w.find("...")));
        } else if (std::regex_match(line, m, branch) && i + 1 < lines.size()) {
            for (const auto& key : quoted_keys(m[1])) d.values[key] = lines[i + 1];
        }
    }
    return d;
}

Declared read_fish(const std::string& script) {
    Declared d;
    static const std::regex command(R"(^complete -c zref -n __zref_in -a (\S+) -d .*$)");
    static const std::regex option(R"(^complete -c zref -n (__zref_in|'__zref_in ([^']+)')( .*)$)");
    static const std::regex positional(R"(^complete -c zref -n '__zref_at (\S+) \d+( more)?' -a '\(__zref_values \S+ (\S+)\)'$)");
    static const std::regex branch(R"(^        case (.*)$)");
    const auto lines = lines_of(script);
    bool in_values = false;
    std::vector<std::string> keys;
    for (const auto& line : lines) {
        std::smatch m;
        if (line == "function __zref_values") in_values = true, keys.clear();
        else if (in_values && line == "end") in_values = false;
        else if (in_values && std::regex_match(line, m, branch)) keys = quoted_keys(m[1]);
        else if (in_values && line.rfind("            ", 0) == 0)
            for (const auto& k : keys) d.values[k] += line + "\n";
        else if (std::regex_match(line, m, command)) d.commands.insert(unquoted(m[1]));
        else if (std::regex_match(line, m, positional)) d.positionals[m[1]].insert(m[3]);
        else if (std::regex_match(line, m, option)) {
            const std::string cmd = m[2].matched ? m[2].str() : "";
            const std::string rest = m[3].str().substr(0, m[3].str().find(" -d "));
            const auto words = words_of(rest);
            const bool takes_value = std::find(words.begin(), words.end(), "-x") != words.end();
            for (std::size_t i = 0; i + 1 < words.size(); ++i) {
                if (words[i] == "-s") d.options[cmd].insert("-" + words[i + 1] + (takes_value ? "=" : ""));
                if (words[i] == "-l") d.options[cmd].insert("--" + words[i + 1] + (takes_value ? "=" : ""));
            }
        }
    }
    return d;
}

Declared read(const std::string& shell, const std::string& script) {
    if (shell == "bash") return read_bash(script);
    if (shell == "zsh") return read_zsh(script);
    return read_fish(script);
}

// `word` stands alone in `text` (not as part of a longer name).
bool has_word(const std::string& text, const std::string& word) {
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        auto part = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; };
        const bool before = at > 0 && part(text[at - 1]);
        const bool after = at + word.size() < text.size() && part(text[at + word.size()]);
        if (!before && !after) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("Shell completions: each script declares every command, option and positional zref defines",
          "[completions]") {
    Definitions defs;
    std::vector<std::string> commands;
    const auto entries = all_entries(defs.app, commands);
    REQUIRE(commands.size() >= 10);
    REQUIRE(entries.size() >= 60);

    for (const auto& shell : completion_shells()) {
        const auto script = completion_script(defs.app, shell);
        REQUIRE(script);
        const Declared declared = read(shell, *script);
        for (const auto& command : commands) {
            INFO(shell << ": the command " << command);
            CHECK(declared.commands.count(command) == 1);
        }
        CHECK(declared.commands.size() == commands.size());
        for (const auto& e : entries) {
            for (const auto& name : e.names) {
                INFO(shell << ": zref " << e.command << (e.command.empty() ? "" : " ") << name);
                if (e.positional) {
                    // fish needs a positional only where it has values
                    if (shell != "fish" || !e.checked.empty()) {
                        const auto found = declared.positionals.find(e.command);
                        REQUIRE(found != declared.positionals.end());
                        CHECK(found->second.count(name) == 1);
                    }
                    continue;
                }
                const auto found = declared.options.find(e.command);
                REQUIRE(found != declared.options.end());
                // Declared, and as taking a value exactly when it takes one.
                CHECK(found->second.count(name + (e.takes_value ? "=" : "")) == 1);
                CHECK(found->second.count(name + (e.takes_value ? "" : "=")) == 0);
            }
            // The values of an IsMember check.
            for (const auto& name : e.names) {
                if (e.checked.empty() || (!e.positional && !e.takes_value)) continue;
                const std::string key = e.command + " " + name;
                INFO(shell << ": the values of '" << key << "'");
                REQUIRE(declared.values.count(key) == 1);
                for (const auto& w : e.checked) {
                    INFO("value " << w);
                    CHECK(has_word(declared.values.at(key), w));
                }
            }
        }
    }
}

TEST_CASE("Shell completions: every entry of the value table names an option or positional zref has, and each script "
          "offers its values",
          "[completions]") {
    Definitions defs;
    std::vector<std::string> commands;
    const auto entries = all_entries(defs.app, commands);
    REQUIRE_FALSE(completion_rules().empty());
    std::map<std::string, std::string> scripts;
    for (const auto& shell : completion_shells()) scripts[shell] = *completion_script(defs.app, shell);

    for (const auto& rule : completion_rules()) {
        INFO("the rule for zref " << rule.command << " " << rule.name);
        const Entry* entry = nullptr;
        for (const auto& e : entries)
            if (e.command == rule.command && std::find(e.names.begin(), e.names.end(), rule.name) != e.names.end())
                entry = &e;
        REQUIRE(entry);
        CHECK((entry->positional || entry->takes_value));
        const CompletionValues values = rule.values();
        for (const auto& group : values.words) {
            INFO("words: " << group.label);
            CHECK_FALSE(group.words.empty());
        }
        CHECK((!values.words.empty() || values.file_suffix || values.saved_games));

        // Each script offers them for every name of the option, in every
        // command that has it from zref itself.
        for (const auto& [shell, script] : scripts) {
            const Declared declared = read(shell, script);
            for (const auto& e : entries) {
                const bool same = e.names == entry->names && e.positional == entry->positional &&
                                  (e.command == rule.command || (rule.command.empty() && !e.positional));
                if (!same) continue;
                for (const auto& name : e.names) {
                    const std::string key = e.command + " " + name;
                    INFO(shell << ": the values of '" << key << "'");
                    REQUIRE(declared.values.count(key) == 1);
                    const std::string& branch = declared.values.at(key);
                    for (const auto& group : values.words)
                        for (const auto& w : group.words) {
                            INFO("value " << w);
                            CHECK(has_word(branch, w));
                        }
                    if (values.file_suffix && !values.file_suffix->empty()) CHECK(branch.find(*values.file_suffix) != std::string::npos);
                    if (values.saved_games) CHECK(branch.find("saved_games") != std::string::npos);
                }
            }
        }
    }
}

TEST_CASE("Shell completions: rules topics, Princesses, presets and journals are among the values", "[completions]") {
    Definitions defs;
    const auto bash = read_bash(*completion_script(defs.app, "bash"));
    REQUIRE(bash.values.count("rules topic") == 1);
    for (const char* w : {"scoring", "hourglass", "dorothy", "ice-princess", "a", "z"}) {
        INFO(w);
        CHECK(has_word(bash.values.at("rules topic"), w));
    }
    REQUIRE(bash.values.count("new --preset") == 1);
    CHECK(has_word(bash.values.at("new --preset"), "teams-of-4"));
    CHECK(bash.values.at("new --preset").find("*.toml") != std::string::npos);
    for (const char* key : {"resume journal", "replay journal", "sheet journal"}) {
        INFO(key);
        REQUIRE(bash.values.count(key) == 1);
        CHECK(bash.values.at(key).find("*.zref") != std::string::npos);
    }
    CHECK_FALSE(completion_script(defs.app, "tcsh"));
}
