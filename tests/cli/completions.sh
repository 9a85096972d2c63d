# The shell completions in completions/: bash -n, zsh -n and fish
# --no-execute accept them; the three keep the same help parser and lists,
# and the lists match zref (rules topics, Princesses, presets, commands); and,
# installed with cmake --install and the installed zref on PATH, each shell
# completes commands, options, option values, rules topics and journals. The
# options come from "zref COMMAND --help", so a stub zref with a command the
# scripts have never heard of must complete too, and with no zref at all the
# built-in lists are used.
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

BUILD=$(dirname "$ZREF")
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
    echo "FAIL: $BUILD/CMakeCache.txt not found: completions.sh needs the zref of a CMake build directory" >&2
    exit 1
fi
CMAKE=$(sed -n 's/^CMAKE_COMMAND:INTERNAL=//p' "$BUILD/CMakeCache.txt")
[ -x "$CMAKE" ] || CMAKE=$(command -v cmake || true)
[ -n "$CMAKE" ] || { echo "FAIL: completions.sh needs cmake" >&2; exit 1; }

C=$SRC/completions

# --- syntax
"$BASH_BIN" -n "$C/zref.bash" 2>"$WORK/syntax" || fail "bash -n completions/zref.bash: $(cat "$WORK/syntax")"
"$ZSH_BIN" -n "$C/_zref" 2>"$WORK/syntax" || fail "zsh -n completions/_zref: $(cat "$WORK/syntax")"
"$FISH_BIN" --no-execute "$C/zref.fish" 2>"$WORK/syntax" || fail "fish --no-execute completions/zref.fish: $(cat "$WORK/syntax")"

# --- the three scripts agree with each other and with zref
# The awk program between "..._help_awk '" and the closing "'".
help_awk() { sed -n '/^# BEGIN help-awk/,/^# END help-awk/p' "$1" | sed -n "/_help_awk '\$\\|_help_awk='\$/,/^'\$/p" | sed 1d; }
[ -n "$(help_awk "$C/zref.bash")" ] || fail "completions/zref.bash: no help-awk block"
[ "$(help_awk "$C/zref.bash")" = "$(help_awk "$C/_zref")" ] || fail "the help parser (awk) differs between zref.bash and _zref"
[ "$(help_awk "$C/zref.bash")" = "$(help_awk "$C/zref.fish")" ] || fail "the help parser (awk) differs between zref.bash and zref.fish"

lists_bash=$("$BASH_BIN" --norc --noprofile -c 'source "$1"; for l in commands topics princesses presets; do n=_zref_$l[*]; echo "$l: ${!n}"; done' _ "$C/zref.bash")
lists_zsh=$("$ZSH_BIN" -f -c 'source $1; for l in commands topics princesses presets; do n=__zref_$l; print -r -- "$l: ${(P)n}"; done' _ "$C/_zref")
lists_fish=$(ZREF_C=$C/zref.fish "$FISH_BIN" --no-config -c 'source $ZREF_C; for l in commands topics princesses presets; set -l n __zref_$l; echo "$l: $$n"; end')
[ "$lists_bash" = "$lists_zsh" ] || fail "the built-in lists differ between zref.bash and _zref:
$lists_bash
---
$lists_zsh"
[ "$lists_bash" = "$lists_fish" ] || fail "the built-in lists differ between zref.bash and zref.fish:
$lists_bash
---
$lists_fish"
list_of() { sed -n "s/^$1: //p" <<<"$lists_bash"; }

run '' rules
expect_rc 0 "zref rules"
topics=$(sed -n 's/^Topics: *//p' <<<"$out")
princesses=$(sed -n 's/.*Princesses: *//p' <<<"$out")
if [ -z "$topics" ] || [ -z "$princesses" ]; then fail "zref rules: no 'Topics:' or 'Princesses:' line"; fi
[ "$(list_of topics)" = "$topics" ] || fail "completions: rules topics '$(list_of topics)', zref rules says '$topics'"
[ "$(list_of princesses)" = "$princesses" ] || fail "completions: Princesses '$(list_of princesses)', zref rules says '$princesses'"
presets=$(cd "$SRC/configs" && for f in *.toml; do printf '%s ' "${f%.toml}"; done)
for p in $presets; do
    [[ " $(list_of presets) " == *" $p "* ]] || fail "completions: preset $p (configs/$p.toml) is not in the built-in presets"
done
run '' --help
zref_commands=$(awk '/^Subcommands:/ { s = 1; next } /^[^ ]/ { s = 0 } s && /^  [a-z]/ { print $1 }' <<<"$out")
[ -n "$zref_commands" ] || fail "zref --help: no Subcommands section"
for cmd in new resume replay rules trick score sheet list $zref_commands; do
    [[ " $(list_of commands) " == *" $cmd "* ]] || fail "completions: command $cmd is not in the built-in commands"
done
shown_id=$run_id # what zref printed above does not explain the failures below

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
for f in "$BASH_COMPLETION" "$ZSH_FPATH/_zref" "$FISH_COMPLETE_PATH/zref.fish"; do
    [ -f "$f" ] || { fail "cmake --install: no $f"; finish; }
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
# For zsh, the completion system's functions are stubs that collect what
# _zref offers; _zref itself is autoloaded from the installed directory.
cat >"$WORK/zsh-driver.zsh" <<'EOF'
fpath=($1 $fpath)
shift
autoload -Uz _zref
typeset -ga offered
_describe() { offered+=("${(@P)${argv[-1]}}") }
_wanted() { shift 3; "$@" }
compadd() { while (( $# )); do [[ $1 == -a ]] && { shift; offered+=("${(@P)1}") }; shift; done }
_files() { offered+=("(files${*:+ $*})") }
_alternative() { local spec; for spec; do eval "${spec#*:*:}"; done }
compset() { [[ $1 == -P ]] && PREFIX=${PREFIX#*=} }
words=("$@")
CURRENT=$#words
PREFIX=$words[CURRENT]
_zref
for l in $offered; do
    n=${l%%:*}
    [[ $n == ${PREFIX}* || $n == '('* ]] && print -r -- $n
done | LC_ALL=C sort -u
EOF

# The tools the completions and drivers run, alone on PATH with PATHDIR, so
# that a zref installed elsewhere is not found.
mkdir -p "$WORK/tools"
for tool in awk sort ls cat grep; do
    ln -s "$(command -v "$tool")" "$WORK/tools/$tool"
done

# complete_with SHELL PATHDIR WORD...: what SHELL offers, on one line,
# space-separated, with PATHDIR and the tools alone on PATH; what the shell
# writes to stderr is left in $WORK/complete.err.
complete_with() {
    local sh=$1 pathdir=$2
    shift 2
    local path=$pathdir:$WORK/tools
    case $sh in
        bash) PATH=$path "$BASH_BIN" --norc --noprofile "$WORK/bash-driver.sh" "$BASH_COMPLETION" "$@" ;;
        zsh) PATH=$path "$ZSH_BIN" -f "$WORK/zsh-driver.zsh" "$ZSH_FPATH" "$@" ;;
        fish)
            local line="$*"
            PATH=$path ZREF_CP=$FISH_COMPLETE_PATH ZREF_LINE=$line "$FISH_BIN" --no-config -c \
                'set -g fish_complete_path $ZREF_CP; complete -C "$ZREF_LINE"' | cut -f1 | LC_ALL=C sort -u ;;
    esac 2>"$WORK/complete.err" | tr '\n' ' ' | sed 's/ $//'
}
complete_err() { # SHELL LINE
    [ ! -s "$WORK/complete.err" ] || fail "$1: '$2<TAB>' wrote to stderr: $(cat "$WORK/complete.err")"
}
# expect SHELLS PATHDIR 'WORDS' 'EXACTLY THESE'  (the words split at spaces;
# a trailing space completes an empty word)
expect() {
    local shells=$1 pathdir=$2 line=$3 want=$4 sh got words
    read -r -a words <<<"$line"
    [[ $line == *" " ]] && words+=("")
    for sh in $shells; do
        got=$(complete_with "$sh" "$pathdir" "${words[@]}")
        complete_err "$sh" "$line"
        [ "$got" = "$want" ] || fail "$sh: '$line<TAB>' offers '$got', expected '$want'"
    done
}
# expect_has SHELLS PATHDIR 'WORDS' 'WORD...': offers at least these
expect_has() {
    local shells=$1 pathdir=$2 line=$3 want=$4 sh got words w
    read -r -a words <<<"$line"
    [[ $line == *" " ]] && words+=("")
    for sh in $shells; do
        got=" $(complete_with "$sh" "$pathdir" "${words[@]}") "
        complete_err "$sh" "$line"
        for w in $want; do
            [[ $got == *" $w "* ]] || fail "$sh: '$line<TAB>' does not offer '$w' (offers:$got)"
        done
    done
}
# expect_lacks SHELLS PATHDIR 'WORDS' 'WORD...'
expect_lacks() {
    local shells=$1 pathdir=$2 line=$3 want=$4 sh got words w
    read -r -a words <<<"$line"
    [[ $line == *" " ]] && words+=("")
    for sh in $shells; do
        got=" $(complete_with "$sh" "$pathdir" "${words[@]}") "
        complete_err "$sh" "$line"
        for w in $want; do
            [[ $got != *" $w "* ]] || fail "$sh: '$line<TAB>' offers '$w'"
        done
    done
}

ALL="bash zsh fish"
BIN=$PREFIX/bin
"$BIN/zref" --version >/dev/null 2>&1 || fail "the installed zref does not run"

# --- the installed zref on PATH
expect "$ALL" "$BIN" "zref re" "replay resume"
expect "$ALL" "$BIN" "zref rules dor" "dorothy"
expect "$ALL" "$BIN" "zref new --mode " "individuals teams"
expect "$ALL" "$BIN" "zref new --princesses " "deal enter none"
expect "$ALL" "$BIN" "zref new --powers " "off on"
expect "$ALL" "$BIN" "zref --color " "always auto never"
expect "$ALL" "$BIN" "zref new --color a" "always auto"
expect "$ALL" "$BIN" "zref replay --format " "json text"
expect "$ALL" "$BIN" "zref sheet --format " "csv html json markdown text"
expect "$ALL" "$BIN" "zref new --pr" "--preset --princesses"
expect "$ALL" "$BIN" "zref new --strict --le" "--lenient"
expect "$ALL" "$BIN" "zref new --mode teams --s" "--seed --set --start --strict"
expect "$ALL" "$BIN" "zref --data x.toml rules sc" "scheherazade scoring"
expect "bash fish" "$BIN" "zref new --powers=o" "--powers=off --powers=on"
expect zsh "$BIN" "zref new --powers=o" "off on"
# bash splits "--color=al" at "=" (COMP_WORDBREAKS)
expect bash "$BIN" "zref --color = al" "always"
expect_has "$ALL" "$BIN" "zref " "new resume replay rules trick score sheet list"
expect_has "$ALL" "$BIN" "zref --" "--help --version --data --color"
expect_has "$ALL" "$BIN" "zref new --preset " "first-game teams-of-4 teams-of-6 random-hourglass"
n_topics=$(wc -w <<<"$topics $princesses")
for sh in $ALL; do
    got=$(complete_with "$sh" "$BIN" zref rules "")
    [ "$(wc -w <<<"$got")" -eq $((n_topics + 26)) ] ||
        fail "$sh: 'zref rules <TAB>' offers $(wc -w <<<"$got") words, expected $n_topics topics and Princesses and a-z: $got"
done
expect_has "$ALL" "$BIN" "zref rules " "$topics $princesses a m z"
# Every option in every command's help completes.
for cmd in "" $zref_commands; do
    # shellcheck disable=SC2086 # no word at all for zref itself
    opts=$("$BIN/zref" $cmd --help 2>/dev/null | grep -oE '^  (-[A-Za-z],)?--[A-Za-z0-9][-A-Za-z0-9_]*' | sed 's/^ *//; s/^-[A-Za-z],//' | tr '\n' ' ')
    [ -n "$opts" ] || fail "zref $cmd --help lists no options"
    expect_has "$ALL" "$BIN" "zref${cmd:+ $cmd} --" "$opts"
done

# Journals: *.zref files here and the games in $XDG_DATA_HOME/zref/games.
mkdir -p "$WORK/j/sub" "$XDG_DATA_HOME/zref/games"
touch "$WORK/j/game.zref" "$WORK/j/notes.txt" "$WORK/j/table.toml" "$XDG_DATA_HOME/zref/games/old.zref"
cd "$WORK/j"
expect bash "$BIN" "zref resume " "$XDG_DATA_HOME/zref/games/old.zref game.zref sub"
expect fish "$BIN" "zref resume " "$XDG_DATA_HOME/zref/games/old.zref game.zref sub/"
expect zsh "$BIN" "zref resume " "(files -g *.zref(-.)) $XDG_DATA_HOME/zref/games/old.zref"
expect bash "$BIN" "zref replay --format json g" "game.zref"
expect fish "$BIN" "zref sheet g" "game.zref"
expect_has "bash fish" "$BIN" "zref new --preset " "table.toml first-game"
expect_lacks "bash fish" "$BIN" "zref new --preset " "game.zref notes.txt"
expect_has "bash fish" "$BIN" "zref new --journal " "game.zref notes.txt"
cd "$WORK"

# --- a zref with a command and options the scripts have never heard of
mkdir -p "$WORK/stub"
cat >"$WORK/stub/zref" <<'EOF'
#!/bin/sh
# A zref whose CLI11 help has a new command, frob.
if [ "$*" = "frob --help" ]; then
    cat <<'HELP'
Frobnicate
Usage: zref frob [OPTIONS] [things...]

Positionals:
  things TEXT ...             Things

Options:
  -h,--help                   Print this help message and exit
  --shiny TEXT:{gold,silver}  How shiny
  -x,--extra-file TEXT        An extra file
  --loud                      Say it loud
  --quiet Excludes: --loud    Say nothing
  --a-very-long-option-name TEXT:{one,two}
                              Its help is on the next line
HELP
else
    cat <<'HELP'
zref stub
Usage: zref [OPTIONS] [SUBCOMMAND]

Options:
  -h,--help                   Print this help message and exit
  --version                   Display program version information and exit

Subcommands:
  new                         Start a new game
  frob                        Frobnicate
HELP
fi
EOF
chmod +x "$WORK/stub/zref"
expect "$ALL" "$WORK/stub" "zref fr" "frob"
expect "$ALL" "$WORK/stub" "zref frob --" "--a-very-long-option-name --color --data --extra-file --help --loud --quiet --shiny"
expect "$ALL" "$WORK/stub" "zref frob --shiny " "gold silver"
expect "$ALL" "$WORK/stub" "zref frob --a-very-long-option-name " "one two"
expect "$ALL" "$WORK/stub" "zref frob --loud --sh" "--shiny"
expect "$ALL" "$WORK/stub" "zref frob -x anything --l" "--loud"
# An unknown command makes zref print its main help: not that command's.
expect "$ALL" "$WORK/stub" "zref nosuch --" "--color --data --help"

# --- no zref on PATH (fish loads no completion then), or one whose help is
# empty: the built-in lists
mkdir -p "$WORK/nobin" "$WORK/broken"
printf '#!/bin/sh\nexit 1\n' >"$WORK/broken/zref"
chmod +x "$WORK/broken/zref"
for case in "bash zsh:$WORK/nobin" "$ALL:$WORK/broken"; do
    shells=${case%%:*} dir=${case#*:}
    expect "$shells" "$dir" "zref re" "replay resume"
    expect "$shells" "$dir" "zref new --mo" "--mode"
    expect "$shells" "$dir" "zref new --mode " "individuals teams"
    expect "$shells" "$dir" "zref rules dor" "dorothy"
    expect "$shells" "$dir" "zref sheet --format " "csv html json markdown text"
    expect_has "$shells" "$dir" "zref new --" "--preset --players --mode --rounds --start --princesses --powers --frog --seed --journal --strict --lenient"
done

finish
