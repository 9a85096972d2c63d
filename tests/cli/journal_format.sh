# A hand-written journal: comments, blank lines, quoted names with spaces,
# upper-case verbs, shorthand and CRLF line ends are all accepted.
TRANSCRIPTS=$(cd "$(dirname "$0")/../transcripts" && pwd)
source "$(dirname "$0")/_lib.sh"

cat >hand.zref <<'JOURNAL'
# A game typed in by hand.
game zombie-princess
players "Ana Maria" Ben Cai Dee   # clockwise
mode individuals
rounds a b c d

seed 7
start "Ana Maria"
princesses none
powers off
begin
BID "Ana Maria" 2
bid Ben 1
Cai 0
3
play "Ana Maria" knight 7
k2
JOURNAL
run '' replay hand.zref
expect_rc 0 "replay of a hand-written journal"
expect_err_empty "replay of a hand-written journal"
expect_out "Cai to play to trick 1" "replay of a hand-written journal"

sed 's/$/\r/' hand.zref >crlf.zref
run '' replay crlf.zref
expect_rc 0 "replay of a journal with CRLF line ends"
expect_out "Cai to play to trick 1" "replay of a CRLF journal"

# zref writes canonical lines: shorthand expanded, names quoted when needed.
run '2
1
' new --players "Ana Maria,Ben,Cai,Dee" --start "Ana Maria" --seed 7 --journal canon.zref
expect_rc 0 "new with a name holding a space"
expect_file_has canon.zref 'players "Ana Maria" Ben Cai Dee' "canonical players line"
expect_file_has canon.zref 'bid "Ana Maria" 2' "canonical bid line"
expect_file_has canon.zref 'bid Ben 1' "canonical bid line"

# Every line zref writes carries its check: " #~" and 8 hex digits.
unchecked=$(grep -cv ' #~[0-9a-f]\{8\}$' canon.zref || true)
[ "$unchecked" -eq 0 ] || fail "journal: $unchecked lines of canon.zref have no check"

# A line changed on disk (Ben's bid of 1 read as 3, a legal bid) is reported
# at its line, exit status 2, instead of loading as another game.
sed 's/^bid Ben 1 #~/bid Ben 3 #~/' canon.zref >changed.zref
line=$(grep -n '^bid Ben 3 #~' changed.zref | cut -d: -f1)
[ -n "$line" ] || fail "the test could not change Ben's bid"
run '' replay changed.zref
expect_rc 2 "replay of a journal with a changed line"
expect_out_empty "replay of a journal with a changed line"
expect_err_lines 1 "replay of a journal with a changed line"
expect_err "zref: changed.zref:$line: damaged line: it does not match its check" "a changed line is named"
run 'quit
' resume changed.zref
expect_rc 2 "resume of a journal with a changed line"
expect_err "changed.zref:$line: damaged line" "resume names the changed line"

# Changed by hand on purpose: with its check and line 1's deleted, it loads.
sed -e '1s/ #~[0-9a-f]\{8\}$//' -e 's/^\(bid Ben 3\) #~[0-9a-f]\{8\}$/\1/' changed.zref >edited.zref
run 'history
quit
' resume edited.zref
expect_rc 0 "resume of a hand edit with its checks deleted"
expect_out "bid Ben 3" "the hand edit is the game"

# A whole game as zref wrote it replays to the transcript's sheet.
run '' replay --format json "$TRANSCRIPTS/3-individuals-checked.zref"
expect_rc 0 "replay of a checked transcript"
[ "$out" = "$(cat "$TRANSCRIPTS/3-individuals-checked.expected.json")" ] || fail "the checked transcript's sheet"

finish
