# zref rules: topics, Round cards by letter, Princesses; unknown topics exit 2.
source "$(dirname "$0")/_lib.sh"

run '' rules
expect_rc 0 "rules with no topic"
expect_out "Topics:" "rules with no topic"
expect_out "scoring" "rules with no topic"
expect_err_empty "rules with no topic"

run '' rules g
expect_rc 0 "rules g"
[[ $out == "g. "* ]] || fail "rules g: stdout does not start with 'g. '"
expect_err_empty "rules g"

run '' rules a
expect_rc 0 "rules a"
[[ $out == "a. "* ]] || fail "rules a: stdout does not start with 'a. '"

run '' rules scoring
expect_rc 0 "rules scoring"
expect_out "Our reading" "rules scoring shows our readings"

run '' rules dorothy
expect_rc 0 "rules dorothy"
expect_out "Dorothy" "rules dorothy"

run '' rules nosuch
expect_rc 2 "rules nosuch"
expect_out_empty "rules nosuch"
expect_err_lines 1 "rules nosuch"
expect_err "nosuch" "rules nosuch names the topic"

run '' rules scorin
expect_rc 2 "rules scorin"
expect_err_lines 1 "rules scorin"
expect_err "did you mean 'scoring'" "rules scorin suggests scoring"

finish
