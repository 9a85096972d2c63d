# A journal whose last line was cut off (a crash mid-write): replay warns and
# ignores it, resume warns, drops it and continues from the last whole line.
source "$(dirname "$0")/_lib.sh"

run '2
1
' new --seed 5 --start Ana --journal game.zref
expect_rc 0 "the first half of bidding"
printf 'bid Cai 0' >>game.zref   # no newline: the write was torn

run '' replay game.zref
expect_rc 0 "replay of a torn journal"
expect_err_lines 1 "replay of a torn journal"
expect_err "bid Cai 0" "replay names the torn text"
expect_out "Cai to bid" "replay stops before the torn line"

run '3
quit
' resume game.zref
expect_rc 0 "resume of a torn journal"
expect_err_lines 1 "resume of a torn journal"
expect_err "bid Cai 0" "resume names the torn text"
expect_out "Cai bids 3" "resume continues"
expect_file_has game.zref "bid Cai 3" "journal after resume"
expect_file_lacks game.zref "bid Cai 0" "journal after resume"
[ "$(tail -c 1 game.zref | od -An -c | tr -d ' ')" = '\n' ] || fail "journal does not end with a newline"

run '' replay game.zref
expect_rc 0 "replay after resume"
expect_err_empty "replay after resume"
expect_out "Dee to bid" "replay after resume"

finish
