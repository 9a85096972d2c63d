# --board FILE on new and resume: the room's HTML score board is written as
# the session starts and rewritten after every accepted entry, undo and edit;
# names are escaped; a finished game names its winner; Bowling shows its Lane
# cards and reveals; a board that cannot be written is one warning line and
# the game goes on; the journal is never written over.
here=$(cd "$(dirname "$0")" && pwd)
source "$here/_lib.sh"

transcripts=$here/../transcripts

board_has() { # FILE TEXT WHAT
    grep -qF -- "$2" "$1" || fail "$3: $1 lacks '$2'"
}
board_lacks() { # FILE TEXT WHAT
    ! grep -qF -- "$2" "$1" || fail "$3: $1 has '$2'"
}

# Zombie Princess: Ana bids 7, B<e>n 9, then the 9 is undone.
run '7
9
undo
' new --players 'Ana,B<e>n,Cai' --seed 7 --journal zp.zref --board b.html
expect_rc 0 "new --board"
expect_err_empty "new --board"
[ -s b.html ] || fail "new --board: no board written"
board_has b.html '<meta http-equiv="refresh" content="2">' "the page reloads itself"
board_has b.html '<td class="name">B&lt;e&gt;n</td>' "a name is escaped"
board_lacks b.html '<e>' "no name unescaped"
board_has b.html 'Round 1 of 4' "the round"
board_has b.html 'Opening Night (of the Living Dead)' "the Round card"
board_has b.html '<td>7</td>' "Ana's bid"
board_lacks b.html '<td>9</td>' "the undone bid"
board_has b.html 'Waiting for: B&lt;e&gt;n to bid' "whose turn"
board_lacks b.html '<script' "no script"
[ -z "$(find . -maxdepth 1 -name '*zref-tmp*')" ] || fail "a temporary board file was left: $(ls -a)"

# resume --board: the board of the game as resumed, then an edit (entry 11 is Ana's bid).
run 'edit 11 5
' resume zp.zref --board b2.html
expect_rc 0 "resume --board"
expect_err_empty "resume --board"
board_has b2.html '<td>5</td>' "the edited bid"
board_lacks b2.html '<td>7</td>' "the bid before the edit"

# A finished game: the winner, with the final score, and the Hourglass Leader.
cp "$transcripts/teams-of-4.zref" t4.zref
run '' resume t4.zref --board t4.html
expect_rc 0 "resume a finished game --board"
board_has t4.html 'Finished after 4 rounds' "a finished game"
board_has t4.html '<div class="label">Winner' "a finished game names its winner"
board_has t4.html 'Ben &amp; Dee (22)' "the winner and the final score"
board_has t4.html 'Hourglass Leader: Ana &amp; Cai' "the Hourglass Leader"

# Bowling for Zombies!!!: the Lane cards on the table and the reveals.
run '5 3
Ann 9
Bob 4 hand above
' new --game bowling-for-zombies --players Ann,Bob,Cat --seed 4 --journal bz.zref --board bz.html
expect_rc 0 "bowling new --board"
expect_err_empty "bowling new --board"
board_has bz.html 'Bowling for Zombies!!!' "the game"
board_has bz.html '<div class="label">Lane cards' "the Lane cards"
board_has bz.html '<div class="value">5 3</div>' "the Lane cards drawn"
board_has bz.html '<td>4 + Hand</td>' "Bob's reveal"
board_has bz.html 'Waiting for: ' "whose turn"

# A board that cannot be written: one warning line, the game goes on.
run '7
' new --players Ana,Ben,Cai --seed 7 --journal w.zref --board no-such-dir/b.html
expect_rc 0 "an unwritable board"
expect_err_lines 1 "an unwritable board"
expect_err "board: no-such-dir/b.html: cannot write" "an unwritable board"
expect_err "the game goes on" "an unwritable board"
expect_file_has w.zref "bid Ana 7" "an unwritable board: the entry is journaled"

# A board naming the journal: refused once, the journal kept.
run '7
' new --players Ana,Ben,Cai --seed 7 --journal j.zref --board ./j.zref
expect_rc 0 "board = journal"
expect_err_lines 1 "board = journal"
expect_err "is this game's journal" "board = journal"
run '' replay j.zref
expect_rc 0 "board = journal: the journal still replays"

finish
