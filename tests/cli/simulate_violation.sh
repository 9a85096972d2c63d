# zref simulate reports a violation end to end: the game's seed, what broke
# and the journal that reproduces it, then exit status 1. A real violation
# needs a fault, so the table is given game data it cannot set up (three
# Princesses, where dealing to four players needs eight): the simulator's
# own check "the simulator can set up a table" fails at `begin`.
GAMES=$(cd "$(dirname "$0")/../../games" && pwd)
source "$(dirname "$0")/_lib.sh"

# The built-in data cut after its third Princess (the Princesses are the
# file's last tables).
awk '/^\[\[princesses\]\]/ { n++ } n < 4' "$GAMES/zombie-princess.toml" >few-princesses.toml
[ "$(grep -c '^\[\[princesses\]\]' few-princesses.toml)" -eq 3 ] || fail "the test could not cut the data"

run '' --data few-princesses.toml simulate --game zombie-princess --players 4 --mode individuals --games 2 --seed 1
expect_rc 1 "simulate with a violation"
expect_out "violations: 2" "both games are counted"
expect_err "VIOLATION in game 0 of the run with --seed 1 (game seed " "the run's and the game's seed"
expect_err "the simulator can set up a table" "the broken invariant"
expect_err "not enough Princesses to deal" "why it broke"
expect_err "save it and run 'zref replay FILE'" "how to reproduce it"

# The first journal, between its markers, replays; with the refused line
# typed after it, the game stops where the simulator did.
printf '%s\n' "$err" | awk '/^----- 8< -----$/ { n++; if (n == 1) { on = 1; next } } /^----- >8 -----$/ { on = 0 } on' >violation.zref
[ "$(head -n 1 violation.zref)" = "game zombie-princess" ] || fail "the printed journal starts with its game line"
run '' --data few-princesses.toml replay violation.zref
expect_rc 0 "the printed journal replays"
echo begin >>violation.zref
run '' --data few-princesses.toml replay violation.zref
expect_rc 2 "the printed journal with the refused line"
expect_err "violation.zref:$(wc -l <violation.zref): not enough Princesses to deal" "the violation reproduced"

finish
