# Helpers for the tests that drive an interactive zref in a real terminal
# through tmux: one private tmux server per test, a pane to read and type
# into ($pane), and waiting for text to appear. Source after _lib.sh.

command -v tmux >/dev/null || { echo "FAIL: tmux is not installed (apt-get install tmux)" >&2; exit 1; }

export XDG_CONFIG_HOME=$WORK/config XDG_STATE_HOME=$WORK/state TERM=xterm
sock=$WORK/tmux.sock
tm() { tmux -S "$sock" "$@"; }
trap 'tm kill-server 2>/dev/null; rm -rf "$WORK"' EXIT

# start_zref SESSION MARK ZREF-ARGS...: zref in a new 160x50 session; when it
# exits the pane shows MARK-EXITED-<status>.
start_zref() {
    local session=$1 mark=$2
    shift 2
    tm new-session -d -s "$session" -x 160 -y 50 \
        "env HOME=$HOME XDG_DATA_HOME=$XDG_DATA_HOME XDG_CONFIG_HOME=$XDG_CONFIG_HOME XDG_STATE_HOME=$XDG_STATE_HOME \
         '$ZREF' --color never $*; echo $mark-EXITED-\$?; sleep 30"
}
screen() { tm capture-pane -p -t "$pane" -S -300; }
# wait_for TEXT WHAT: until the screen shows TEXT (10 s at most).
wait_for() {
    local i
    for i in $(seq 1 100); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    fail "$2: the screen never showed '$1'"
    echo "--- screen:" >&2
    screen >&2
    return 1
}
# type_line TEXT: the keys of TEXT, then Enter.
type_line() { tm send-keys -t "$pane" -l -- "$1"; tm send-keys -t "$pane" Enter; }
