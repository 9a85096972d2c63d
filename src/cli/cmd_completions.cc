// `zref completions bash|zsh|fish`: the shell's completion script, written
// from the command line that define_commands defines, so that it lists every
// command and option zref has. CMake runs it after linking zref
// (cmake/completions.cmake) and installs what it writes.
//
// The generator first reads the CLI11 app into a plain description (the
// commands, their options and positionals, and what each value may be), then
// writes it out for one shell: the data (which options each command has,
// which of them take a value, the values) is generated, the logic that
// reads the command line being completed is the same text for every zref.
// Values come from CLI11's IsMember checks and from completion_rules(): the
// words zref knows (rules topics, Princesses, presets, games...) are asked
// of the program now, the files are looked for when completing.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <memory>

#include "cli/command_definitions.h"
#include "cli/open_game.h"
#include "core/sheet_format.h"
#include "games/registry.h"
#include "store/presets.h"

namespace zref::cli {

namespace {

CompletionValues words(std::string label, std::vector<std::string> w) {
    CompletionValues v;
    v.words.push_back({std::move(label), std::move(w)});
    return v;
}

CompletionValues files(std::string suffix) {
    CompletionValues v;
    v.file_suffix = std::move(suffix);
    return v;
}

CompletionValues journals() {
    CompletionValues v = files(".zref");
    v.saved_games = true;
    return v;
}

// Each game's built-in data, loaded once, for the words its hooks offer.
std::shared_ptr<const LoadedData> builtin(const GameModule& game) {
    static std::map<const GameModule*, std::shared_ptr<const LoadedData>> loaded;
    auto it = loaded.find(&game);
    if (it == loaded.end()) {
        auto data = game.load(game.builtin_data(), UserSettings{});
        it = loaded.emplace(&game, data ? *data : nullptr).first;
    }
    return it->second;
}

// What `zref rules` takes: the default game's topics first, then those of
// the others (found without --game).
CompletionValues rules_topics() {
    CompletionValues v;
    for (const auto* game : games::all())
        if (auto data = builtin(*game)) v.words.push_back({game->name() + " topic", game->rules_topics(*data)});
    return v;
}

std::vector<std::string> simulated_games() {
    std::vector<std::string> ids;
    for (const auto* game : games::all())
        if (game->simulates()) ids.push_back(game->id());
    return ids;
}

CompletionValues presets() {
    CompletionValues v = words("preset", store::builtin_preset_names());
    v.file_suffix = ".toml";
    return v;
}

}  // namespace

// One entry per option or positional whose values CLI11 does not know. The
// words are asked of zref's own code where it has them; the few that only
// its parsers spell (a setup line's words) are written here.
const std::vector<CompletionRule>& completion_rules() {
    static const std::vector<CompletionRule> rules = [] {
        std::vector<CompletionRule> r = {
            {"", "--data", [] { return files(".toml"); }},
            {"new", "--game", [] { return words("game", games::ids()); }},
            {"new", "--preset", presets},
            {"new", "--journal", [] { return files(""); }},
            {"new", "--board", [] { return files(""); }},
            {"resume", "journal", journals},
            {"resume", "--board", [] { return files(""); }},
            {"replay", "journal", journals},
            {"sheet", "journal", journals},
            {"sheet", "--format", [] { return words("format", sheet_format_names()); }},
            {"sheet", "--output", [] { return files(""); }},
            {"rules", "topic", rules_topics},
            {"rules", "--game", [] { return words("game", games::ids()); }},
            {"simulate", "--game", [] { return words("game", simulated_games()); }},
            {"bench", "--game", [] { return words("game", games::ids()); }},
        };
        // What each game offers for its own options: `zref new`'s, and its tools'.
        for (const auto* game : games::all()) {
            for (const auto& option : game->new_options())
                if (!option.suggestions.empty() && option.name != "--preset")
                    r.push_back({"new", option.name, [words_ = option.suggestions, name = option.name] {
                                     return words(name.substr(2), words_);
                                 }});
            for (const auto& tool : game->tools())
                for (const auto& option : tool.options)
                    if (option.suggest)
                        r.push_back({tool.name, option.name, [game, suggest = option.suggest, name = option.name] {
                                         auto data = builtin(*game);
                                         return words(name.substr(2), data ? suggest(*data) : std::vector<std::string>{});
                                     }});
        }
        return r;
    }();
    return rules;
}

const std::vector<std::string>& completion_shells() {
    static const std::vector<std::string> shells = {"bash", "zsh", "fish"};
    return shells;
}

namespace {

// --- The command line, read from the CLI11 app

struct OptionSpec {
    std::vector<std::string> names;  // "-f", "--format": the short ones first, as CLI11's help
    bool takes_value = false;
    std::string description;
    std::vector<std::string> excludes;  // names of the options it cannot be given with
    CompletionValues values;
};

struct PositionalSpec {
    std::string name;
    bool repeats = false;  // takes every word from here on ("cards...")
    std::string description;
    CompletionValues values;
};

struct CommandSpec {
    std::string name;  // "" for zref itself
    std::string description;
    std::vector<OptionSpec> options;  // with those inherited from zref itself
    std::vector<PositionalSpec> positionals;
};

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

// The words of the IsMember checks on `opt` (CLI11 describes one as
// "{auto,always,never}").
std::vector<std::string> checked_words(CLI::Option& opt) {
    std::vector<std::string> out;
    for (int i = 0;; ++i) {
        CLI::Validator* v = nullptr;
        try {
            v = opt.get_validator(i);
        } catch (const CLI::OptionNotFound&) {
            break;
        }
        const std::string d = v->get_description();
        if (d.size() < 2 || d.front() != '{' || d.back() != '}' || d.find("->") != std::string::npos) continue;
        std::string word;
        for (char c : d.substr(1, d.size() - 2) + ",") {
            if (c != ',') {
                word += c;
            } else if (!word.empty()) {
                out.push_back(word);
                word.clear();
            }
        }
    }
    return out;
}

void add_values(CompletionValues& into, const CompletionValues& from) {
    into.words.insert(into.words.end(), from.words.begin(), from.words.end());
    if (from.file_suffix) into.file_suffix = from.file_suffix;
    into.saved_games = into.saved_games || from.saved_games;
}

// The rule's values for `names` of `command`.
void apply_rules(const std::string& command, const std::vector<std::string>& names, CompletionValues& values) {
    for (const auto& rule : completion_rules())
        if (rule.command == command && std::find(names.begin(), names.end(), rule.name) != names.end())
            add_values(values, rule.values());
}

OptionSpec option_spec(CLI::Option& opt, const std::string& command) {
    OptionSpec o;
    for (const auto& s : opt.get_snames()) o.names.push_back("-" + s);
    for (const auto& l : opt.get_lnames()) o.names.push_back("--" + l);
    o.takes_value = opt.get_items_expected_max() > 0;  // a flag expects none
    o.description = first_line(opt.get_description());
    for (const CLI::Option* ex : opt.get_excludes())
        for (const auto& l : ex->get_lnames()) o.excludes.push_back("--" + l);
    if (auto checked = checked_words(opt); !checked.empty()) o.values.words.push_back({"value", checked});
    apply_rules(command, o.names, o.values);
    return o;
}

CommandSpec command_spec(CLI::App& app, const std::string& name, const std::vector<OptionSpec>& inherited) {
    CommandSpec c;
    c.name = name;
    c.description = first_line(app.get_description());
    for (CLI::Option* opt : app.get_options()) {
        if (opt->nonpositional()) {
            c.options.push_back(option_spec(*opt, name));
        } else {
            PositionalSpec p;
            p.name = opt->get_name();
            p.repeats = opt->get_expected_max() > 1;
            p.description = first_line(opt->get_description());
            if (auto checked = checked_words(*opt); !checked.empty()) p.values.words.push_back({"value", checked});
            apply_rules(name, {p.name}, p.values);
            c.positionals.push_back(std::move(p));
        }
    }
    for (const auto& o : inherited) {
        bool own = false;
        for (const auto& mine : c.options)
            for (const auto& n : o.names) own = own || std::find(mine.names.begin(), mine.names.end(), n) != mine.names.end();
        if (!own) c.options.push_back(o);
    }
    return c;
}

// zref itself first, then its commands in the order `zref --help` lists them.
std::vector<CommandSpec> read_commands(CLI::App& app) {
    std::vector<CommandSpec> out;
    out.push_back(command_spec(app, "", {}));
    // The options of zref itself that a command also takes (CLI11's
    // fallthrough): all but --help, which each command has, and --version.
    std::vector<std::string> own;
    const CLI::Option* not_inherited[] = {app.get_help_ptr(), app.get_help_all_ptr(), app.get_version_ptr()};
    for (const CLI::Option* opt : not_inherited)
        if (opt)
            for (const auto& l : opt->get_lnames()) own.push_back("--" + l);
    std::vector<OptionSpec> inherited;
    for (const auto& o : out.front().options)
        if (std::find(own.begin(), own.end(), o.names.back()) == own.end()) inherited.push_back(o);
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
        out.push_back(command_spec(*sub, sub->get_name(), sub->get_fallthrough() ? inherited : std::vector<OptionSpec>{}));
    return out;
}

bool has_values(const CompletionValues& v) { return !v.words.empty() || v.file_suffix || v.saved_games; }

std::string join_words(const std::vector<std::string>& w, const std::string& sep = " ") {
    std::string out;
    for (const auto& s : w) out += (out.empty() ? "" : sep) + s;
    return out;
}

// Values by what they print, each with every "COMMAND NAME" key (an option
// by each of its names) that has them: one branch of the script's value
// function for each.
template <class Render>
std::vector<std::pair<std::vector<std::string>, std::string>> value_branches(const std::vector<CommandSpec>& commands,
                                                                            Render render) {
    std::vector<std::pair<std::vector<std::string>, std::string>> out;
    auto add = [&](const std::string& key, const CompletionValues& v) {
        const std::string body = render(v);
        for (auto& [keys, b] : out)
            if (b == body) return keys.push_back(key);
        out.push_back({{key}, body});
    };
    for (const auto& c : commands) {
        for (const auto& o : c.options)
            if (o.takes_value && has_values(o.values))
                for (const auto& n : o.names) add(c.name + " " + n, o.values);
        for (const auto& p : c.positionals)
            if (has_values(p.values)) add(c.name + " " + p.name, p.values);
    }
    return out;
}

bool plain_word(const std::string& w) {
    if (w.empty()) return false;
    for (char c : w)
        if (!std::isalnum(static_cast<unsigned char>(c)) && std::string_view("_-.,+/@%:").find(c) == std::string_view::npos)
            return false;
    return true;
}

// A word for bash and zsh: as is when it needs no quoting, else in single quotes.
std::string sh_quote(const std::string& w) {
    if (plain_word(w)) return w;
    std::string out = "'";
    for (char c : w) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// A word for fish: as is when it needs no quoting, else in single quotes.
std::string fish_quote(const std::string& w) {
    if (plain_word(w) && w.find('%') == std::string::npos) return w;
    std::string out = "'";
    for (char c : w) {
        if (c == '\'' || c == '\\') out += '\\';
        out += c;
    }
    return out + "'";
}

std::string positional_names(const CommandSpec& c) {
    std::vector<std::string> names;
    for (const auto& p : c.positionals) names.push_back(p.name + (p.repeats ? "..." : ""));
    return join_words(names);
}

std::string generated_note(const std::string& shell) {
    return "# Written by 'zref completions " + shell +
           "' from zref's own command definitions (src/cli/command_definitions.cc):\n"
           "# every command, every option by all its names, and the values zref knows.\n"
           "# Do not edit: change zref, and this file is written again when it is built.\n";
}

// --- bash

std::string bash_values(const CompletionValues& v) {
    std::vector<std::string> calls;
    for (const auto& group : v.words) {
        std::string call = "_zref_words";
        for (const auto& w : group.words) call += " " + sh_quote(w);
        calls.push_back(call);
    }
    if (v.file_suffix) calls.push_back("_zref_files " + sh_quote(v.file_suffix->empty() ? "*" : "*" + *v.file_suffix));
    if (v.saved_games) calls.push_back("_zref_saved_games");
    return join_words(calls, "; ");
}

const char* const kBashEngine = R"(
# _zref_takes_value WORD: WORD is an option of the command that takes a value.
_zref_takes_value() {
    [[ " $_zref_opts " == *" $1= "* ]]
}

# _zref_words WORD...: those starting with the word being completed.
_zref_words() {
    local w
    for w; do
        [[ $w == "$cur"* ]] && COMPREPLY+=("$_zref_prefix$w")
    done
}

# _zref_files PATTERN: the files matching PATTERN, and the directories.
_zref_files() {
    local f
    compopt -o filenames 2>/dev/null
    while IFS= read -r f; do
        [[ -n $f ]] && COMPREPLY+=("$_zref_prefix$f")
    done < <(if [[ $1 == '*' ]]; then compgen -f -- "$cur"; else compgen -f -X "!$1" -- "$cur"; compgen -d -- "$cur"; fi)
}

# The journals in zref's games directory.
_zref_saved_games() {
    local f
    while IFS= read -r f; do
        [[ -f $f && $f == "$cur"* ]] && COMPREPLY+=("$_zref_prefix$f")
    done < <(compgen -G "${XDG_DATA_HOME:-$HOME/.local/share}/zref/games/*.zref")
}

# The command's options; the short names once a "-" is typed.
_zref_options() {
    local w
    for w in $_zref_opts; do
        w=${w%=}
        [[ -z $cur && $w != --* ]] && continue
        [[ $w == "$cur"* ]] && COMPREPLY+=("$w")
    done
}

_zref() {
    local cur=${COMP_WORDS[COMP_CWORD]-} prev=${COMP_WORDS[COMP_CWORD - 1]-} cword=$COMP_CWORD
    local _zref_opts='' _zref_pos='' _zref_prefix='' sub='' opt='' ddash='' w
    local -i i=1 npos=0
    COMPREPLY=()

    # The command and how many of its positionals come before the word being
    # completed, skipping the options and their values ("--color always";
    # bash splits "--color=always" into "--color", "=" and "always").
    _zref_load ''
    while ((i < cword)); do
        w=${COMP_WORDS[i]}
        if [[ -z $ddash && $w == -* ]]; then
            if [[ $w == -- ]]; then
                ddash=1
            elif _zref_takes_value "$w"; then
                [[ ${COMP_WORDS[i + 1]-} == = ]] && i+=1
                i+=1
            fi
        elif [[ -z $ddash && $w == = ]]; then
            :
        elif [[ -z $sub ]]; then
            sub=$w
            _zref_load "$sub" || return 0
        else
            npos+=1
        fi
        i+=1
    done

    # The value of an option: "--mode te", "--mode=te" (split at "=" or not).
    if [[ -z $ddash ]]; then
        if [[ $cur == = && $prev == -* ]]; then
            opt=$prev cur=''
        elif [[ $prev == = ]] && ((cword >= 2)) && [[ ${COMP_WORDS[cword - 2]} == -* ]]; then
            opt=${COMP_WORDS[cword - 2]}
        elif [[ $prev == -* ]] && _zref_takes_value "$prev"; then
            opt=$prev
        elif [[ $cur == -*=* ]]; then
            opt=${cur%%=*} _zref_prefix=${cur%%=*}= cur=${cur#*=}
        fi
        if [[ -n $opt ]]; then
            _zref_takes_value "$opt" && _zref_values "$sub" "$opt"
            return 0
        fi
    fi

    if [[ -z $sub ]]; then
        # shellcheck disable=SC2086 # the commands are words
        if [[ $cur == -* ]]; then _zref_options; else _zref_words $_zref_commands; fi
        return 0
    fi
    # A positional's values, else the options.
    if [[ -n $ddash || $cur != -* ]]; then
        local -a names
        local name=''
        read -r -a names <<<"$_zref_pos"
        if ((npos < ${#names[@]})); then
            name=${names[npos]}
        elif ((${#names[@]})) && [[ ${names[-1]} == *... ]]; then
            name=${names[-1]}
        fi
        [[ -n $name ]] && _zref_values "$sub" "${name%...}" && return 0
        [[ -n $ddash ]] && return 0
    fi
    _zref_options
    return 0
}

complete -F _zref zref
)";

std::string bash_script(const std::vector<CommandSpec>& commands) {
    std::string s = "# bash completion for zref(1), the referee and score keeper for card games.\n"
                    "# Installed as share/bash-completion/completions/zref; to try it: source <(zref completions bash)\n" +
                    generated_note("bash") + "\n";
    std::vector<std::string> subs;
    for (std::size_t i = 1; i < commands.size(); ++i) subs.push_back(sh_quote(commands[i].name));
    s += "_zref_commands=" + sh_quote(join_words(subs)) + "\n\n";
    s += "# _zref_load COMMAND: the names of its options in _zref_opts (\"=\" after one that\n"
         "# takes a value), its positionals in _zref_pos (\"...\" after one that takes\n"
         "# every word left); fails for no such command. \"\" is zref itself.\n"
         "_zref_load() {\n"
         "    case $1 in\n";
    for (const auto& c : commands) {
        std::vector<std::string> names;
        for (const auto& o : c.options)
            for (const auto& n : o.names) names.push_back(n + (o.takes_value ? "=" : ""));
        s += "        " + (c.name.empty() ? std::string("''") : sh_quote(c.name)) + ") _zref_opts=" + sh_quote(join_words(names)) +
             " _zref_pos=" + (c.positionals.empty() ? std::string("''") : sh_quote(positional_names(c))) + " ;;\n";
    }
    s += "        *) return 1 ;;\n"
         "    esac\n"
         "}\n\n"
         "# _zref_values COMMAND NAME: adds the values of option or positional NAME of\n"
         "# COMMAND that start with $cur to COMPREPLY; fails when it has none.\n"
         "_zref_values() {\n"
         "    case \"$1 $2\" in\n";
    for (const auto& [keys, body] : value_branches(commands, bash_values)) {
        std::vector<std::string> quoted;
        for (const auto& k : keys) quoted.push_back("'" + k + "'");
        s += "        " + join_words(quoted, " | ") + ")\n            " + body + " ;;\n";
    }
    s += "        *) return 1 ;;\n"
         "    esac\n"
         "}\n";
    return s + kBashEngine;
}

// --- zsh

// A word of an _alternative list "(a b c)": special characters escaped.
std::string zsh_list_word(const std::string& w) {
    std::string out;
    for (char c : w) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && std::string_view("_-.,+/@%").find(c) == std::string_view::npos)
            out += '\\';
        out += c;
    }
    return out;
}

std::string zsh_tag(const std::string& label) {
    std::string out;
    for (char c : label) out += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c)) : '-';
    return out;
}

// "name:description", the name's colons escaped, for _describe.
std::string zsh_described(const std::string& name, const std::string& description) {
    std::string out;
    for (char c : name) {
        if (c == ':') out += '\\';
        out += c;
    }
    return out + (description.empty() ? "" : ":" + description);
}

std::string zsh_values(const CompletionValues& v) {
    std::vector<std::string> specs;
    for (const auto& group : v.words) {
        std::vector<std::string> ws;
        for (const auto& w : group.words) ws.push_back(zsh_list_word(w));
        specs.push_back(zsh_tag(group.label) + ":" + group.label + ":(" + join_words(ws) + ")");
    }
    if (v.file_suffix)
        specs.push_back(v.file_suffix->empty() ? "files:file:_files"
                                               : "files:file:_files -g \"*" + zsh_list_word(*v.file_suffix) + "(-.)\"");
    if (v.saved_games) specs.push_back("saved-games:saved game:__zref_saved_games");
    std::vector<std::string> quoted;
    for (const auto& spec : specs) quoted.push_back(sh_quote(spec));
    return "__zref_alts=(" + join_words(quoted) + ")";
}

const char* const kZshEngine = R"(
# __zref_takes_value WORD: WORD is an option of the command that takes a value.
__zref_takes_value() {
    (( ${__zref_valued[(Ie)$1]} ))
}

# The journals in zref's games directory (an _alternative action).
__zref_saved_games() {
    local -a games
    games=(${XDG_DATA_HOME:-$HOME/.local/share}/zref/games/*.zref(N-.))
    compadd "$@" -f -a games
}

# __zref_analyse: from $words and $CURRENT, sets __zref_what (commands,
# options or values; empty for nothing to offer), __zref_reply ("name:description"
# for commands and options), __zref_alts (the _alternative specs of values)
# and __zref_value_prefix ("--mode=" when the value is typed after "=").
# Calls no completion widget, so it can be tried with plain zsh.
__zref_analyse() {
    local cur=${words[CURRENT]} prev=${(Q)words[CURRENT-1]} sub='' opt='' ddash='' w name
    local -a names
    integer i=2 npos=0
    __zref_what='' __zref_value_prefix='' __zref_reply=() __zref_alts=()

    # The command and how many of its positionals come before the word being
    # completed, skipping the options and their values ("--color always").
    __zref_load ''
    while (( i < CURRENT )); do
        w=${(Q)words[i]}
        if [[ -z $ddash && $w == -* ]]; then
            if [[ $w == -- ]]; then
                ddash=1
            elif __zref_takes_value "$w"; then
                (( i++ ))
            fi
        elif [[ -z $sub ]]; then
            sub=$w
            __zref_load "$sub" || return
        else
            (( npos++ ))
        fi
        (( i++ ))
    done

    # The value of an option: "--mode te" or "--mode=te".
    if [[ -z $ddash ]]; then
        if [[ $cur == -*=* ]]; then
            opt=${cur%%=*} __zref_value_prefix="${cur%%=*}="
        elif [[ $prev == -* ]] && __zref_takes_value "$prev"; then
            opt=$prev
        fi
        if [[ -n $opt ]]; then
            __zref_takes_value "$opt" && __zref_values "$sub" "$opt" && __zref_what=values
            return
        fi
    fi

    if [[ -z $sub && $cur != -* ]]; then
        __zref_what=commands __zref_reply=($__zref_commands)
        return
    fi
    # A positional's values, else the options.
    if [[ -n $sub ]] && [[ -n $ddash || $cur != -* ]]; then
        names=(${=__zref_pos})
        name=''
        if (( npos < $#names )); then
            name=$names[npos+1]
        elif (( $#names )) && [[ $names[-1] == *... ]]; then
            name=$names[-1]
        fi
        if [[ -n $name ]] && __zref_values "$sub" "${name%...}"; then
            __zref_what=values
            return
        fi
        [[ -n $ddash ]] && return
    fi
    __zref_what=options
    if [[ -z $cur ]]; then
        __zref_reply=(${(M)__zref_opts:#--*})
    else
        __zref_reply=($__zref_opts)
    fi
}

_zref() {
    local __zref_what __zref_value_prefix __zref_pos
    local -a __zref_reply __zref_alts __zref_opts __zref_valued
    __zref_analyse
    [[ -n $__zref_value_prefix ]] && compset -P '*='
    case $__zref_what in
        (commands) _describe -t commands 'zref command' __zref_reply ;;
        (options) _describe -t options 'option' __zref_reply ;;
        (values) _alternative $__zref_alts ;;
        (*) return 1 ;;
    esac
}

if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
    _zref "$@"
elif (( $+functions[compdef] )); then
    compdef _zref zref
fi
)";

std::string zsh_script(const std::vector<CommandSpec>& commands) {
    std::string s = "#compdef zref\n"
                    "# zsh completion for zref(1), the referee and score keeper for card games.\n"
                    "# Installed as share/zsh/vendor-completions/_zref (in $fpath on Debian); to try\n"
                    "# it after compinit: source <(zref completions zsh)\n" +
                    generated_note("zsh") + "\n";
    s += "__zref_commands=(\n";
    for (std::size_t i = 1; i < commands.size(); ++i)
        s += "    " + sh_quote(zsh_described(commands[i].name, commands[i].description)) + "\n";
    s += ")\n\n"
         "# __zref_load COMMAND: its options in __zref_opts (\"name:description\", every\n"
         "# name), those taking a value in __zref_valued, its positionals in __zref_pos\n"
         "# (\"...\" after one that takes every word left); fails for no such command.\n"
         "# \"\" is zref itself.\n"
         "__zref_load() {\n"
         "    case $1 in\n";
    for (const auto& c : commands) {
        s += "        (" + (c.name.empty() ? std::string("''") : sh_quote(c.name)) + ")\n";
        s += "            __zref_opts=(\n";
        std::vector<std::string> valued;
        for (const auto& o : c.options) {
            std::string description = o.description;
            if (!o.excludes.empty()) description += " (not with " + join_words(o.excludes, ", ") + ")";
            for (const auto& n : o.names) {
                s += "                " + sh_quote(zsh_described(n, description)) + "\n";
                if (o.takes_value) valued.push_back(sh_quote(n));
            }
        }
        s += "            )\n";
        s += "            __zref_valued=(" + join_words(valued) + ")\n";
        s += "            __zref_pos=" + (c.positionals.empty() ? std::string("''") : sh_quote(positional_names(c))) + " ;;\n";
    }
    s += "        (*) return 1 ;;\n"
         "    esac\n"
         "}\n\n"
         "# __zref_values COMMAND NAME: the values of option or positional NAME of\n"
         "# COMMAND, as _alternative specs in __zref_alts; fails when it has none.\n"
         "__zref_values() {\n"
         "    case \"$1 $2\" in\n";
    for (const auto& [keys, body] : value_branches(commands, zsh_values)) {
        std::vector<std::string> quoted;
        for (const auto& k : keys) quoted.push_back("'" + k + "'");
        s += "        (" + join_words(quoted, "|") + ")\n            " + body + " ;;\n";
    }
    s += "        (*) return 1 ;;\n"
         "    esac\n"
         "}\n";
    return s + kZshEngine;
}

// --- fish

std::string fish_values(const CompletionValues& v) {
    std::vector<std::string> lines;
    for (const auto& group : v.words) {
        std::string format = "%s\\t";  // the word, a tab and the label
        for (char c : group.label) format += c == '%' ? std::string("%%") : c == '\\' ? std::string("\\\\") : std::string(1, c);
        std::string line = "printf " + fish_quote(format + "\\n");
        for (const auto& w : group.words) line += " " + fish_quote(w);
        lines.push_back(line);
    }
    if (v.file_suffix) lines.push_back("__zref_files " + fish_quote(*v.file_suffix));
    if (v.saved_games) lines.push_back("__zref_saved_games");
    return join_words(lines, "\n            ");
}

const char* const kFishEngine = R"(
# __zref_parse: sets __zref_cmd (the command on the line, "" before one) and
# __zref_npos (how many of its positionals come before the token being
# completed), skipping the options and their values ("--color always").
function __zref_parse
    set -g __zref_cmd ''
    set -g __zref_npos 0
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l skip 0
    set -l ddash 0
    for w in $tokens
        if test $skip = 1
            set skip 0
        else if test $ddash = 0; and string match -q -- '-*' "$w"
            if test "$w" = --
                set ddash 1
            else if __zref_takes_value "$__zref_cmd" "$w"
                set skip 1
            end
        else if test -z "$__zref_cmd"
            set -g __zref_cmd "$w"
        else
            set -g __zref_npos (math $__zref_npos + 1)
        end
    end
end

# __zref_in [COMMAND]: the line is in COMMAND (no argument: before any).
function __zref_in
    __zref_parse
    test "$__zref_cmd" = "$argv[1]"
end

# __zref_at COMMAND N [more]: the token is COMMAND's positional N (0 the
# first; "more": N or any after it).
function __zref_at --argument-names cmd n more
    __zref_parse
    test "$__zref_cmd" = "$cmd"; or return 1
    set -l token (commandline -ct)
    string match -q -- '-*' "$token"; and return 1
    if test -n "$more"
        test $__zref_npos -ge $n
    else
        test $__zref_npos -eq $n
    end
end

# __zref_files SUFFIX: the files ending with SUFFIX ("" any), and the
# directories, that start with the token (its value after "--option=").
function __zref_files --argument-names suffix
    set -l token (commandline -ct)
    string match -q -- '-*=*' "$token"; and set token (string replace -r -- '^[^=]*=' '' $token)
    for f in (__fish_complete_path "$token")
        set -l path (string split -m 1 \t -- $f)[1]
        if test -z "$suffix"; or string match -q -- '*/' $path; or string match -q -- "*$suffix" $path
            echo $path
        end
    end
end

# The journals in zref's games directory.
function __zref_saved_games
    set -l dir $HOME/.local/share
    set -q XDG_DATA_HOME; and test -n "$XDG_DATA_HOME"; and set dir $XDG_DATA_HOME
    for f in $dir/zref/games/*.zref
        test -f $f; and printf '%s\tSaved game\n' $f
    end
end
)";

std::string fish_script(const std::vector<CommandSpec>& commands) {
    std::string s = "# fish completion for zref(1), the referee and score keeper for card games.\n"
                    "# Installed as share/fish/vendor_completions.d/zref.fish; to try it:\n"
                    "# zref completions fish | source\n" +
                    generated_note("fish") + "\n";
    s += "# __zref_takes_value COMMAND WORD: WORD is an option of COMMAND (\"\" zref\n"
         "# itself) that takes a value.\n"
         "function __zref_takes_value\n"
         "    switch \"$argv[1] $argv[2]\"\n";
    std::vector<std::string> valued;
    for (const auto& c : commands)
        for (const auto& o : c.options)
            if (o.takes_value)
                for (const auto& n : o.names) valued.push_back(fish_quote(c.name + " " + n));
    if (!valued.empty()) s += "        case " + join_words(valued) + "\n            return 0\n";
    s += "    end\n"
         "    return 1\n"
         "end\n\n"
         "# __zref_values COMMAND NAME: the values of option or positional NAME of\n"
         "# COMMAND, one a line, with a tab and what they are.\n"
         "function __zref_values\n"
         "    switch \"$argv[1] $argv[2]\"\n";
    for (const auto& [keys, body] : value_branches(commands, fish_values)) {
        std::vector<std::string> quoted;
        for (const auto& k : keys) quoted.push_back(fish_quote(k));
        s += "        case " + join_words(quoted) + "\n            " + body + "\n";
    }
    s += "    end\n"
         "end\n";
    s += kFishEngine;
    s += "\ncomplete -c zref -e\n"
         "complete -c zref -f\n";
    s += "\n# The commands.\n";
    for (std::size_t i = 1; i < commands.size(); ++i)
        s += "complete -c zref -n __zref_in -a " + fish_quote(commands[i].name) + " -d " +
             fish_quote(commands[i].description) + "\n";
    for (const auto& c : commands) {
        const std::string in = c.name.empty() ? "__zref_in" : fish_quote("__zref_in " + c.name);
        const std::string fish_command = c.name.empty() ? "\"\"" : c.name;
        s += "\n# " + (c.name.empty() ? std::string("zref itself") : "zref " + c.name) + "\n";
        for (const auto& o : c.options) {
            std::string line = "complete -c zref -n " + in;
            for (const auto& n : o.names) line += n.size() == 2 ? " -s " + n.substr(1) : " -l " + n.substr(2);
            if (o.takes_value) {
                line += " -x";
                if (has_values(o.values)) line += " -a " + fish_quote("(__zref_values " + fish_command + " " + o.names.back() + ")");
            }
            s += line + " -d " + fish_quote(o.description) + "\n";
        }
        for (std::size_t i = 0; i < c.positionals.size(); ++i) {
            const auto& p = c.positionals[i];
            if (!has_values(p.values)) continue;
            s += "complete -c zref -n " +
                 fish_quote("__zref_at " + c.name + " " + std::to_string(i) + (p.repeats ? " more" : "")) + " -a " +
                 fish_quote("(__zref_values " + fish_command + " " + p.name + ")") + "\n";
        }
    }
    return s;
}

}  // namespace

std::optional<std::string> completion_script(CLI::App& app, std::string_view shell) {
    const auto commands = read_commands(app);
    if (shell == "bash") return bash_script(commands);
    if (shell == "zsh") return zsh_script(commands);
    if (shell == "fish") return fish_script(commands);
    return std::nullopt;
}

void add_completions_command(CLI::App& app, const GlobalOptions&, CommandTable& t) {
    auto shell = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand(
        "completions", "Print the completion script for bash, zsh or fish: every command, option and value zref knows");
    cmd->add_option("shell", *shell, "bash, zsh or fish")->required()->check(CLI::IsMember(completion_shells()));
    cmd->footer("Installed with zref (cmake --install); to try one in the running shell:\n"
                "  source <(zref completions bash)\n"
                "  zref completions fish | source");
    t.add(cmd, [&app, shell] {
        auto script = completion_script(app, *shell);
        if (!script) return 2;  // the check above accepts only the shells there are
        std::fputs(script->c_str(), stdout);
        return 0;
    });
}

}  // namespace zref::cli
