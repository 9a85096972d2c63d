# zref sheet FILE [--format text|csv|markdown|json|html] [--output OUT]: the
# score sheet of a finished game and of a game in progress in every format,
# written to stdout or to OUT; a torn last line is warned about and ignored;
# a missing file, an unknown format or a bad journal line exit 2 with one
# "zref: ..." line. Also the standings chart shown at the end of each round.
here=$(cd "$(dirname "$0")" && pwd)
source "$here/_lib.sh"

transcripts=$here/../transcripts
cp "$transcripts/teams-of-4.zref" game.zref
cp "$transcripts/teams-of-4.expected.json" expected.json

# --- text (the default) -------------------------------------------------------
run '' sheet game.zref
expect_rc 0 "sheet (text)"
expect_err_empty "sheet (text)"
expect_out "Round     | Ana & Cai         | Ben & Dee" "sheet (text): header"
expect_out "4 (d)     |   3  3   3 10  15 |   5  6   5 10  17" "sheet (text): round 4"
expect_out "Hourglass | 17 (not added)" "sheet (text): Hourglass line"
expect_out "Final     | 15 + 10/2 = 20    | 17 + 10/2 = 22" "sheet (text): final"
expect_out "Winner: Ben & Dee" "sheet (text): winner"
expect_out "Final standings (points + 1 per 2 skulls):" "sheet (text): the standings chart"
text=$out
run '' sheet game.zref --format text
expect_rc 0 "sheet --format text"
[ "$out" = "$text" ] || fail "--format text differs from the default"

# --- csv ------------------------------------------------------------------------
run '' sheet game.zref --format csv
expect_rc 0 "sheet --format csv"
expect_err_empty "sheet --format csv"
[ "$(printf '%s\n' "$out" | head -n 1)" = $'round,card,card_name,hourglass_round,side,bid,tricks,points,skulls,total,note\r' ] ||
    fail "csv: header row"
expect_out $'1,a,Opening Night (of the Living Dead),,Ana & Cai,3,3,3,9,3,\r\n' "csv: a round row"
expect_out $'4,d,Dead Set on Winning,Hourglass round,Ben & Dee,5,6,5,10,17,\r\n' "csv: the Hourglass round"
expect_out $'hourglass,,,,Ana & Cai,,,,,17,leader\r\n' "csv: Hourglass row"
expect_out $'final,,,,Ben & Dee,,,17,10,22,place 1; winner' "csv: final row"
records=$(printf '%s\n' "$out" | grep -c $'\r$' || true)
[ "$records" -eq 13 ] || fail "csv: $records CRLF records, expected 13 (header, 8 round rows, 2 Hourglass, 2 final)"

# --- markdown -------------------------------------------------------------------
run '' sheet game.zref --format markdown
expect_rc 0 "sheet --format markdown"
expect_out "| Round | Ana & Cai | Ben & Dee |" "markdown: table header"
expect_out "|---:|:---|:---|" "markdown: table alignment row"
expect_out "| 4 (Round card d · Dead Set on Winning · Hourglass round) | bid 3 · tricks 3 · points 3 · skulls 10 · **total 15** |" "markdown: Round card names"
expect_out "| Hourglass line (not added) | 17 (leader) | 12 |" "markdown: the Hourglass line"
expect_out "| 1 | **Ben & Dee** (winner) | 17 | 10 | 22 |" "markdown: the final ranking"
expect_out "**Winner:** Ben & Dee" "markdown: winner"
run '' sheet game.zref --format md
expect_rc 0 "sheet --format md (short for markdown)"

# --- json: the transcript's expected sheet, as replay prints it -------------
run '' sheet game.zref --format json
expect_rc 0 "sheet --format json"
[ "$out" = "$(cat expected.json)" ] || fail "json: differs from teams-of-4.expected.json"
json=$out
run '' replay game.zref --format json
[ "$out" = "$json" ] || fail "json: sheet and replay --format json differ"

# --- html -----------------------------------------------------------------------
run '' sheet game.zref --format html
expect_rc 0 "sheet --format html"
expect_err_empty "sheet --format html"
expect_out "<!DOCTYPE html>" "html: a page"
expect_out "<svg class=\"chart\" id=\"totals-chart\"" "html: the running totals chart"
expect_out "<svg class=\"chart\" id=\"skulls-chart\"" "html: the skulls chart"
expect_out "Ben &amp; Dee" "html: names are escaped"
expect_out "@media print" "html: print rules"
expect_out "<code>game.zref</code>" "html: names the journal"
expect_no_out "<script" "html: no scripts"
html=$out

# --- --output -----------------------------------------------------------------
run '' sheet game.zref --format html --output sheet.html
expect_rc 0 "sheet --output"
expect_out_empty "sheet --output"
expect_err_empty "sheet --output"
[ -f sheet.html ] || fail "--output: sheet.html was not written"
[ "$(cat sheet.html)" = "$html" ] || fail "--output: the file differs from what stdout shows"
run '' sheet game.zref -f csv -o sheet.html
expect_rc 0 "sheet -f csv -o over an existing file"
grep -q '^round,card,card_name' sheet.html || fail "-o: an existing file is replaced"
ls -A | grep -q 'zref-tmp' && fail "--output left a temporary file behind"
run '' sheet game.zref --output -
expect_rc 0 "sheet --output - (standard output)"
[ "$out" = "$text" ] || fail "--output -: stdout"

before=$(cksum <game.zref)
run '' sheet game.zref --output game.zref
expect_rc 2 "--output naming the journal"
expect_err_lines 1 "--output naming the journal"
expect_err "is the journal itself" "--output naming the journal"
[ "$(cksum <game.zref)" = "$before" ] || fail "--output overwrote the journal"

run '' sheet game.zref --output no-such-dir/sheet.html
expect_rc 2 "--output into a missing directory"
expect_err_lines 1 "--output into a missing directory"
expect_err "zref: no-such-dir/sheet.html: cannot write" "--output into a missing directory"

# --- errors -----------------------------------------------------------------------
run '' sheet missing.zref
expect_rc 2 "sheet of a missing file"
expect_out_empty "sheet of a missing file"
expect_err_lines 1 "sheet of a missing file"
expect_err "zref: missing.zref: cannot open" "sheet of a missing file"

run '' sheet game.zref --format pdf
expect_rc 2 "sheet --format pdf"
expect_out_empty "sheet --format pdf"
expect_err_lines 1 "sheet --format pdf"
expect_err "zref: sheet: no format 'pdf'" "sheet --format pdf"
expect_err "text, csv, markdown, json, html" "sheet --format pdf lists the formats"

run '' sheet game.zref --format htm
expect_rc 2 "sheet --format htm"
expect_err "did you mean 'html'?" "sheet --format htm: suggestion"

run '' sheet
expect_rc 2 "sheet without a journal"
expect_err_lines 1 "sheet without a journal"

{
    setup_lines
    echo "bid Ana 2"
    echo "bid Ben 33"
} >bad.zref
bad_line=$(grep -n '^bid Ben 33$' bad.zref | cut -d: -f1)
run '' sheet bad.zref --format html
expect_rc 2 "sheet of a bad journal line"
expect_out_empty "sheet of a bad journal line"
expect_err_lines 1 "sheet of a bad journal line"
expect_err "zref: bad.zref:$bad_line: " "sheet of a bad journal line: FILE:LINE"
expect_err "(line: bid Ben 33)" "sheet of a bad journal line: the line"
run '' sheet bad.zref --format csv --output bad.csv
expect_rc 2 "sheet of a bad journal line with --output"
[ ! -e bad.csv ] || fail "a refused journal still wrote --output"

# --- a torn last line is warned about and ignored ------------------------------
cp game.zref torn.zref
printf 'play Ana k' >>torn.zref
run '' sheet torn.zref
expect_rc 0 "sheet of a torn journal"
expect_err_lines 1 "sheet of a torn journal"
expect_err "zref: torn.zref: the last line was cut off and is ignored: 'play Ana k'" "torn journal: warning"
expect_out "Winner: Ben & Dee" "torn journal: the sheet of the whole lines"

# --- a game in progress: the rounds so far, no winners --------------------------
{
    setup_lines
    printf '%s\n' "bid Ana 2" "bid Ben 1" "bid Cai 3" "bid Dee 0" \
        "tricks Ana 3" "tricks Ben 3 frog" "tricks Cai 4" "tricks Dee 0" "frog Ben count" "start Dee first" \
        "bid Dee 1"
} >partial.zref
run '' sheet partial.zref
expect_rc 0 "sheet of a game in progress"
expect_out "1 (a)" "in progress: round 1 is on the sheet"
expect_no_out "Winner" "in progress: no winner"
expect_no_out "Final" "in progress: no final line"
run '' sheet partial.zref --format csv
expect_rc 0 "csv of a game in progress"
expect_no_out "final," "csv in progress: no final rows"
[ "$(printf '%s\n' "$out" | grep -c '^1,a,')" -eq 4 ] || fail "csv in progress: four round-1 rows"
run '' sheet partial.zref --format json
expect_out '"over": false' "json in progress"
expect_out '"winners": []' "json in progress"
run '' sheet partial.zref --format markdown
expect_out "## Standing so far" "markdown in progress"
expect_out "| 2 (Round card b · Ah One and Ah Two) | *in play*" "markdown in progress: the round in play"
run '' sheet partial.zref --format html
expect_out "In progress: round 2 of 4 in play" "html in progress: status"
expect_out '<span class="tag">in play</span><small>Round card b · Ah One and Ah Two</small>' "html in progress: the round in play"
expect_no_out "Dead Last" "html in progress: later Round cards stay hidden"
expect_no_out 'id="winners"' "html in progress: no winners"

# --- the standings chart at the end of every round and of the game -------------
game='2
1
3
0
tricks Ana 3
tricks Ben 3 frog
tricks Cai 4
tricks Dee 0
count
first
1
1
1
1
tricks Ana 3 card-skulls 2
tricks Ben 3 card-skulls 1
tricks Cai 3 card-skulls 0
tricks Dee 1 card-skulls 1
last
2
2
2
2
tricks Ana 2
tricks Ben 2
tricks Cai 2
tricks Dee 4
first
3
3
3
1
tricks Ana 3
tricks Ben 3
tricks Cai 3
tricks Dee 1
yes
'
run "$game" new --seed 5 --start Ana --journal whole.zref
expect_rc 0 "a whole game"
for n in 1 2 3; do
    expect_out "Standings after round $n (points):" "the chart after round $n"
done
expect_out "Final standings (points + 1 per 2 skulls):" "the chart at the end of the game"
expect_out "█" "the chart has bars"
expect_no_out $'\e[' "the chart has no colour codes"

finish
