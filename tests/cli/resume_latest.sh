# zref resume with no file continues the most recently modified game in the
# games directory that is not over; finished and unreadable journals are
# passed over. With none, exit 2 and one line.
TESTS=$(cd "$(dirname "$0")/.." && pwd)
source "$(dirname "$0")/_lib.sh"

export XDG_CONFIG_HOME=$WORK/config XDG_STATE_HOME=$WORK/state
GAMES=$XDG_DATA_HOME/zref/games

run '' resume
expect_rc 2 "resume with no games directory"
expect_err_lines 1 "resume with no games directory"
expect_err "no game in progress in $GAMES" "resume with no games"
expect_err "zref new" "resume says how to start a game"
expect_out_empty "resume with no games"

mkdir -p "$GAMES"
cp "$TESTS/transcripts/3-individuals.zref" "$GAMES/won.zref"
run '' resume
expect_rc 2 "resume with only a finished game"
expect_err_lines 1 "resume with only a finished game"
expect_err "no game in progress" "resume with only a finished game"

{ setup_lines; printf 'bid Ana 2\n'; } >"$GAMES/older.zref"
touch -d '2 hours ago' "$GAMES/older.zref"
{ setup_lines; printf 'bid Ana 1\nbid Ben 1\n'; } >"$GAMES/latest.zref"
touch -d '1 hour ago' "$GAMES/latest.zref"
touch -d '30 minutes ago' "$GAMES/won.zref"
{ setup_lines; printf 'bid Nobody 1\n'; } >"$GAMES/broken.zref"
touch -d '1 minute ago' "$GAMES/broken.zref"

run '3
quit
' resume
expect_rc 0 "resume the latest game in progress"
expect_err_empty "resume the latest game in progress"
expect_out "Resumed $GAMES/latest.zref" "resume names the game it continues"
expect_out "Cai bids 3" "resume continues the latest game"
expect_file_has "$GAMES/latest.zref" "bid Cai 3" "the line went to the latest game's journal"
expect_file_lacks "$GAMES/older.zref" "bid Cai" "the older game is untouched"

# The game just played is now the most recent; an older one played from its
# file becomes the most recent in turn.
run 'quit
' resume "$GAMES/older.zref"
expect_rc 0 "resume by path"
run '1
quit
' resume older.zref
expect_rc 0 "resume by name in the games directory"
expect_out "Resumed $GAMES/older.zref" "resume by name"
run 'quit
' resume
expect_out "Resumed $GAMES/older.zref" "the game played last is resumed"

# A file that does not exist is still an error, not the latest game.
run '' resume missing.zref
expect_rc 2 "resume of a missing file"
expect_err_lines 1 "resume of a missing file"
expect_err "missing.zref" "resume of a missing file"

finish
