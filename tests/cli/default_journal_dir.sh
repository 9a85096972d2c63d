# Without --journal, games go to $XDG_DATA_HOME/zref/games, or to
# ~/.local/share/zref/games when XDG_DATA_HOME is unset.
source "$(dirname "$0")/_lib.sh"

run '' new --seed 1
expect_rc 0 "new with XDG_DATA_HOME"
set -- "$XDG_DATA_HOME"/zref/games/zombie-princess-*.zref
[ -f "$1" ] || fail "no journal in \$XDG_DATA_HOME/zref/games"
expect_out "$1" "new prints the journal path"

run '' new --seed 1   # a second game in the same second gets its own file
n=$(find "$XDG_DATA_HOME/zref/games" -name "*.zref" 2>/dev/null | wc -l || true)
[ "$n" -eq 2 ] || fail "two games made $n journal files"

unset XDG_DATA_HOME
run '' new --seed 1
expect_rc 0 "new without XDG_DATA_HOME"
set -- "$HOME"/.local/share/zref/games/zombie-princess-*.zref
[ -f "$1" ] || fail "no journal in ~/.local/share/zref/games"

finish
