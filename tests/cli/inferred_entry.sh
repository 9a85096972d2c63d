# Enter at an empty prompt accepts the entry zref infers and shows in
# [brackets]: here the last trick count of a round typed by counts. Before
# that, an empty line changes nothing.
source "$(dirname "$0")/_lib.sh"

run '2
3

3
2
Ana 3
3
3

quit
' new --seed 5 --start Ana --journal game.zref
expect_rc 0 "a round by counts ended with Enter"
expect_err_empty "Enter with nothing inferred is no error"
expect_out "R1a tricks [1]> " "the prompt shows the inferred count"
expect_out "Dee won 1 trick" "Enter accepts it"
expect_file_has game.zref "tricks Dee 1" "the journal keeps the full form"
expect_file_has game.zref "bid Cai 3" "the empty line during bidding changed nothing"
finish
