# The user's config ($XDG_CONFIG_HOME/zref/config.toml): default players,
# Frog, strictness, colour, pass counts and games directory for `zref new`;
# the command line beats the config, the config beats the built-in presets,
# a preset file keeps what it writes; a malformed file stops zref with exit 2
# and one line naming FILE:LINE and the key.
source "$(dirname "$0")/_lib.sh"

export XDG_CONFIG_HOME=$WORK/config XDG_STATE_HOME=$WORK/state
unset NO_COLOR
CONFIG=$XDG_CONFIG_HOME/zref/config.toml
mkdir -p "$XDG_CONFIG_HOME/zref"
esc=$(printf '\033')

# No config file: the built-in defaults, nothing complains.
run '' new --seed 1 --journal none.zref
expect_rc 0 "new without a config file"
expect_err_empty "new without a config file"
expect_file_has none.zref "players Ana Ben Cai Dee" "no config: the default table's players"
expect_file_has none.zref "strictness strict" "no config: strict"

cat >"$CONFIG" <<'TOML'
# Our table
players = ["Mia", "Noa", "Oli"]
strictness = "lenient"
frog = "knights 8"
color = "never"

[pass]
a = "2 left"
n = "half right"
TOML

run '' new --seed 1 --journal mine.zref
expect_rc 0 "new with a config"
expect_err_empty "new with a config"
expect_file_has mine.zref "players Mia Noa Oli" "config players"
expect_file_has mine.zref "strictness lenient" "config strictness"
expect_file_has mine.zref "frog knights 8" "config frog"
expect_out "Pass: 2 cards to the player on your left" "the pass reminder shows the config's [pass]"
expect_file_has mine.zref "passes a 2 left" "config [pass] journaled as a setup line"
expect_file_has mine.zref "passes n half right" "config [pass] half journaled"
[ -d "$XDG_STATE_HOME/zref" ] || fail "the history directory \$XDG_STATE_HOME/zref was not made"

run '' rules a
expect_rc 0 "rules a with a config"
expect_out "Pass: 2 cards to the left" "rules a shows the config's pass"
run '' rules n
expect_out "Pass: half your hand to the right" "rules n shows the config's pass"
run '' rules c
expect_out "Pass: as printed on your card" "rules c: not in the config"
expect_out "[pass]" "rules c says where to write it"
expect_out "passes c 1 right" "rules c says how to type it at setup"

# The command line beats the config.
run '' new --seed 1 --players "Ana,Ben,Cai,Dee" --strict --frog "pets 8" --journal cli.zref
expect_rc 0 "options over the config"
expect_file_has cli.zref "players Ana Ben Cai Dee" "--players beats config players"
expect_file_has cli.zref "strictness strict" "--strict beats config strictness"
expect_file_has cli.zref "frog pets 8" "--frog beats config frog"

# A built-in preset's names are placeholders: the config's replace them when
# the number fits; teams-of-4 needs four, so with three the preset's stay.
run '' new --seed 1 --preset teams-of-4 --journal teams.zref
expect_rc 0 "teams-of-4 with three config players"
expect_file_has teams.zref "players Ana Ben Cai Dee" "teams-of-4 keeps its four names"
expect_out "Players from the preset teams-of-4" "zref says whose names it used"
expect_file_has teams.zref "strictness lenient" "config strictness on a built-in preset"

# A preset file keeps what it writes; what it leaves out comes from the config.
cat >table.toml <<'TOML'
players = ["Uma", "Vic", "Wes", "Xan"]
rounds = ["a", "a", "a", "a"]
strictness = "strict"
TOML
run '' new --seed 1 --preset table.toml --journal file.zref
expect_rc 0 "a preset file with a config"
expect_file_has file.zref "players Uma Vic Wes Xan" "a preset file keeps its players"
expect_file_has file.zref "strictness strict" "a preset file keeps its strictness"
expect_file_has file.zref "frog knights 8" "the config's frog where the preset file has none"
cat >bare.toml <<'TOML'
rounds = ["b", "b", "b", "b"]
TOML
run '' new --seed 1 --preset bare.toml --journal bare.zref
expect_rc 0 "a preset file without players"
expect_file_has bare.zref "players Mia Noa Oli" "config players where the preset file has none"

# A config value the table cannot use is named as coming from the config.
run '' new --seed 1 --mode teams --journal bad-teams.zref
expect_rc 2 "teams with three config players"
expect_err_lines 1 "teams with three config players"
expect_err "players from $CONFIG" "the error names the config"
[ ! -e bad-teams.zref ] || fail "a refused setup left a journal"

# Colour: --color beats the config, which beats auto (off in a pipe).
run '2
quit
' new --seed 1 --journal never.zref
[[ $out != *"$esc["* ]] || fail "config color never: escape codes in stdout"
sed -i 's/^color = .*/color = "always"/' "$CONFIG"
run '2
quit
' new --seed 1 --journal always.zref
[[ $out == *"$esc["* ]] || fail "config color always: no escape codes in stdout"
run '2
quit
' --color never new --seed 1 --journal cli-never.zref
[[ $out != *"$esc["* ]] || fail "--color never beats config always"
sed -i '/^color = /d' "$CONFIG"
run '2
quit
' new --seed 1 --journal auto.zref
[[ $out != *"$esc["* ]] || fail "auto colour in a pipe: escape codes in stdout"

# games_dir moves where new games go and where list and resume look.
printf 'games_dir = "%s"\n' "$WORK/my games" >"$CONFIG"
run '' new --seed 1
expect_rc 0 "new with games_dir"
n=$(find "$WORK/my games" -name '*.zref' | wc -l)
[ "$n" -eq 1 ] || fail "games_dir: $n journals in it, expected 1"
run '' list
expect_out "Games in $WORK/my games" "list reads games_dir"
printf 'games_dir = "~/tabletop"\n' >"$CONFIG"
run '' new --seed 1
[ "$(find "$HOME/tabletop" -name '*.zref' | wc -l)" -eq 1 ] || fail "games_dir with ~/ is under HOME"

# Malformed files: exit 2, one line, FILE:LINE and the key, for every command.
bad() { # TEXT EXPECTED WHAT
    printf '%s' "$1" >"$CONFIG"
    for cmd in new list resume rules; do
        run '' $cmd
        expect_rc 2 "$3 ($cmd)"
        expect_err_lines 1 "$3 ($cmd)"
        expect_err "$2" "$3 ($cmd)"
        expect_out_empty "$3 ($cmd)"
    done
}
bad $'color = "never"\nplayrs = ["Ana", "Ben", "Cai"]\n' \
    "$CONFIG:2: playrs: unknown setting (did you mean 'players'?)" "an unknown key"
bad $'\ncolor = "blue"\n' "$CONFIG:2: color: no value 'blue'" "a bad colour"
bad $'strictness = 1\n' "$CONFIG:1: strictness: must be one of" "strictness not a string"
bad $'[pass]\na = "1 right"\nc = "two left"\n' "$CONFIG:3: pass.c: write how many cards and which way" "a bad pass"
bad $'[pass]\nab = "1 right"\n' "$CONFIG:2: pass.ab: the keys of [pass] are Round card letters a-z" "a bad pass key"
bad $'frog = "pets 99"\n' "$CONFIG:1: frog: no card 'Pet 99': pets run 1-15 in this deck" "a bad frog"
bad $'players = ["Ana", "Ben"]\n' "$CONFIG:1: players: 2 names" "too few players"
bad $'players = ["Ana",\n "Ben",\n "ana"]\n' "$CONFIG:3: players: 'ana' is named twice" "a name twice"
bad $'games_dir = "games"\n' "$CONFIG:1: games_dir: 'games' must be an absolute path" "a relative games_dir"
bad $'players = [\n' "$CONFIG:" "a TOML syntax error"
n=$(find "$XDG_DATA_HOME" -name "*.zref" 2>/dev/null | wc -l || true)
[ "$n" -eq 0 ] || fail "a malformed config still created $n journals"

# --help and --version work whatever the config says.
run '' --version
expect_rc 0 "--version with a malformed config"

finish
