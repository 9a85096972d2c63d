# zref --version names the program and exits 0; --help lists the subcommands.
source "$(dirname "$0")/_lib.sh"

run '' --version
expect_rc 0 "--version"
[[ $out == "zref "* ]] || fail "--version: stdout does not start with 'zref ': $out"
expect_err_empty "--version"

run '' --help
expect_rc 0 "--help"
for sub in new resume replay rules; do expect_out "$sub" "--help"; done
expect_err_empty "--help"

run '' new --help
expect_rc 0 "new --help"
for opt in --preset --players --mode --rounds --start --princesses --frog --seed --journal; do
    expect_out "$opt" "new --help"
done

finish
