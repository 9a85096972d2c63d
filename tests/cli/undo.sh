# undo takes back the last accepted command: the journal keeps the line and
# an "undo" line, and replay gives the same state as the session did.
source "$(dirname "$0")/_lib.sh"

run '2
1
undo
3
status
sheet
why
quit
' new --seed 5 --start Ana --journal game.zref
expect_rc 0 "undo in a piped game"
expect_out "Undone: bid Ben 1" "undo says what it took back"
expect_out "Ben bids 3" "the bid after undo"
expect_file_has game.zref "undo" "journal"
expect_file_has game.zref "bid Ben 1" "journal keeps the undone line"
expect_file_has game.zref "bid Ben 3" "journal"
expect_file_lacks game.zref "status" "meta commands are not journaled"
expect_file_lacks game.zref "sheet" "meta commands are not journaled"

run '' replay game.zref
expect_rc 0 "replay with an undo line"
expect_out "Cai to bid" "replay with an undo line"

# Nothing to undo in a journal that holds nothing yet.
printf 'undo\n' >empty.zref
run '' replay empty.zref
expect_rc 2 "undo with nothing to undo"
expect_err "empty.zref:1: " "undo with nothing to undo: FILE:LINE"

finish
