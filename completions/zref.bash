# bash completion for zref(1), the Zombie Princess referee.
# Installed as share/bash-completion/completions/zref; to try it from a
# checkout: source completions/zref.bash
#
# The subcommands and the options of each one are read from the help of the
# zref being completed ("zref --help", "zref COMMAND --help": CLI11's option
# lines start with two spaces and "-"), so options added to any command
# complete without editing this file. The lists below give the values zref
# knows but its help does not list, and are the fallback when zref cannot be
# run. The same logic is in _zref (zsh) and zref.fish (fish);
# tests/cli/completions.sh checks the three stay in step with zref.

_zref_commands=(new resume replay rules games trick score sheet list simulate bench)
_zref_topics=(setup bidding tricks princes frog scoring hourglass end teams)
_zref_princesses=(alice cinderella dorothy goldilocks ice-princess pea-princess rapunzel
    red-riding-hood scheherazade sleeping-beauty swan-maiden thumbelina)
_zref_presets=(first-game teams-of-4 teams-of-6 random-hourglass)

# Turns CLI11's help on stdin into one line per entry:
#   KIND<TAB>NAMES<TAB>ARG<TAB>VALUES<TAB>DESCRIPTION
# KIND is opt, sub or pos; NAMES is e.g. "-h,--help"; ARG is the value's type
# ("TEXT", "TEXT:{on,off}") or "-" for a flag; VALUES the listed values or "-".
# Prints nothing and fails when the help is not the one of command $want (an
# unknown command makes zref print its main help).
# BEGIN help-awk (identical in _zref and zref.fish)
# shellcheck disable=SC2016 # awk's own $0 and $i
_zref_help_awk='
function trim(s) { sub(/^ +/, "", s); sub(/ +$/, "", s); return s }
function flush() { if (kind != "") out = out kind "\t" names "\t" arg "\t" (vals == "" ? "-" : vals) "\t" desc "\n"; kind = "" }
BEGIN { ok = (want == ""); kind = ""; out = "" }
/^Usage:/ { for (i = 2; i <= NF; i++) if ($i == want) ok = 1; next }
/^[^ ].*:$/ { flush(); section = $0; next }
/^  [^ ]/ {
    flush()
    line = substr($0, 3)
    p = index(line, "  ")
    if (p > 0) { field = substr(line, 1, p - 1); desc = trim(substr(line, p)) } else { field = line; desc = "" }
    n = split(field, w, " ")
    names = w[1]; arg = "-"; vals = ""
    if (substr(field, 1, 1) == "-") {
        kind = "opt"
        if (n >= 2 && w[2] != "REQUIRED" && (w[2] ~ /^[A-Z][A-Z0-9_]*$/ || w[2] ~ /^[A-Z][A-Z0-9_]*:/)) {
            arg = w[2]
            if (match(arg, /:[{][^}]*[}]/)) { vals = substr(arg, RSTART + 2, RLENGTH - 3); gsub(/,/, " ", vals) }
        }
    } else if (section ~ /^Subcommands/) {
        kind = "sub"
    } else if (section ~ /^Positionals/) {
        kind = "pos"; if (n >= 2) arg = w[2]
    }
    next
}
/^   / { if (kind != "" && desc == "") desc = trim($0); next }
END { flush(); if (!ok) exit 1; printf "%s", out }
'
# END help-awk

# Options of each command when zref cannot be run ("=" marks a value).
_zref_fallback_options() {
    case $1 in
        '') echo "--help --version --data= --color=" ;;
        new) echo "--help --preset= --players= --mode= --rounds= --start= --princesses= --powers= --frog= --seed= --journal= --strict --lenient" ;;
        replay) echo "--help --format=" ;;
        sheet) echo "--help --format= --output=" ;;
        *) echo "--help" ;;
    esac
}

# _zref_values COMMAND OPTION: the values zref accepts for OPTION, when known.
_zref_values() {
    case $2 in
        --color) echo auto always never ;;
        --mode) echo individuals teams ;;
        --princesses) echo deal enter none ;;
        --powers) echo on off ;;
        --pay) echo yes no ;;
        --format)
            case $1 in
                replay) echo text json ;;
                sheet) echo text csv markdown json html ;;
                *) return 1 ;;
            esac ;;
        *) return 1 ;;
    esac
}

# _zref_load COMMAND: fills _zref_opt_arg[NAME] (the value's type, "-" for a
# flag), _zref_opt_vals[NAME], _zref_opt_long[NAME] (the long name of a short
# option), _zref_subs and _zref_positionals (names) for COMMAND ("" for zref
# itself), from its help or else from the fallback lists.
_zref_load() {
    local sub=$1 table='' kind names arg vals name long list=()
    _zref_opt_arg=() _zref_opt_vals=() _zref_opt_long=() _zref_subs=() _zref_positionals=()
    if [[ -n $_zref_bin ]]; then
        if [[ -n $sub ]]; then
            table=$("$_zref_bin" "$sub" --help </dev/null 2>/dev/null | awk -v want="$sub" "$_zref_help_awk")
        else
            table=$("$_zref_bin" --help </dev/null 2>/dev/null | awk -v want= "$_zref_help_awk")
        fi
    fi
    if [[ -n $table ]]; then
        while IFS=$'\t' read -r kind names arg vals _; do
            case $kind in
                opt)
                    IFS=, read -r -a list <<<"$names"
                    long=${list[-1]}
                    for name in "${list[@]}"; do
                        _zref_opt_arg[$name]=$arg
                        _zref_opt_long[$name]=$long
                        [[ $vals == - ]] || _zref_opt_vals[$name]=$vals
                    done ;;
                sub) _zref_subs+=("$names") ;;
                pos) _zref_positionals+=("$names") ;;
            esac
        done <<<"$table"
    else
        for name in $(_zref_fallback_options "$sub"); do
            if [[ $name == *= ]]; then _zref_opt_arg[${name%=}]=TEXT; else _zref_opt_arg[$name]=-; fi
        done
        case $sub in
            resume | replay | sheet) _zref_positionals=(journal) ;;
            rules) _zref_positionals=(topic) ;;
        esac
    fi
    if [[ -z $sub ]]; then
        local c
        for c in "${_zref_commands[@]}"; do
            [[ " ${_zref_subs[*]} " == *" $c "* ]] || _zref_subs+=("$c")
        done
    else
        # --data and --color may also follow the command.
        _zref_opt_arg[--data]=TEXT
        _zref_opt_arg[--color]='TEXT:{auto,always,never}'
        _zref_opt_vals[--color]="auto always never"
    fi
}

# _zref_add PREFIX WORD...: adds the WORDs starting with $cur to COMPREPLY.
_zref_add() {
    local prefix=$1 w
    shift
    for w in "$@"; do
        [[ $w == "$cur"* ]] && COMPREPLY+=("$prefix$w")
    done
}

# _zref_files PREFIX [GLOB]: files (only those matching GLOB, if given) and
# directories.
_zref_files() {
    local prefix=$1 glob=${2-} found=() f
    compopt -o filenames 2>/dev/null
    if [[ -n $glob ]]; then
        mapfile -t found < <(compgen -f -X "!$glob" -- "$cur"; compgen -d -- "$cur")
    else
        mapfile -t found < <(compgen -f -- "$cur")
    fi
    for f in "${found[@]}"; do
        COMPREPLY+=("$prefix$f")
    done
}

# Journals: *.zref files here and the games in zref's own directory.
_zref_journals() {
    local dir=${XDG_DATA_HOME:-$HOME/.local/share}/zref/games f
    _zref_files "$1" '*.zref'
    while IFS= read -r f; do
        [[ -f $f && $f == "$cur"* ]] && COMPREPLY+=("$1$f")
    done < <(compgen -G "$dir/*.zref")
}

_zref_rules_topics() {
    local out line topics=() princesses=() letter
    if [[ -n $_zref_bin ]]; then
        out=$("$_zref_bin" "${_zref_data[@]}" rules </dev/null 2>/dev/null)
        while IFS= read -r line; do
            [[ $line == Topics:* ]] && read -r -a topics <<<"${line#Topics:}"
            [[ $line == *Princesses:* ]] && read -r -a princesses <<<"${line##*Princesses:}"
        done <<<"$out"
    fi
    ((${#topics[@]})) || topics=("${_zref_topics[@]}")
    ((${#princesses[@]})) || princesses=("${_zref_princesses[@]}")
    _zref_add "" "${topics[@]}"
    for letter in a b c d e f g h i j k l m n o p q r s t u v w x y z; do _zref_add "" "$letter"; done
    _zref_add "" "${princesses[@]}"
}

# _zref_complete_value COMMAND OPTION PREFIX
_zref_complete_value() {
    local sub=$1 opt=$2 prefix=$3 vals
    vals=${_zref_opt_vals[$opt]-}
    opt=${_zref_opt_long[$opt]:-$opt}
    [[ -n $vals ]] || vals=$(_zref_values "$sub" "$opt") || vals=''
    if [[ -n $vals ]]; then
        # shellcheck disable=SC2086 # the values are words
        _zref_add "$prefix" $vals
        return
    fi
    case $opt in
        --preset)
            _zref_add "$prefix" "${_zref_presets[@]}"
            _zref_files "$prefix" '*.toml' ;;
        --data) _zref_files "$prefix" '*.toml' ;;
        --journal | --output | --file | --*-file | --*-dir) _zref_files "$prefix" ;;
        *)
            case ${_zref_opt_arg[$opt]-} in
                *FILE* | *PATH* | *DIR*) _zref_files "$prefix" ;;
            esac ;;
    esac
}

_zref() {
    local cur=${COMP_WORDS[COMP_CWORD]-} cword=$COMP_CWORD
    local prev=${COMP_WORDS[COMP_CWORD - 1]-}
    local _zref_bin='' _zref_subs=() _zref_positionals=() _zref_data=()
    local -A _zref_opt_arg=() _zref_opt_vals=() _zref_opt_long=()
    COMPREPLY=()

    # The zref being completed (./build/zref, ~/bin/zref or zref on PATH).
    local cmd=${COMP_WORDS[0]}
    # shellcheck disable=SC2088 # a literal "~/" typed on the command line
    [[ $cmd == "~/"* ]] && cmd=$HOME/${cmd#"~/"}
    if [[ $cmd == */* ]]; then
        [[ -x $cmd && ! -d $cmd ]] && _zref_bin=$cmd
    else
        _zref_bin=$(type -P -- "$cmd" 2>/dev/null) || _zref_bin=''
    fi

    # Find the command among the words before the cursor, skipping options
    # and their values ("--color always", "--color=always" split at "=").
    local sub='' npos=0 i=1 w
    _zref_load ''
    while ((i < cword)); do
        w=${COMP_WORDS[i]}
        if [[ $w == -* && $w != *=* && ${_zref_opt_arg[$w]-} && ${_zref_opt_arg[$w]} != - ]]; then
            [[ $w == --data ]] && _zref_data=(--data "${COMP_WORDS[i + 1]-}")
            if [[ ${COMP_WORDS[i + 1]-} == = ]]; then
                [[ $w == --data ]] && _zref_data=(--data "${COMP_WORDS[i + 2]-}")
                i=$((i + 3))
            else
                i=$((i + 2))
            fi
            continue
        elif [[ $w == --data=* ]]; then
            _zref_data=(--data "${w#--data=}")
        elif [[ $w == -* || $w == = ]]; then
            :
        elif [[ -z $sub ]]; then
            sub=$w
            _zref_load "$sub"
        else
            npos=$((npos + 1))
        fi
        i=$((i + 1))
    done

    # The value of an option: "--mode te", "--mode=te" (split at "=" or not).
    local opt=''
    if [[ $cur == = && $prev == -* ]]; then
        opt=$prev cur=''
    elif [[ $prev == = ]] && ((cword >= 2)) && [[ ${COMP_WORDS[cword - 2]} == -* ]]; then
        opt=${COMP_WORDS[cword - 2]}
    elif [[ $prev == -* && $prev != *=* ]]; then
        opt=$prev
    fi
    if [[ -n $opt ]]; then
        if [[ ${_zref_opt_arg[$opt]-} && ${_zref_opt_arg[$opt]} != - ]]; then
            _zref_complete_value "$sub" "$opt" ''
            return 0
        fi
    elif [[ $cur == --*=* ]]; then
        opt=${cur%%=*} cur=${cur#*=}
        [[ ${_zref_opt_arg[$opt]-} && ${_zref_opt_arg[$opt]} != - ]] && _zref_complete_value "$sub" "$opt" "$opt="
        return 0
    fi

    # A command's argument: journals, a rules topic or files, by the command
    # and the argument's name in the help; otherwise the options.
    local what=options
    if [[ -z $sub ]]; then
        what=commands
    elif [[ $cur != -* ]] && ((npos < ${#_zref_positionals[@]})); then
        case $sub:$npos:${_zref_positionals[npos]} in
            resume:0:* | replay:0:* | sheet:0:* | *:*journal*) what=journals ;;
            rules:0:*) what=topics ;;
            *:*file* | *:*path*) what=files ;;
        esac
    fi
    [[ $what == commands && $cur == -* ]] && what=options
    case $what in
        commands) _zref_add "" "${_zref_subs[@]}" ;;
        journals) _zref_journals "" ;;
        topics) _zref_rules_topics ;;
        files) _zref_files "" ;;
        options)
            for w in "${!_zref_opt_arg[@]}"; do
                [[ $w == --* ]] && _zref_add "" "$w"
            done ;;
    esac
    return 0
}

complete -F _zref zref
