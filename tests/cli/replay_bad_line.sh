# A journal with an invalid line: replay and resume exit 2 with one line
# "zref: FILE:LINE: reason", and the file is left as it was.
source "$(dirname "$0")/_lib.sh"

{
    setup_lines
    echo "bid Ana 2"
    echo ""
    echo "# Ben's bid as typed by hand:"
    echo "bid Ben 33"
    echo "bid Cai 1"
} >bad.zref
bad_line=$(grep -n '^bid Ben 33$' bad.zref | cut -d: -f1)
before=$(cksum <bad.zref)

run '' replay bad.zref
expect_rc 2 "replay of a bad line"
expect_out_empty "replay of a bad line"
expect_err_lines 1 "replay of a bad line"
expect_err "zref: bad.zref:$bad_line: " "replay names FILE:LINE"
expect_err "33" "replay quotes the offending text"

run '' replay bad.zref --format json
expect_rc 2 "replay --format json of a bad line"
expect_err "bad.zref:$bad_line: " "replay --format json names FILE:LINE"

run 'quit
' resume bad.zref
expect_rc 2 "resume of a bad line"
expect_err_lines 1 "resume of a bad line"
expect_err "bad.zref:$bad_line: " "resume names FILE:LINE"
[ "$(cksum <bad.zref)" = "$before" ] || fail "resume changed a journal it refused"

# An unknown verb is reported with a suggestion.
{ setup_lines; echo "bidd Ana 2"; } >typo.zref
run '' replay typo.zref
expect_rc 2 "replay of an unknown verb"
expect_err "typo.zref:11: " "unknown verb: FILE:LINE"
expect_err "did you mean 'bid'" "unknown verb: suggestion"

# An unclosed quote.
{ setup_lines; echo 'bid "Ana 2'; } >quote.zref
run '' replay quote.zref
expect_rc 2 "replay of an unclosed quote"
expect_err "quote.zref:11: " "unclosed quote: FILE:LINE"

# A journal for a game zref does not referee.
printf 'game no-such-game\n' >other.zref
run '' replay other.zref
expect_rc 2 "replay of another game's journal"
expect_err "other.zref:1: " "another game: FILE:LINE"

finish
