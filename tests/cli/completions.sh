# The shell completions that zref writes from its own command definitions
# (zref completions bash|zsh|fish): the build left them in
# build/completions/, as this zref writes them; bash -n, zsh -n and fish
# --no-execute accept them; cmake --install installs them; and, installed,
# each shell completes commands, options (by every name), option values,
# rules topics, Princesses, presets, journals and data files. What to expect
# is read from zref itself (its help, 'zref rules'), so a command or option
# added to zref must complete without editing this test. The completions
# never run zref: they work with no zref on PATH (fish loads a command's
# completions only once the command is found, so it gets a stub zref).
# tests/completions_test.cc checks, in C++, that every command and option
# defined is in each script.
#
# bash, zsh and fish must be installed (scripts/test.sh installs them): a
# missing shell is a failure, not a skip. Needs the build directory of the zref
# under test (its CMakeCache.txt), to install into a temporary prefix.
SRC=$(cd "$(dirname "$0")/../.." && pwd)
source "$(dirname "$0")/_lib.sh"

missing=()
for tool in zsh fish awk; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "FAIL: completions.sh needs ${missing[*]} (apt-get install ${missing[*]}; scripts/test.sh installs them)" >&2
    exit 1
fi
BASH_BIN=$BASH ZSH_BIN=$(command -v zsh) FISH_BIN=$(command -v fish)
TIMEOUT=$(command -v timeout)

BUILD=$(dirname "$ZREF")
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
    echo "FAIL: $BUILD/CMakeCache.txt not found: completions.sh needs the zref of a CMake build directory" >&2
    exit 1
fi
CMAKE=$(sed -n 's/^CMAKE_COMMAND:INTERNAL=//p' "$BUILD/CMakeCache.txt")
[ -x "$CMAKE" ] || CMAKE=$(command -v cmake || true)
[ -n "$CMAKE" ] || { echo "FAIL: completions.sh needs cmake" >&2; exit 1; }

# --- zref completions SHELL, and what the build wrote with it
for shell in bash zsh fish; do
    run '' completions "$shell"
    expect_rc 0 "zref completions $shell"
    expect_err_empty "zref completions $shell"
    "$ZREF" completions "$shell" >"$WORK/script.$shell" 2>/dev/null || true
done
run '' completions tcsh
expect_rc 2 "zref completions tcsh"
expect_err "tcsh not in {bash,zsh,fish}" "zref completions tcsh"
run '' completions
expect_rc 2 "zref completions (no shell)"
shown_id=$run_id # what zref printed above does not explain the failures below

G=$BUILD/completions
for f in "bash zref.bash" "zsh _zref" "fish zref.fish"; do
    shell=${f% *} name=${f#* }
    if [ ! -f "$G/$name" ]; then
        fail "the build did not write $G/$name (cmake/completions.cmake)"
    elif ! cmp -s "$G/$name" "$WORK/script.$shell"; then
        fail "$G/$name is not what 'zref completions $shell' writes: the build did not write it again"
    fi
done

# --- syntax
"$BASH_BIN" -n "$WORK/script.bash" 2>"$WORK/syntax" || fail "bash -n on 'zref completions bash': $(cat "$WORK/syntax")"
"$ZSH_BIN" -n "$WORK/script.zsh" 2>"$WORK/syntax" || fail "zsh -n on 'zref completions zsh': $(cat "$WORK/syntax")"
"$FISH_BIN" --no-execute "$WORK/script.fish" 2>"$WORK/syntax" || fail "fish --no-execute on 'zref completions fish': $(cat "$WORK/syntax")"

# --- what zref says it has: commands, each one's options, rules topics
run '' --help
zref_commands=$(awk '/^Subcommands:/ { s = 1; next } /^[^ ]/ { s = 0 } s && /^  [a-z]/ { print $1 }' <<<"$out" | tr '\n' ' ' | sed 's/ $//')
[ -n "$zref_commands" ] || fail "zref --help: no Subcommands section"
for cmd in new resume replay rules trick score sheet list completions; do
    [[ " $zref_commands " == *" $cmd "* ]] || fail "zref --help does not list $cmd"
done
run '' rules
expect_rc 0 "zref rules"
topics=$(sed -n 's/^Topics: *//p' <<<"$out")
princesses=$(sed -n 's/.*Princesses: *//p' <<<"$out")
readings="readings $(sed -n 's/^Readings a table may switch[^:]*: *//p' <<<"$out")"
# The other game's topics and readings: 'zref rules' finds them without --game.
bowling_out=$("$ZREF" rules --game bowling-for-zombies)
bowling_topics="$(sed -n 's/^Bowling for Zombies!!! topics: *//p' <<<"$bowling_out") $(sed -n 's/^Our readings[^:]*: *//p' <<<"$bowling_out")"
rebel_out=$("$ZREF" rules --game rebel-princess)
rebel_topics="$(sed -n 's/^Rebel Princess topics: *//p' <<<"$rebel_out") $(sed -n 's/^Round cards: *//p' <<<"$rebel_out")
$(sed -n 's/^Princesses: *//p' <<<"$rebel_out") $(sed -n 's/^Our readings[^:]*: *//p' <<<"$rebel_out")"
paella_out=$("$ZREF" rules --game zombie-paella)
paella_topics="$(sed -n 's/^The Zombie Paella topics: *//p' <<<"$paella_out") $(sed -n 's/^Cards ([a-z]*): *//p' <<<"$paella_out")
$(sed -n 's/^Our readings[^:]*: *//p' <<<"$paella_out")"
znp_out=$("$ZREF" rules --game zombie-ninja-pirates)
znp_topics="$(sed -n 's/^Zombie Ninja Pirates topics: *//p' <<<"$znp_out") $(sed -n 's/^Cards ([a-z-]*): *//p' <<<"$znp_out")
$(sed -n 's/^Our readings[^:]*: *//p' <<<"$znp_out")"
if [ -z "$topics" ] || [ -z "$princesses" ]; then fail "zref rules: no 'Topics:' or 'Princesses:' line"; fi
presets=$(cd "$SRC/configs" && for f in *.toml; do printf '%s ' "${f%.toml}"; done)
shown_id=$run_id

# --- install: the completions are tested where cmake --install puts them.
PREFIX=$WORK/prefix
"$CMAKE" --install "$BUILD" --prefix "$PREFIX" >"$WORK/install.log" 2>&1 || {
    cat "$WORK/install.log" >&2
    fail "cmake --install $BUILD --prefix $PREFIX failed"
    finish
}
BASH_COMPLETION=$PREFIX/share/bash-completion/completions/zref
ZSH_FPATH=$PREFIX/share/zsh/vendor-completions
FISH_COMPLETE_PATH=$PREFIX/share/fish/vendor_completions.d
for f in "bash $BASH_COMPLETION" "zsh $ZSH_FPATH/_zref" "fish $FISH_COMPLETE_PATH/zref.fish"; do
    shell=${f%% *} path=${f#* }
    if [ ! -f "$path" ]; then
        fail "cmake --install: no $path"
        finish
    fi
    cmp -s "$path" "$WORK/script.$shell" || fail "cmake --install: $path is not what 'zref completions $shell' writes"
done

# Drivers: each prints what its shell offers for a command line, one
# candidate a line, sorted. The words are the arguments; the last one is the
# word being completed.
cat >"$WORK/bash-driver.sh" <<'EOF'
source "$1" || exit 1
shift
complete -p zref | grep -q -- '-F _zref' || { echo "no 'complete -F _zref zref'" >&2; exit 1; }
COMP_WORDS=("$@")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMP_LINE="$*" COMP_POINT=${#COMP_LINE}
_zref
printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort -u
EOF
# zsh's own completion system completes, in a zsh at a pseudo-terminal
# (zsh/zpty): the line is typed, then Tab, with compadd wrapped to print
# the matches it adds between two NUL lines, after which the shell exits.
# Arguments: the directory holding _zref, compinit's dump file (written once,
# below, as scanning every completion function takes seconds), the words.
cat >"$WORK/zsh-setup.zsh" <<'EOF'
PROMPT='' RPROMPT='' LISTMAX=100000  # a long list is printed, never asked about
fpath=($ZREF_FPATH $fpath)
autoload -Uz compinit
compinit -u -C -d $ZREF_DUMP
zstyle ':completion:*' list-grouped false
zstyle ':completion:*' insert-tab false
bindkey '^I' complete-word
__null_line() { print -rn -- $'\0\n' }
compprefuncs=(__null_line)
comppostfuncs=(__null_line exit)
compadd() {
    if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then
        builtin compadd "$@"
        return
    fi
    local -a __hits
    local h
    builtin compadd -O __hits "$@"
    for h in $__hits; do print -r -- "$IPREFIX$h"; done
    builtin compadd "$@"
}
EOF
cat >"$WORK/zsh-driver.zsh" <<'EOF'
export ZREF_FPATH=$1 ZREF_DUMP=$2
shift 2
zmodload zsh/zpty || exit 1
zpty z $ZREF_ZSH -f -i || exit 1
zpty -w z "source ${(q)ZREF_SETUP}"
zpty -w -n z "$*"$'\t'
integer marks=0
while zpty -r z chunk; do print -rn -- $chunk; done | tr -d '\r' | while IFS= read -r line; do
    if [[ $line == *$'\0'* ]]; then
        (( ++marks == 2 )) && break
    elif (( marks == 1 )); then
        print -r -- $line
    fi
done | LC_ALL=C sort -u
zpty -d z
EOF
ZSH_DUMP=$WORK/zcompdump
"$ZSH_BIN" -f -c 'fpath=($1 $fpath); autoload -Uz compinit; compinit -u -d $2; (( $+_comps[zref] ))' _ "$ZSH_FPATH" "$ZSH_DUMP" ||
    fail "zsh: compinit does not find _zref (#compdef zref) in $ZSH_FPATH"

# The tools the completions and drivers run, alone on PATH, so that no zref
# is found: the completions must not need one. Fish loads the completions of
# a command it finds, so it gets PATHDIR with a zref that only fails.
mkdir -p "$WORK/tools" "$WORK/stub"
for tool in awk sort ls cat grep tr; do
    ln -s "$(command -v "$tool")" "$WORK/tools/$tool"
done
printf '#!/bin/sh\necho "the completions ran zref $*" >&2\nexit 1\n' >"$WORK/stub/zref"
chmod +x "$WORK/stub/zref"

# complete_with SHELL WORD...: what SHELL offers, on one line,
# space-separated; what the shell writes to stderr is left in
# $WORK/complete.err.
complete_with() {
    local sh=$1
    shift
    case $sh in
        bash) PATH=$WORK/tools "$BASH_BIN" --norc --noprofile "$WORK/bash-driver.sh" "$BASH_COMPLETION" "$@" ;;
        zsh) PATH=$WORK/tools ZREF_ZSH=$ZSH_BIN ZREF_SETUP=$WORK/zsh-setup.zsh "$TIMEOUT" 30 \
            "$ZSH_BIN" -f "$WORK/zsh-driver.zsh" "$ZSH_FPATH" "$ZSH_DUMP" "$@" ;;
        fish)
            local line="$*"
            PATH=$WORK/stub:$WORK/tools ZREF_CP=$FISH_COMPLETE_PATH ZREF_LINE=$line "$FISH_BIN" --no-config -c \
                'set -g fish_complete_path $ZREF_CP; complete -C "$ZREF_LINE"' | cut -f1 | LC_ALL=C sort -u ;;
    esac 2>"$WORK/complete.err" | tr '\n' ' ' | sed 's/ $//'
}
complete_err() { # SHELL LINE
    [ ! -s "$WORK/complete.err" ] || fail "$1: '$2<TAB>' wrote to stderr: $(cat "$WORK/complete.err")"
}
# expect SHELLS 'WORDS' 'EXACTLY THESE'  (the words split at spaces; a
# trailing space completes an empty word)
expect() {
    local shells=$1 line=$2 want=$3 sh got words
    read -r -a words <<<"$line"
    [[ $line == *" " ]] && words+=("")
    for sh in $shells; do
        got=$(complete_with "$sh" "${words[@]}")
        complete_err "$sh" "$line"
        [ "$got" = "$want" ] || fail "$sh: '$line<TAB>' offers '$got', expected '$want'"
    done
}
# expect_has SHELLS 'WORDS' 'WORD...': offers at least these
expect_has() {
    local shells=$1 line=$2 want=$3 sh got words w
    read -r -a words <<<"$line"
    [[ $line == *" " ]] && words+=("")
    for sh in $shells; do
        got=" $(complete_with "$sh" "${words[@]}") "
        complete_err "$sh" "$line"
        for w in $want; do
            [[ $got == *" $w "* ]] || fail "$sh: '$line<TAB>' does not offer '$w' (offers:$got)"
        done
    done
}
# expect_lacks SHELLS 'WORDS' 'WORD...'
expect_lacks() {
    local shells=$1 line=$2 want=$3 sh got words w
    read -r -a words <<<"$line"
    [[ $line == *" " ]] && words+=("")
    for sh in $shells; do
        got=" $(complete_with "$sh" "${words[@]}") "
        complete_err "$sh" "$line"
        for w in $want; do
            [[ $got != *" $w "* ]] || fail "$sh: '$line<TAB>' offers '$w'"
        done
    done
}
sorted() { tr ' ' '\n' <<<"$*" | grep -v '^$' | LC_ALL=C sort -u | tr '\n' ' ' | sed 's/ $//'; }

ALL="bash zsh fish"

# --- commands
expect "$ALL" "zref " "$(sorted "$zref_commands")"
expect "$ALL" "zref re" "rebel-princess-score rebel-princess-trick replay resume"
expect "$ALL" "zref comp" "completions"
expect "$ALL" "zref --color always re" "rebel-princess-score rebel-princess-trick replay resume"
expect "$ALL" "zref --data x.toml si" "simulate"

# --- options: every name of every option in each command's help, as far as
# the help shows them ("-f,--format"); those of zref itself before a command.
for cmd in "" $zref_commands; do
    # shellcheck disable=SC2086 # no word at all for zref itself
    help=$("$ZREF" $cmd --help 2>/dev/null)
    names=$(grep -oE '^  -[-A-Za-z0-9]+(,--?[-A-Za-z0-9]+)*' <<<"$help" | sed 's/^ *//' | tr ',' ' ' | tr '\n' ' ')
    [ -n "$names" ] || fail "zref $cmd --help lists no options"
    longs=$(tr ' ' '\n' <<<"$names" | grep -- '^--' | tr '\n' ' ')
    expect_has "$ALL" "zref${cmd:+ $cmd} --" "$longs"
    expect_has "bash fish" "zref${cmd:+ $cmd} -" "$names"
done
expect "$ALL" "zref new --pr" "--preset --princesses"
expect "$ALL" "zref new --strict --le" "--lenient"
expect "$ALL" "zref new --mode teams --s" "--seed --set --sets --start --strict"
expect "$ALL" "zref new --va" "--variant"
expect "$ALL" "zref new --ph" "--phantom"
expect "$ALL" "zref bench --g" "--game --games"
expect "$ALL" "zref simulate --game" "--game --games"
# --data and --color also follow the command.
expect_has "$ALL" "zref list --" "--data --color --help"
expect_lacks "$ALL" "zref list --" "--version --preset"
# A command's options are not another's.
expect_lacks "$ALL" "zref sheet --" "--preset --mode"
expect "bash fish" "zref sheet -" "--color --data --format --help --output -f -h -o"
# A positional, then an option.
expect "$ALL" "zref trick Ana:k7 Ben:k2 --le" "--leader"
expect "$ALL" "zref replay x.zref --fo" "--format"
# No such command: nothing.
expect "$ALL" "zref nosuch --" ""

# --- option values: CLI11's checks, and what zref knows
expect "$ALL" "zref --color " "always auto never"
expect "$ALL" "zref new --color a" "always auto"
expect "$ALL" "zref new --mode " "individuals standard teams"
expect "$ALL" "zref simulate --mode " "individuals teams"
expect "$ALL" "zref new --princesses " "deal enter none villains"
expect "$ALL" "zref new --powers " "off on"
expect "$ALL" "zref new --game " "bowling-for-zombies rebel-princess zombie-ninja-pirates zombie-paella zombie-princess"
expect "$ALL" "zref rules --game b" "bowling-for-zombies"
expect "$ALL" "zref new --variant " "blackjack high-low poker standard"
expect "$ALL" "zref new --phantom " "deal typed"
expect "$ALL" "zref replay --format " "json text"
expect "$ALL" "zref sheet --format " "csv html json markdown text"
expect "$ALL" "zref sheet -f " "csv html json markdown text"
expect "$ALL" "zref score --pay " "no yes"
expect "$ALL" "zref score --princess dor" "dorothy"
expect "$ALL" "zref trick --round-card " "a b c d e f g h i j k l m n o p q r s t u v w x y z"
expect "$ALL" "zref completions " "bash fish zsh"
expect "$ALL" "zref new --powers=o" "--powers=off --powers=on"
# bash splits "--color=al" at "=" (COMP_WORDBREAKS)
expect bash "zref --color = al" "always"
expect bash "zref --color =" "always auto never"
# A value taken is not a command or a positional.
expect "$ALL" "zref --color always rules --game zombie-princess dor" "dorothy dorothy-zero-bid"
expect "$ALL" "zref new --players " ""

# --- rules topics: what 'zref rules' lists, and the Round cards a-z
expect "$ALL" "zref rules dor" "dorothy dorothy-zero-bid"
expect "$ALL" "zref --data x.toml rules sc" "scheherazade score-only scoring"
all_topics=$(sorted "$topics $princesses $readings a b c d e f g h i j k l m n o p q r s t u v w x y z $bowling_topics $rebel_topics $paella_topics $znp_topics")
expect "$ALL" "zref rules " "$all_topics"
expect "$ALL" "zref rules --game zombie-princess " "$all_topics"
expect_lacks "$ALL" "zref rules setup " "setup dorothy a"

# --- files: presets and data files (*.toml), journals (*.zref, and the
# games in $XDG_DATA_HOME/zref/games), any file for --journal, --board and --output
mkdir -p "$WORK/j/sub" "$XDG_DATA_HOME/zref/games"
touch "$WORK/j/game.zref" "$WORK/j/notes.txt" "$WORK/j/table.toml" "$XDG_DATA_HOME/zref/games/old.zref"
cd "$WORK/j"
# (fish writes a directory with its "/", the others without)
expect "bash zsh" "zref resume " "$XDG_DATA_HOME/zref/games/old.zref game.zref sub"
expect fish "zref resume " "$XDG_DATA_HOME/zref/games/old.zref game.zref sub/"
expect "$ALL" "zref replay --format json g" "game.zref"
expect "$ALL" "zref sheet g" "game.zref"
expect "$ALL" "zref sheet -f csv g" "game.zref"
expect "bash fish" "zref resume $XDG_DATA_HOME/zref/games/o" "$XDG_DATA_HOME/zref/games/old.zref"
# (zsh's file completion adds the file's name after the directory typed)
expect_has zsh "zref resume $XDG_DATA_HOME/zref/games/o" "$XDG_DATA_HOME/zref/games/old.zref"
expect "bash zsh" "zref new --preset " "$(sorted "$presets sub table.toml")"
expect fish "zref new --preset " "$(sorted "$presets sub/ table.toml")"
expect "bash zsh" "zref --data " "sub table.toml"
expect "bash zsh" "zref sheet --data " "sub table.toml"
expect fish "zref rules --data " "sub/ table.toml"
expect "$ALL" "zref --data=t" "--data=table.toml"
expect "bash zsh" "zref new --journal " "game.zref notes.txt sub table.toml"
expect "bash zsh" "zref new --board " "game.zref notes.txt sub table.toml"
expect fish "zref resume game.zref --board " "game.zref notes.txt sub/ table.toml"
expect "bash zsh" "zref sheet x.zref -o " "game.zref notes.txt sub table.toml"
expect fish "zref sheet x.zref --output " "game.zref notes.txt sub/ table.toml"
cd "$WORK"

finish
