# zref list: the games in the games directory, in progress first, most
# recently modified first within each group, with players, round and what
# the game waits for, or the winners; a journal that cannot be loaded is
# listed with its error. An empty or missing directory says how to start.
TESTS=$(cd "$(dirname "$0")/.." && pwd)
source "$(dirname "$0")/_lib.sh"

export XDG_CONFIG_HOME=$WORK/config XDG_STATE_HOME=$WORK/state TZ=UTC
GAMES=$XDG_DATA_HOME/zref/games

run '' list
expect_rc 0 "list with no games directory"
expect_err_empty "list with no games directory"
expect_out "No games yet in $GAMES" "list with no games directory"
expect_out "zref new" "list says how to start a game"

mkdir -p "$GAMES"
run '' list
expect_rc 0 "list of an empty directory"
expect_out "No games yet" "list of an empty directory"

# Four journals, dated by hand: two in progress, one finished, one broken.
{ setup_lines; printf 'bid Ana 2\nbid Ben 1\n'; } >"$GAMES/tuesday.zref"
touch -d '2024-05-07 20:15:00 UTC' "$GAMES/tuesday.zref"
{ setup_lines; } >"$GAMES/monday.zref"
touch -d '2024-05-06 19:00:00 UTC' "$GAMES/monday.zref"
cp "$TESTS/transcripts/3-individuals.zref" "$GAMES/won.zref"
touch -d '2024-05-08 21:30:00 UTC' "$GAMES/won.zref"
{ setup_lines; printf 'bid Zed 2\n'; } >"$GAMES/broken.zref"
touch -d '2024-05-09 22:00:00 UTC' "$GAMES/broken.zref"
echo 'not a game' >"$GAMES/notes.txt"

run '' list
expect_rc 0 "list"
expect_err_empty "list"
expect_out "Games in $GAMES" "list names the directory"
expect_out "2024-05-07 20:15  tuesday.zref" "list shows the modified time and file"
expect_out "Ana, Ben, Cai, Dee" "list shows the players"
expect_out "round 1 of 4, card a: " "list shows the round and its card"
expect_out "waiting for: Cai to bid" "list shows what the game waits for"
expect_out "monday.zref" "list shows a game with no command yet"
expect_out "won.zref" "list shows a finished game"
expect_out "finished, won by Cai" "list shows the winner"
expect_out "broken.zref" "list shows a broken journal"
expect_out "cannot be loaded: $GAMES/broken.zref:11:" "list shows the journal's error with its line"
expect_no_out "notes.txt" "list skips files that are not journals"
expect_out "'zref resume' continues tuesday.zref" "list says what resume continues"

# Order: In progress (newest first), then Finished, then the broken ones.
order=$(printf '%s\n' "$out" | grep -oE '^(In progress|Finished|Cannot be loaded):|[a-z]+\.zref  ' | sed 's/ *$//' | tr '\n' ' ')
[ "$order" = "In progress: tuesday.zref monday.zref Finished: won.zref Cannot be loaded: broken.zref " ] ||
    fail "list order: $order"

# A game that goes on moves to the top of its group.
run '0
quit
' resume monday.zref
expect_rc 0 "resume monday by its name in the games directory"
expect_file_has "$GAMES/monday.zref" "bid Ana 0" "the bid went to monday's journal"
run '' list
order=$(printf '%s\n' "$out" | grep -oE '[a-z]+\.zref  ' | sed 's/ *$//' | tr '\n' ' ')
[ "$order" = "monday.zref tuesday.zref won.zref broken.zref " ] || fail "list order after playing monday: $order"

# A torn last line is shown, not fatal.
printf 'bid Cai' >>"$GAMES/tuesday.zref"
run '' list
expect_rc 0 "list with a torn journal"
expect_out "last line cut off" "list marks a torn journal"

finish
