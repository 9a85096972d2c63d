# The interactive session in a real terminal, driven through tmux: a round
# typed with tab completion, a typo corrected, an undo, and an edit of an
# earlier trick. Needs tmux (scripts/test.sh installs it); fails without it.
source "$(dirname "$0")/_lib.sh"

source "$(dirname "$0")/_tmux.sh"

start_zref zt ZREF new --seed 5 --start Ana --journal "'$WORK/game.zref'"
pane=zt  # a second session below uses zt2

wait_for "Ana bids>" "the first prompt"
for b in 2 1 0 3; do type_line "$b"; done
wait_for "All bids are in" "bids"

# Tab completes a session command: "sta" -> "status".
tm send-keys -t zt -l "sta"; tm send-keys -t zt Tab; tm send-keys -t zt Enter
wait_for "Round 1 of 4" "status via Tab completion"

type_line "k7"
wait_for "Ana leads Knight 7" "Ana's lead"
# A typo gets one clear line and changes nothing; then the right card.
type_line "k2x"
wait_for "zref: " "the typo's refusal"
type_line "k2"
wait_for "Ben plays Knight 2" "Ben's card after the typo"

# Tab completes a verb and a player name, then lists the cards Cai may play:
# Knight 7 and Knight 2 are on the table, so they are not offered.
tm send-keys -t zt -l "pla"; tm send-keys -t zt Tab
tm send-keys -t zt -l "C"; tm send-keys -t zt Tab
wait_for "plays> play Cai" "Tab completion of 'play' and 'Cai'"
# One Tab lists them at once, by value (k10 last), as the table reads them.
tm send-keys -t zt -l "k"; tm send-keys -t zt Tab
wait_for "k10" "the list of Knights Cai may play, on the first Tab"
listing=$(screen | grep -E '(^| )k3( |$)' | tail -1)
[[ -n $listing ]] || fail "the completion list lacks k3"
[[ $listing != *" k7 "* && $listing != *" k2 "* ]] || fail "the completion list offers a played card: $listing"
[[ $listing =~ ^k1\ +k3\ +k4\ .*k9\ +k10\ *$ ]] || fail "the completion list is not in value order: $listing"
tm send-keys -t zt -l "9"; tm send-keys -t zt Enter
wait_for "Cai plays Knight 9" "Cai's completed line"

type_line "k1"
wait_for "Trick 1 to Cai" "trick 1"
type_line "undo"
wait_for "Undone: play Dee k1" "undo"
type_line "k5"
wait_for "Dee plays Knight 5" "Dee's card after undo"

# Correct Ben's card of trick 1 (entry 16) after the trick is over.
type_line "history"
wait_for "play Ben k2" "history"
type_line "edit 16 k3"
wait_for "Entry 16 changed: 'play Ben k2' -> 'play Ben k3'" "edit of an earlier trick"
type_line "quit"
wait_for "ZREF-EXITED-0" "quit"

expect_file_has "$WORK/game.zref" "play Ben k2" "the journal keeps the line before the edit"
expect_file_has "$WORK/game.zref" "edit 16 play Ben k3" "the journal records the edit"
expect_file_has "$WORK/game.zref" "undo" "the journal records the undo"
[ -s "$XDG_STATE_HOME/zref/history" ] || fail "no line-editing history kept in \$XDG_STATE_HOME/zref/history"
# The store writes the history as plain lines, one per line typed, in order.
grep -qxF "edit 16 k3" "$XDG_STATE_HOME/zref/history" || fail "the history lacks the line 'edit 16 k3'"
[ "$(tail -n 1 "$XDG_STATE_HOME/zref/history")" = quit ] || fail "the history does not end with 'quit'"
grep -qF '_HiStOrY_V2_' "$XDG_STATE_HOME/zref/history" && fail "the history file is in libedit's format"

# A second session recalls the first one's lines with the Up arrow.
pane=zt2
start_zref zt2 ZREF2 resume "'$WORK/game.zref'"
wait_for "Cai plays>" "the prompt of the resumed game"
tm send-keys -t zt2 Up Up
wait_for "plays> edit 16 k3" "the history of the first session recalled with Up"
tm send-keys -t zt2 C-u
type_line "quit"
wait_for "ZREF2-EXITED-0" "quit of the second session"

run '' replay "$WORK/game.zref"
expect_rc 0 "replay of the tmux game"
expect_out "Cai to lead trick 2" "replay of the tmux game"

finish
