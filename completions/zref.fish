# fish completion for zref(1), the Zombie Princess referee.
# Installed as share/fish/vendor_completions.d/zref.fish; to try it from a
# checkout: source completions/zref.fish
#
# The subcommands and the options of each one are read from the help of the
# zref being completed ("zref --help", "zref COMMAND --help": CLI11's option
# lines start with two spaces and "-"), so options added to any command
# complete without editing this file. The lists below give the values zref
# knows but its help does not list, and are the fallback when zref cannot be
# run. The same logic is in zref.bash and _zref; tests/cli/completions.sh
# checks the three stay in step with zref.

set -g __zref_commands new resume replay rules games trick score sheet list simulate bench
set -g __zref_topics setup bidding tricks princes frog scoring hourglass end teams
set -g __zref_princesses alice cinderella dorothy goldilocks ice-princess pea-princess rapunzel \
    red-riding-hood scheherazade sleeping-beauty swan-maiden thumbelina
set -g __zref_presets first-game teams-of-4 teams-of-6 random-hourglass

# Turns CLI11's help on stdin into one line per entry:
#   KIND<TAB>NAMES<TAB>ARG<TAB>VALUES<TAB>DESCRIPTION
# (see zref.bash).
# BEGIN help-awk (identical in zref.bash and _zref)
set -g __zref_help_awk '
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
function __zref_fallback_options --argument-names sub
    switch "$sub"
        case ''
            echo --help --version --data= --color=
        case new
            echo --help --preset= --players= --mode= --rounds= --start= --princesses= --powers= --frog= --seed= --journal= --strict --lenient
        case replay
            echo --help --format=
        case sheet
            echo --help --format= --output=
        case '*'
            echo --help
    end
end

# __zref_values COMMAND OPTION: the values zref accepts for OPTION, when known.
function __zref_values --argument-names sub opt
    switch $opt
        case --color
            echo auto always never
        case --mode
            echo individuals teams
        case --princesses
            echo deal enter none
        case --powers
            echo on off
        case --pay
            echo yes no
        case --format
            switch "$sub"
                case replay
                    echo text json
                case sheet
                    echo text csv markdown json html
                case '*'
                    return 1
            end
        case '*'
            return 1
    end
end

# __zref_load ZREF COMMAND: fills the lists __zref_opt_names, __zref_opt_args
# (the value's type, "-" for a flag), __zref_opt_vals ("-" for none),
# __zref_opt_longs (the long name of each), __zref_opt_descs, __zref_subs,
# __zref_sub_descs and __zref_positionals (names) for COMMAND ("" for zref
# itself), from its help or else from the fallback lists.
function __zref_load --argument-names bin sub
    set -g __zref_opt_names
    set -g __zref_opt_args
    set -g __zref_opt_vals
    set -g __zref_opt_descs
    set -g __zref_opt_longs
    set -g __zref_subs
    set -g __zref_sub_descs
    set -g __zref_positionals
    set -l table
    if test -n "$bin"
        if test -n "$sub"
            set table ($bin $sub --help </dev/null 2>/dev/null | awk -v want="$sub" $__zref_help_awk)
        else
            set table ($bin --help </dev/null 2>/dev/null | awk -v want= $__zref_help_awk)
        end
    end
    if set -q table[1]
        for line in $table
            set -l f (string split \t -- $line)
            switch "$f[1]"
                case opt
                    set -l names (string split , -- "$f[2]")
                    for name in $names
                        set -a __zref_opt_names $name
                        set -a __zref_opt_longs $names[-1]
                        set -a __zref_opt_args "$f[3]"
                        set -a __zref_opt_vals "$f[4]"
                        set -a __zref_opt_descs "$f[5]"
                    end
                case sub
                    set -a __zref_subs "$f[2]"
                    set -a __zref_sub_descs "$f[5]"
                case pos
                    set -a __zref_positionals "$f[2]"
            end
        end
    else
        for name in (string split ' ' -- (__zref_fallback_options "$sub"))
            if string match -q -- '*=' $name
                set name (string trim -r -c = -- $name)
                set -a __zref_opt_names $name
                set -a __zref_opt_args TEXT
            else
                set -a __zref_opt_names $name
                set -a __zref_opt_args -
            end
            set -a __zref_opt_vals -
            set -a __zref_opt_descs ''
            set -a __zref_opt_longs $name
        end
        switch "$sub"
            case resume replay sheet
                set __zref_positionals journal
            case rules
                set __zref_positionals topic
        end
    end
    if test -z "$sub"
        for c in $__zref_commands
            if not contains -- $c $__zref_subs
                set -a __zref_subs $c
                set -a __zref_sub_descs ''
            end
        end
    else
        # --data and --color may also follow the command.
        set -a __zref_opt_names --data --color
        set -a __zref_opt_longs --data --color
        set -a __zref_opt_args TEXT 'TEXT:{auto,always,never}'
        set -a __zref_opt_vals - 'auto always never'
        set -a __zref_opt_descs 'Game data file overriding the built-in games/zombie-princess.toml' \
            'Colour in the terminal: auto, always or never'
    end
end

# __zref_arg OPTION: the value type of OPTION ("-" for a flag), if it is one.
function __zref_arg --argument-names opt
    set -l i (contains -i -- $opt $__zref_opt_names); or return 1
    echo $__zref_opt_args[$i]
end

function __zref_takes_value --argument-names opt
    set -l arg (__zref_arg $opt); or return 1
    test "$arg" != -
end

# __zref_files PREFIX VALUE [SUFFIX]: the files starting with VALUE (only
# those ending in SUFFIX, if given) and directories.
function __zref_files --argument-names prefix value suffix
    for f in (__fish_complete_path "$value")
        set -l path (string split -m 1 \t -- $f)[1]
        if test -z "$suffix"; or string match -q -- "*/" $path; or string match -q -- "*$suffix" $path
            echo "$prefix$path"
        end
    end
end

function __zref_rules_topics --argument-names bin
    set -l topics
    set -l princesses
    if test -n "$bin"
        for line in ($bin $__zref_data rules </dev/null 2>/dev/null)
            string match -q -- 'Topics:*' $line; and set topics (string split -n ' ' -- (string replace -- 'Topics:' '' $line))
            string match -q -- '*Princesses:*' $line; and set princesses (string split -n ' ' -- (string replace -r -- '.*Princesses:' '' $line))
        end
    end
    set -q topics[1]; or set topics $__zref_topics
    set -q princesses[1]; or set princesses $__zref_princesses
    printf '%s\tRules topic\n' $topics
    printf '%s\tRound card\n' a b c d e f g h i j k l m n o p q r s t u v w x y z
    printf '%s\tPrincess\n' $princesses
end

# Prints the candidates for the token under the cursor, one per line, with a
# tab and a description where there is one.
function __zref_complete
    set -l tokens (commandline -opc)
    set -l cur (commandline -ct)
    set -l cmd $tokens[1]
    set -l bin
    string match -q -- '~/*' $cmd; and set cmd $HOME/(string sub -s 3 -- $cmd)
    if string match -q -- '*/*' $cmd
        test -x "$cmd" -a ! -d "$cmd"; and set bin $cmd
    else
        set bin (command -s -- $cmd 2>/dev/null)
    end
    set -g __zref_data

    # Find the command among the words before the cursor, skipping options
    # and their values ("--color always", "--color=always").
    __zref_load "$bin" ''
    set -l sub ''
    set -l npos 0
    set -l i 2
    set -l n (count $tokens)
    while test $i -le $n
        set -l w $tokens[$i]
        if string match -q -- '-*' $w; and not string match -q -- '*=*' $w; and __zref_takes_value $w
            if test $w = --data; and test $i -lt $n
                set -g __zref_data --data $tokens[(math $i + 1)]
            end
            set i (math $i + 2)
            continue
        else if string match -q -- '--data=*' $w
            set -g __zref_data --data (string replace -- --data= '' $w)
        else if string match -q -- '-*' $w
        else if test -z "$sub"
            set sub $w
            __zref_load "$bin" $sub
        else
            set npos (math $npos + 1)
        end
        set i (math $i + 1)
    end

    # The value of an option: "--mode te" or "--mode=te".
    set -l opt ''
    set -l prefix ''
    set -l value $cur
    set -l prev ''
    test $n -ge 2; and set prev $tokens[-1]
    if string match -q -- '--*=*' $cur
        set opt (string replace -r -- '=.*' '' $cur)
        set prefix $opt=
        set value (string replace -r -- '^[^=]*=' '' $cur)
    else if string match -q -- '-*' $prev; and not string match -q -- '*=*' $prev
        set opt $prev
    end
    if test -n "$opt"; and __zref_takes_value $opt
        set -l i (contains -i -- $opt $__zref_opt_names)
        set -l vals
        test "$__zref_opt_vals[$i]" != -; and set vals (string split ' ' -- $__zref_opt_vals[$i])
        set opt $__zref_opt_longs[$i]
        set -q vals[1]; or set vals (string split ' ' -- (__zref_values "$sub" $opt))
        if set -q vals[1]
            printf "$prefix%s\n" $vals
            return
        end
        switch $opt
            case --preset
                printf "$prefix%s\tPreset\n" $__zref_presets
                __zref_files "$prefix" "$value" .toml
            case --data
                __zref_files "$prefix" "$value" .toml
            case --journal --output --file '--*-file' '--*-dir'
                __zref_files "$prefix" "$value"
            case '*'
                string match -qr -- 'FILE|PATH|DIR' $__zref_opt_args[$i]; and __zref_files "$prefix" "$value"
        end
        return
    else if test -n "$prefix"
        return
    end

    # A command's argument: journals, a rules topic or files, by the command
    # and the argument's name in the help; otherwise the options.
    set -l what options
    if test -z "$sub"
        string match -q -- '-*' $cur; or set what commands
    else if not string match -q -- '-*' $cur; and test $npos -lt (count $__zref_positionals)
        set -l k (math $npos + 1)
        switch "$sub:$npos:$__zref_positionals[$k]"
            case 'resume:0:*' 'replay:0:*' 'sheet:0:*' '*:*journal*'
                set what journals
            case 'rules:0:*'
                set what topics
            case '*:*file*' '*:*path*'
                set what files
        end
    end
    switch $what
        case commands
            for j in (seq (count $__zref_subs))
                printf '%s\t%s\n' $__zref_subs[$j] $__zref_sub_descs[$j]
            end
        case journals
            __zref_files '' "$cur" .zref
            set -l dir $HOME/.local/share
            set -q XDG_DATA_HOME; and test -n "$XDG_DATA_HOME"; and set dir $XDG_DATA_HOME
            for f in $dir/zref/games/*.zref
                string match -q -- "$cur*" $f; and printf '%s\tSaved game\n' $f
            end
        case topics
            __zref_rules_topics "$bin"
        case files
            __zref_files '' "$cur"
        case options
            for j in (seq (count $__zref_opt_names))
                string match -q -- '--*' $__zref_opt_names[$j]; or continue
                printf '%s\t%s\n' $__zref_opt_names[$j] $__zref_opt_descs[$j]
            end
    end
end

complete -c zref -e
complete -c zref -f -a '(__zref_complete)'
