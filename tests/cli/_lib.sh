# Helpers for the command-line golden tests (sourced by each test, not a test
# itself). Each test runs the zref binary given as $1 in a fresh temporary
# directory, with HOME and XDG_DATA_HOME pointing inside it, so nothing is
# written into the repository or the user's own game directory.
set -euo pipefail

ZREF=${1:?usage: bash TEST.sh PATH/TO/zref}
case $ZREF in /*) ;; *) ZREF=$PWD/$ZREF ;; esac
[ -x "$ZREF" ] || { echo "FAIL: $ZREF is not an executable" >&2; exit 1; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/zref-cli.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
export HOME=$WORK/home XDG_DATA_HOME=$WORK/data XDG_CONFIG_HOME=$WORK/config XDG_STATE_HOME=$WORK/state
mkdir -p "$HOME"

failures=0
rc=0 out='' err='' last_cmd=''

run_id=0 shown_id=0

# fail MESSAGE: counts a failure and, once per run, shows what zref printed.
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
    if [ "$run_id" -gt 0 ] && [ "$shown_id" -ne "$run_id" ]; then
        shown_id=$run_id
        show
    fi
}

# run INPUT ARGS...: runs zref with INPUT on stdin (not a terminal); sets
# $rc, $out and $err. A hung zref is killed after 60 seconds (rc 124).
run() {
    local input=$1
    shift
    last_cmd="zref $*"
    run_id=$((run_id + 1))
    printf '%s' "$input" >"$WORK/.stdin"
    rc=0
    timeout 60 "$ZREF" "$@" <"$WORK/.stdin" >"$WORK/.stdout" 2>"$WORK/.stderr" || rc=$?
    out=$(cat "$WORK/.stdout")
    err=$(cat "$WORK/.stderr")
}

show() {
    echo "--- command: $last_cmd" >&2
    echo "--- exit status: $rc" >&2
    echo "--- stdout:" >&2
    printf '%s\n' "$out" >&2
    echo "--- stderr:" >&2
    printf '%s\n' "$err" >&2
}

expect_rc() { # STATUS WHAT
    [ "$rc" -eq "$1" ] || fail "$2: exit status $rc, expected $1"
}
expect_out() { # SUBSTRING WHAT
    [[ $out == *"$1"* ]] || fail "$2: stdout lacks '$1'"
}
expect_no_out() { # SUBSTRING WHAT
    [[ $out != *"$1"* ]] || fail "$2: stdout has '$1'"
}
expect_err() { # SUBSTRING WHAT
    [[ $err == *"$1"* ]] || fail "$2: stderr lacks '$1'"
}
expect_err_empty() { # WHAT
    [ -z "$err" ] || fail "$1: stderr is not empty"
}
expect_out_empty() { # WHAT
    [ -z "$out" ] || fail "$1: stdout is not empty"
}
# The CLI turns every refusal into one line: "zref: ...".
expect_err_lines() { # COUNT WHAT
    local n=0 line
    [ -z "$err" ] || n=$(printf '%s\n' "$err" | wc -l)
    [ "$n" -eq "$1" ] || fail "$2: $n lines on stderr, expected $1"
    if [ -n "$err" ]; then
        while IFS= read -r line; do
            [[ $line == "zref: "* ]] || fail "$2: stderr line does not start with 'zref: ': $line"
        done <<<"$err"
    fi
}
# A journal's lines as they read without their checks (" #~" and 8 hex
# digits at the end of each line zref writes; see zref(1), THE JOURNAL).
journal_text() { # FILE
    sed 's/ #~[0-9a-f]\{8\}$//' "$1"
}
expect_file_has() { # FILE LINE WHAT: FILE holds LINE as a whole line (a journal line without its check)
    # (Read from a process substitution: grep -q stops at the first match,
    # and a pipe would then fail the pipeline with sed's SIGPIPE.)
    grep -qxF -- "$2" <(journal_text "$1") || fail "$3: $1 has no line '$2'"
}
expect_file_lacks() { # FILE TEXT WHAT
    ! grep -qF -- "$2" "$1" || fail "$3: $1 holds '$2'"
}

# The setup lines zref writes for the default table with a fixed seed and
# start player, so tests can write journals by hand.
setup_lines() {
    cat <<'JOURNAL'
# zref journal: Zombie Princess. One command per line; see man zref(1).
game zombie-princess
players Ana Ben Cai Dee
mode individuals
rounds a b c d
seed 5
start Ana
princesses none
powers off
begin
JOURNAL
}

finish() {
    if [ "$failures" -gt 0 ]; then
        echo "$(basename "$0"): $failures failure(s)" >&2
        exit 1
    fi
    echo "$(basename "$0"): ok"
}
