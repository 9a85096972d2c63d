# zref simulate and zref bench: bad usage exits 2 with one line saying why;
# a small clean run exits 0 and prints its figures.
source "$(dirname "$0")/_lib.sh"

run '' simulate --players 4 --mode individuals --games 2 --seed 1
expect_rc 2 "simulate without --game"

run '' simulate --game chess --players 4 --games 2 --seed 1
expect_rc 2 "simulate of a game zref does not referee"
expect_err "simulate: no game 'chess'" "simulate of a game zref does not referee"

run '' simulate --game bowling-for-zombies --players 4 --mode individuals --games 2 --seed 1
expect_rc 2 "simulate of Bowling with a mode"
expect_err "takes the setting variant=standard|high-low|poker|blackjack, not 'mode'" "simulate of Bowling with a mode"

run '' simulate --game bowling-for-zombies --players 6 --games 2 --seed 1
expect_rc 2 "simulate of Bowling with 6 players"
expect_err "is for 2 to 5 players, not 6" "simulate of Bowling with 6 players"

run '' simulate --game bowling-for-zombies --players 3 --games 2 --seed 1 --set variant=cribbage
expect_rc 2 "simulate of Bowling with an unknown variant"

run '' simulate --game bowling-for-zombies --players 2 --games 8 --seed 1 --threads 2
expect_rc 0 "a small clean Bowling run"
expect_out "2 players and the phantom hand, variants cycled" "a small clean Bowling run"
expect_out "violations: 0" "a small clean Bowling run"
expect_out "Games per variant: blackjack 2 high-low 2 poker 2 standard 2" "a small clean Bowling run"

run '' simulate --game zombie-princess --players 7 --mode individuals --games 2 --seed 1
expect_rc 2 "simulate with 7 players"

run '' simulate --game zombie-princess --players 5 --mode teams --games 2 --seed 1
expect_rc 2 "simulate with 5 players in Teams"
expect_err "Teams need 4 or 6 players" "simulate with 5 players in Teams"

run '' simulate --game zombie-princess --players 4 --mode pairs --games 2 --seed 1
expect_rc 2 "simulate with an unknown mode"

run '' simulate --game zombie-princess --players 4 --mode individuals --games 0 --seed 1
expect_rc 2 "simulate of 0 games"

run '' simulate --game zombie-princess --players 4 --mode teams --games 3 --seed 1 --threads 0
expect_rc 2 "simulate with 0 threads"

run '' simulate --game zombie-princess --players 4 --mode teams --games 3 --seed 1 --threads 2
expect_rc 0 "a small clean simulate run"
expect_out "games played: 3" "a small clean simulate run"
expect_out "violations: 0" "a small clean simulate run"
expect_out "sheet digest: " "a small clean simulate run"

# A table reading as a self-play setting: every game is set up with it.
run '' simulate --game zombie-princess --players 4 --mode individuals --games 4 --seed 1 --set ghoulfriends-order=two-per-turn
expect_rc 0 "a simulate run with a table reading"
expect_out "4 players, individuals, reading ghoulfriends-order two-per-turn" "a simulate run with a table reading"
expect_out "violations: 0" "a simulate run with a table reading"

run '' simulate --game zombie-princess --players 4 --games 2 --seed 1 --set ghoulfriends-order=three-laps
expect_rc 2 "simulate with a bad reading value"
expect_err_lines 1 "simulate with a bad reading value"
expect_err "the reading ghoulfriends-order takes two-laps or two-per-turn, not 'three-laps'" "simulate with a bad reading value"

run '' simulate --game zombie-princess --players 4 --games 2 --seed 1 --set variant=poker
expect_rc 2 "simulate of Zombie Princess with a setting it lacks"
expect_err "takes --set with a table reading, READING=VALUE" "simulate of Zombie Princess with a setting it lacks"

run '' bench --games 0
expect_rc 2 "bench of 0 games"

run '' bench --spawns x
expect_rc 2 "bench with a word for --spawns"

run '' bench --games 6 --spawns 2
expect_rc 0 "a small bench"
expect_out "rules fingerprint: " "a small bench"
expect_out "no invariant checks" "a small bench"
expect_out "start-up (zref --version)" "a small bench"

finish
