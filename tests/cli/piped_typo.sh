# A game piped in with a typo: the typo gets one error line, the game goes
# on, the journal keeps only accepted lines, and the exit status is 1.
source "$(dirname "$0")/_lib.sh"

run '2
1
0
3
k7
kk2
k2
' new --seed 5 --start Ana --journal game.zref
expect_rc 1 "a piped game with a refused line"
expect_err_lines 1 "a piped game with a typo"
expect_err "kk" "the error names the typo"
expect_out "Ana bids 2" "shorthand bid"
expect_out "Ana leads Knight 7" "shorthand card"
expect_out "Ben plays Knight 2" "the game goes on after the typo"
expect_file_has game.zref "bid Dee 3" "journal"
expect_file_has game.zref "play Ben k2" "journal"
expect_file_lacks game.zref "kk2" "journal"

# The same game without the typo is a clean run.
run '2
1
0
3
k7
k2
' new --seed 5 --start Ana --journal clean.zref
expect_rc 0 "a piped game with no refused line"
expect_err_empty "a piped game with no refused line"

# A card played twice, a card not in the deck and a bid out of range are refused.
run '2
1
0
11
3
k7
k7
k11
v1
' new --seed 5 --start Ana --journal checks.zref
expect_rc 1 "refused plays"
expect_err_lines 3 "refused plays"
expect_err "Knight 7 was already played" "a card played twice"
expect_file_has checks.zref "play Ben v1" "journal after refusals"

finish
