# Readings a table may switch (issue 31): 'zref rules' names them, the
# config's [readings] and --reading put 'reading ID VALUE' lines in the new
# journal (the option wins), a replay rules by them, and a bad id or value
# stops with one line and leaves no journal.
source "$(dirname "$0")/_lib.sh"

export XDG_CONFIG_HOME=$WORK/config XDG_STATE_HOME=$WORK/state
CONFIG=$XDG_CONFIG_HOME/zref/config.toml
mkdir -p "$XDG_CONFIG_HOME/zref"

run '' rules readings
expect_rc 0 "rules readings"
expect_out "Table reading dorothy-zero-bid:" "rules readings lists Dorothy's"
expect_out "keeps (default):" "rules readings names the default"
run '' rules dorothy-zero-bid
expect_rc 0 "rules dorothy-zero-bid"
expect_out "breaks: " "rules dorothy-zero-bid shows the other value"
run '' rules p
expect_out "Table reading view-to-a-kill-teams:" "rules p names its reading"
expect_out "Table reading view-to-a-kill-timing:" "rules p names its timing reading"
run '' rules z
expect_out "Table reading ghoulfriends-order:" "rules z names its reading"
expect_out "two-per-turn: " "rules z shows the other order of play"
run '' rules w
expect_out "Table reading fester-feast-discards:" "rules w names its reading"
run '' rules k
expect_out "Table reading secret-suit-record:" "rules k names its reading"

# No reading chosen: no reading line, the data's defaults.
run '' new --seed 1 --journal plain.zref
expect_rc 0 "new without readings"
expect_file_lacks plain.zref "reading " "no reading chosen"

cat >"$CONFIG" <<'TOML'
[readings]
dorothy-zero-bid = "breaks"
next-start-tie = "left-of-previous"
TOML
run '' new --seed 1 --journal config.zref
expect_rc 0 "new with config readings"
expect_file_has config.zref "reading dorothy-zero-bid breaks" "config reading"
expect_file_has config.zref "reading next-start-tie left-of-previous" "config reading 2"

run '' new --seed 1 --reading dorothy-zero-bid=keeps,goldilocks-zero-bid=no-match --journal option.zref
expect_rc 0 "new with --reading"
expect_file_has option.zref "reading dorothy-zero-bid keeps" "--reading beats the config"
expect_file_has option.zref "reading goldilocks-zero-bid no-match" "--reading adds"
expect_file_has option.zref "reading next-start-tie left-of-previous" "the config's other reading stays"
run '' replay option.zref
expect_rc 0 "replay with readings"

run '' new --seed 1 --reading dorothy-zero-bid=maybe --journal bad.zref
expect_rc 2 "a bad reading value"
expect_err_lines 1 "a bad reading value"
expect_err "reading dorothy-zero-bid: give keeps or breaks" "a bad value names the values"
[ ! -e bad.zref ] || fail "a bad reading left a journal"

run '' new --seed 1 --reading nosuch=yes --journal bad.zref
expect_rc 2 "a bad reading id"
expect_err "no reading 'nosuch'" "a bad id is named"
[ ! -e bad.zref ] || fail "a bad reading id left a journal"

printf '[readings]\ndorothy-zero-bid = "maybe"\n' >"$CONFIG"
run '' rules
expect_rc 2 "a bad config reading"
expect_err_lines 1 "a bad config reading"
expect_err "$CONFIG:2: readings.dorothy-zero-bid: no value 'maybe'; use keeps or breaks" "the config's line and key"

finish
