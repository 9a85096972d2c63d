# One short piped game of each Bowling for Zombies!!! variant, typed through
# `zref new` and replayed from its journal: High and Low, Poker (two players,
# the phantom's flips typed), Black Jack, and the two-player phantom hand
# dealt by zref from the seed. The variant games are the hand-written
# transcripts of tests/transcripts/bowling (read from the source tree, never
# from /work/shared); their results were worked out by hand in
# src/games/bowling_for_zombies/tests/bowling_{high_low,poker,blackjack}_test.cc.
TRANSCRIPTS=$(cd "$(dirname "$0")/../transcripts/bowling" && pwd)
source "$(dirname "$0")/_lib.sh"

# The lines after `begin`, without comments: what the table types.
rounds_of() { sed -n '/^begin$/,$p' "$TRANSCRIPTS/$1.zref" | sed '1d' | grep -v '^#' | grep -v '^$'; }

play_variant() { # TRANSCRIPT FINAL-LINE ARGS...
    local name=$1 final=$2
    shift 2
    run "$(rounds_of "$name")
" new --game bowling-for-zombies --journal "$name.zref" "$@"
    expect_rc 0 "$name piped"
    expect_err_empty "$name piped"
    expect_out "Game over." "$name ends"
    run "" replay "$name.zref"
    expect_rc 0 "$name replay"
    expect_out "$final" "$name replayed from its journal"
}

play_variant high-low-3 "Final: 1. Ben ([6 4 0] - [1 2 9] = 511)  2. Ana ([8 7 4] - [9 7 9] = -105)  3. Cai ([0 0 0] - [1 3 9] = -139)" \
    --players Ana,Ben,Cai --variant high-low --seed 5
play_variant poker-2 "Final: 1. Ben (three of a kind, 5s (5 5 5 7))  2. Ana (highest card 7 (7 6 4 3))" \
    --players Ana,Ben --variant poker --seed 9 --phantom typed
play_variant blackjack-4 "Final: 1. Ana (17 (3 cards, stood))  2. Dee (17 (4 cards, stood))" \
    --players Ana,Ben,Cai,Dee --variant blackjack --seed 2
expect_out "Ended early: only Cai still plays" "black jack ends early"

# Two players, the phantom hand dealt by zref: equal Lane cards every round,
# so nobody has a choice whatever the phantom turns up. The phantom's flips
# come from the seed, so the journal replays to the same sheet.
game=''
lanes=(5 5 5 5 4 4 4 6 6 6)
for r in 0 1 2 3 4 5 6 7 8 9; do
    game+="lanes ${lanes[$r]} ${lanes[$r]}
Ann $r
Bob $((9 - r))
"
done
run "$game" new --game bowling-for-zombies --players Ann,Bob --seed 21 --phantom deal --journal phantom.zref
expect_rc 0 "phantom deal"
expect_err_empty "phantom deal"
expect_out "Game over." "phantom game ends"
expect_file_has phantom.zref "phantom deal" "phantom mode journaled"
live=$(printf '%s\n' "$out" | sed -n '/^Bowling for Zombies!!!, Standard: 10 of 10/,/^Final/p')
run "" replay phantom.zref
replayed=$(printf '%s\n' "$out" | sed -n '/^Bowling for Zombies!!!, Standard: 10 of 10/,/^Final/p')
[ -n "$live" ] && [ "$live" = "$replayed" ] || fail "the replayed phantom game differs from the one played"

# The phantom typed by the table: a flip already turned up is refused.
run 'lanes 5 5
Ann 1
Bob 2
phantom 7
lanes 4 4
Ann 2
Bob 3
phantom 7
' new --game bowling-for-zombies --players Ann,Bob --seed 1 --phantom typed --journal typed.zref
expect_rc 1 "phantom flip twice"
expect_err_lines 1 "phantom flip twice"
expect_err "7" "phantom flip twice"

finish
