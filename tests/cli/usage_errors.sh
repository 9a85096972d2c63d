# Bad usage exits 2 and changes nothing.
source "$(dirname "$0")/_lib.sh"

run '' bogus
expect_rc 2 "an unknown subcommand"
expect_out_empty "an unknown subcommand"

run '' replay
expect_rc 2 "replay without a journal"

run '' resume
expect_rc 2 "resume without a journal"

setup_lines >game.zref
run '' replay game.zref --format xml
expect_rc 2 "replay --format xml"

run '' new --seed many
expect_rc 2 "new --seed with a word"

run '' replay missing.zref
expect_rc 2 "replay of a missing file"
expect_err_lines 1 "replay of a missing file"
expect_err "missing.zref" "replay of a missing file"

run '' resume missing.zref
expect_rc 2 "resume of a missing file"
expect_err_lines 1 "resume of a missing file"
[ ! -e missing.zref ] || fail "resume created missing.zref"

finish
