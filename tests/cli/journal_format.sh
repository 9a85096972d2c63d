# A hand-written journal: comments, blank lines, quoted names with spaces,
# upper-case verbs, shorthand and CRLF line ends are all accepted.
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

finish
