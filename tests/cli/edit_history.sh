# history lists the accepted entries with their numbers; edit N LINE replaces
# one, re-adjudicates the rest and says what changed on the score sheet; the
# journal keeps the old line and records the edit; replay and resume agree.
source "$(dirname "$0")/_lib.sh"

# A round scored by trick counts, so an edited bid changes the sheet.
run '2
1
0
3
tricks Ana 2
tricks Ben 1
tricks Cai 0
tricks Dee 7
history
edit 12 2
history 2
quit
' new --seed 5 --start Ana --journal game.zref
expect_rc 0 "edit in a piped game"
expect_out "  11  R1 bids      bid Ana 2" "history numbers each entry with where it was typed"
expect_out "Entry 12 changed: 'bid Ben 1' -> 'bid Ben 2'; " "edit says what it replaced"
expect_out "Round 1, Ben: bid 1 -> 2" "edit lists what changed on the sheet"
expect_err_empty "edit in a piped game"
expect_file_has game.zref "bid Ben 1" "the journal keeps the edited line"
expect_file_has game.zref "edit 12 bid Ben 2" "the journal records the edit"

run '' replay game.zref
expect_rc 0 "replay of an edited game"
expect_out "Ben: bid 2" "replay uses the edited bid"

# Refusals: one line each, nothing changes, exit status 1 for a piped game.
run 'edit
edit x k3
edit 99 k3
edit 11 k3
edit 11 2
quit
' resume game.zref
expect_rc 1 "bad edits"
expect_err_lines 5 "bad edits"
expect_err "zref: edit: give the entry number and the new line" "edit without words"
expect_err "zref: edit: 'x' is not" "edit with a bad number"
expect_err "zref: no entry 99: entries run 1 to" "edit past the end"
expect_err "zref: entry 11 (bid Ana 2) cannot become 'k3'" "edit to a line that cannot be"
expect_err "zref: entry 11 is already 'bid Ana 2': nothing to change" "edit to the same line"

# An edit that hands a trick to another player: the cards typed in the old
# order wait for their turn and come back by themselves; an edit that makes a
# later card impossible is refused and names it.
run '1
1
1
1
k7
k2
k3
k1
k9
edit 16 pr1
history 3
k5
k4
k6
history 4
edit 17 k1
quit
' new --seed 5 --start Ana --journal ripple.zref
expect_out "Entry 16 changed: 'play Ben k2' -> 'play Ben pr1'; 2 later entries re-adjudicated." "the edit is taken"
expect_out "1 later entry is kept back and entered again as soon as it fits ('history' lists it)." "the edit names what it keeps back"
expect_out "Waiting for: Ben to lead trick 2 of 10" "Ben, who now won trick 1, leads trick 2"
expect_out "   -  R1 t2        play Ana k9" "history lists the kept entry"
expect_out "1 kept entry entered again after the edit ('history' lists it)." "the kept card comes back in its turn"
expect_out "  22  R1 t2        play Ana k9" "the kept card is entered after Dee's"
expect_err "zref: that edit is refused, nothing was changed: entry 18 (play Dee k1, R1 t1) would no longer be accepted: Knight 1 was already played" "an edit that makes a later card impossible"

run '' replay ripple.zref
expect_rc 0 "replay of a rippled edit"

# undo after an edit takes the edit back.
run 'edit 11 3
undo
history 1
quit
' resume game.zref
expect_out "Undone: the edit of entry 11 (bid Ana 3 back to bid Ana 2)" "undo reverts an edit"
expect_file_has game.zref "undo" "journal"

finish
