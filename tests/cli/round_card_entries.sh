# A Round card that needs an entry from each player before bidding (w, Fester
# Feast): zref asks in turn, the card alone is enough, and the journal holds
# the full form.
source "$(dirname "$0")/_lib.sh"

run 'k3
Ben v1
2
discard Cai p2
discard Dee k4
2
' new --rounds "w a a d" --seed 5 --start Ana --journal game.zref
expect_rc 1 "entries with one bid typed too early"
expect_err_lines 1 "a bid before the entries are in"
expect_out "Ana discards Knight 3" "shorthand entry"
expect_out "Ben discards Villager 1" "entry after a name"
expect_out "Ana bids 2" "bidding after the entries"
expect_file_has game.zref "discard Ana k3" "journal"
expect_file_has game.zref "discard Ben v1" "journal"
expect_file_has game.zref "discard Dee k4" "journal"
expect_file_lacks game.zref "discard Cai 2" "journal: the refused entry"

run '' replay game.zref
expect_rc 0 "replay of the entries"
expect_out "Ben to bid" "replay of the entries"

finish
