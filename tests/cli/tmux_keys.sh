# Ctrl-C and Ctrl-D at the table, in a real terminal through tmux: Ctrl-C
# clears the line being typed (as a shell does) and changes nothing; at an
# empty prompt it says how to leave; Ctrl-D saves and leaves, saying how to
# resume (whole_game.sh: a finished game is not offered a resume).
source "$(dirname "$0")/_lib.sh"

source "$(dirname "$0")/_tmux.sh"

start_zref zk ZREF new --seed 5 --start Ana --journal "'$WORK/game.zref'"
pane=zk

wait_for "Ana bids>" "the first prompt"
tm send-keys -t zk -l "2"; tm send-keys -t zk C-c
wait_for "Ana bids> 2^C" "Ctrl-C on a line being typed"
screen | grep -qF "To leave" && fail "Ctrl-C on a typed line said how to leave"
tm send-keys -t zk C-c
wait_for "(To leave, press Ctrl-D or type 'quit': everything is saved.)" "Ctrl-C at an empty prompt"
grep -q "^bid " "$WORK/game.zref" && fail "a cleared line reached the journal"
type_line "1"
wait_for "Ana bids 1" "the bid typed after Ctrl-C"
tm send-keys -t zk C-d
wait_for "ZREF-EXITED-0" "Ctrl-D leaves"
wait_for "(continue with: zref resume $WORK/game.zref)" "Ctrl-D says how to resume"
expect_file_has "$WORK/game.zref" "bid Ana 1" "the bid before Ctrl-D is saved"

finish
