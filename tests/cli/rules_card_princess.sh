# zref rules for a Round card (w, Fester Feast) and a Princess (Dorothy):
# exit 0, the card or Princess first, then our readings.
source "$(dirname "$0")/_lib.sh"

run '' rules w
expect_rc 0 "rules w"
[[ $out == "w. Fester Feast"* ]] || fail "rules w: stdout does not start with 'w. Fester Feast'"
expect_out "Our reading" "rules w shows our readings"
expect_err_empty "rules w"

run '' rules dorothy
expect_rc 0 "rules dorothy"
[[ $out == "Dorothy: "* ]] || fail "rules dorothy: stdout does not start with 'Dorothy: '"
expect_out "once per round" "rules dorothy says how often"
expect_out "Our reading" "rules dorothy shows our readings"
expect_err_empty "rules dorothy"

finish
