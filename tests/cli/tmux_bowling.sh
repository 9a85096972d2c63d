# A Bowling for Zombies!!! session in a real terminal, driven through tmux:
# Lane cards and Zombies typed, Tab completion of a verb and a necromancer's
# name, a typo refused with one line, an undo, quit, and resume continuing
# where the table stopped. Needs tmux (scripts/test.sh installs it).
source "$(dirname "$0")/_lib.sh"

source "$(dirname "$0")/_tmux.sh"

pane=bt
start_zref bt BT new --game bowling-for-zombies --players Ann,Bob,Cat --seed 4 --journal "'$WORK/b.zref'"
wait_for "R1 lanes>" "the first prompt"
type_line "5 3"
wait_for "Round 1: Lane cards 5 and 3" "the Lane cards"
type_line "Ann 9"
wait_for "Ann reveals Zombie 9" "Ann's Zombie"

# Tab completes the verb and the necromancer: "pla" -> "play", "B" -> "Bob".
tm send-keys -t bt -l "pla"; tm send-keys -t bt Tab
tm send-keys -t bt -l "B"; tm send-keys -t bt Tab
wait_for "Bob plays> play Bob" "Tab completion of 'play' and 'Bob'"
tm send-keys -t bt -l "4"; tm send-keys -t bt Enter
wait_for "Bob reveals Zombie 4" "Bob's completed line"

# A Zombie already revealed gets one clear line and changes nothing.
type_line "Cat 9x"
wait_for "zref: " "the typo's refusal"
type_line "Cat 2"
wait_for "Cat reveals Zombie 2" "Cat's Zombie after the typo"
wait_for "R1 Bob takes>" "the take asked"
type_line "undo"
wait_for "Undone: play Cat 2" "undo"
type_line "Cat 1"
wait_for "Cat reveals Zombie 1" "Cat's Zombie after the undo"
type_line "quit"
wait_for "BT-EXITED-0" "quit"

expect_file_has "$WORK/b.zref" "play Cat 2" "the journal keeps the line before the undo"
expect_file_has "$WORK/b.zref" "undo" "the journal records the undo"
expect_file_has "$WORK/b.zref" "play Cat 1" "the journal records the line after the undo"

# A second session resumes where the table stopped (Cat's Zombie 1, not 2),
# the Up arrow recalls the first session's lines, and play goes on.
pane=bt2
start_zref bt2 BT2 resume "'$WORK/b.zref'"
wait_for "played Zombie 1" "the resumed game's status (Cat's Zombie after the undo)"
wait_for "R1 Bob takes>" "the prompt of the resumed game"
tm send-keys -t bt2 Up Up
wait_for "takes> Cat 1" "the history of the first session recalled with Up"
tm send-keys -t bt2 C-u
type_line "5"
wait_for "Round 1 scored: Ann +0 = 0; Bob +5 = 5; Cat +3 = 3" "the take typed after resuming"
type_line "quit"
wait_for "BT2-EXITED-0" "quit of the second session"

finish
