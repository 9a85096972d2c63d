# A Bowling for Zombies!!! session: every refusal is one line saying what is
# wrong and what would be accepted, and changes nothing (the journal keeps
# only accepted lines); undo, edit, history, why, status, sheet and help work;
# the game resumes from its journal; rules shows Bowling's topics and readings.
source "$(dirname "$0")/_lib.sh"

new=(new --game bowling-for-zombies --players Ann,Bob,Cat --seed 4 --journal s.zref)

# Refusals, one at a time, each leaving the journal as it was.
refuse_one() { # LINE EXPECTED-ERROR-SUBSTRING
    run "5 3
Ann 9
$1
" "${new[@]}"
    rm -f s.zref
    expect_rc 1 "refused '$1'"
    expect_err_lines 1 "refused '$1'"
    expect_err "$2" "refused '$1'"
}
refuse_one "Ann 4" "Ann already revealed Zombie 9"
refuse_one "Bob 10" "'10' is not a Zombie"
refuse_one "Bob 4 head sideways" "'sideways' is neither a Body Part"
refuse_one "Zed 3" "unknown command 'Zed'"
refuse_one "take Bob 5" "'take' is not accepted now"
refuse_one "lanes 5 5" "'lanes' is not accepted now"
refuse_one "stauts" "did you mean 'status'?"
refuse_one "play Bob 4 leg" "say where Bob's Leg lies: 'play Bob 4 leg above' (on top of the Zombie, it acts) or 'play Bob 4 leg below' (underneath, a bluff); Enter alone takes it as above"

# A Zombie already used, a Body Part already spent, Lane cards the deck no longer holds.
run '4 5
Ann 2 head above
Bob 8
Cat 1
1 1
Ann 2
Ann 5 head above
' "${new[@]}"
rm -f s.zref
expect_rc 1 "used cards"
expect_err_lines 2 "used cards"
expect_err "Zombie 2" "a Zombie already played"
expect_err "Head" "a Head already spent"
run '9 9
Ann 1
Bob 2
Cat 3
9 4
' "${new[@]}"
rm -f s.zref
expect_rc 1 "Lane deck"
expect_err_lines 1 "Lane deck"
expect_err "9" "no 9 left in the Lane deck"

# undo, edit, history, why, status, sheet, help.
run 'help
5 3
Ann 9
Bob 4
Cat 2
undo
Cat 1
status
take Bob 5
why
why 1
history
edit 9 play Cat 2
sheet
quit
' "${new[@]}"
expect_rc 0 "session commands"
expect_err_empty "session commands"
expect_out "Commands accepted now: lanes" "help names the verbs"
expect_out "why [round N]" "help names why N"
expect_out "Undone: play Cat 2" "undo"
expect_out "Bob   zombies left 0 1 2 3 5 6 7 8 9" "status shows the Zombies left"
expect_out "Round 1 scored: Ann +0 = 0; Bob +5 = 5; Cat +3 = 3" "round scored"
expect_out "Bob   Zombie 4 (bowled): Lane 5  => +5, total 5" "the round's receipt"
expect_out "Why (take Bob 5)" "why the last ruling"
expect_out "   9  R1 reveals   play Cat 1" "history"
expect_out "Entry 9 changed: 'play Cat 1' -> 'play Cat 2'" "edit"
expect_out "Round 1, Cat: played Zombie 1 -> Zombie 2" "edit says what changed on the sheet"
expect_out "  1          0   0    +5   5    +3   3" "sheet row"
expect_file_has s.zref "undo" "undo journaled"
expect_file_has s.zref "edit 9 play Cat 2" "edit journaled"

# Resume continues the game from the journal, and it goes on to round 2.
run '7 4
Ann 1
Bob 6
Cat 6
' resume s.zref
expect_rc 0 "resume"
expect_out "Resumed s.zref" "resume"
expect_out "round 2 of 10" "resume status"
expect_out "Round 2 scored: Ann +0 = 0; Bob +6 = 11; Cat +6 = 9" "round 2 after resume"
run "" replay s.zref
expect_rc 0 "replay mid-game"
expect_out "Not finished. Waiting for: Round 3: type the 2 Lane cards drawn" "replay mid-game"
# resume without a file finds the latest game in progress, whatever the game.
mkdir -p "$XDG_DATA_HOME/zref/games"
cp s.zref "$XDG_DATA_HOME/zref/games/bowl.zref"
run "status
" resume
expect_rc 0 "resume latest"
expect_out "bowl.zref" "resume latest"
run "" list
expect_out "Bowling for Zombies!!!, Standard; round 3 of 10" "list a game in progress"

# A journal for a game zref does not referee, or a bad game line: one line.
printf 'game chess\nplayers A B\n' >chess.zref
for cmd in replay resume sheet; do
    run "" $cmd chess.zref
    expect_rc 2 "$cmd unknown game"
    expect_err_lines 1 "$cmd unknown game"
    expect_err "chess.zref:1: unknown game 'chess'" "$cmd unknown game"
    expect_err "zombie-princess or bowling-for-zombies" "$cmd names the games"
done
printf 'game\n' >bare.zref
run "" replay bare.zref
expect_rc 2 "bare game line"
expect_err "bare.zref:1: the game line must name one game" "bare game line"

# new: bad game, options of the other game, bad setup.
run "" new --game bowling
expect_rc 2 "new bad game"
expect_err_lines 1 "new bad game"
expect_err "did you mean 'bowling-for-zombies'?" "new bad game"
run "" new --game bowling-for-zombies --frog "pets 8"
expect_rc 2 "zp option"
expect_err_lines 1 "zp option"
expect_err "--frog is a Zombie Princess option" "zp option"
run "" new --variant poker
expect_rc 2 "bowling option without --game"
expect_err "add --game bowling-for-zombies" "bowling option without --game"
run "" new --game bowling-for-zombies --variant golf --journal x.zref
expect_rc 2 "bad variant"
expect_err_lines 1 "bad variant"
expect_err "setup:" "bad variant"
[ ! -e x.zref ] || fail "a refused setup left a journal behind"
run "" new --game bowling-for-zombies --players Ann --journal x.zref
expect_rc 2 "one player"
expect_err_lines 1 "one player"

# rules
run "" rules --game bowling-for-zombies
expect_rc 0 "rules list"
expect_out "Bowling for Zombies!!! topics: setup round resolve body-parts" "rules list"
expect_out "hand-optional-removal" "rules lists the readings"
run "" rules --game bowling-for-zombies resolve
expect_rc 0 "rules topic"
expect_out "Resolving the reveal" "rules topic"
expect_out "Our reading (" "rules topic with readings"
run "" rules poker
expect_rc 0 "a Bowling-only topic needs no --game"
expect_out "Poker" "rules poker"
run "" rules --game bowling-for-zombies lone-survivor
expect_rc 0 "a reading by id"
expect_out "Our reading (lone-survivor" "a reading by id"
run "" rules --game bowling-for-zombies frog
expect_rc 2 "no such Bowling topic"
expect_err_lines 1 "no such Bowling topic"
run "" rules
expect_out "zref rules --game bowling-for-zombies" "zref rules points at Bowling"

# The example round README.md and man/zref.1 show, prompt for prompt.
run '5 3
9
4 hand above
2 leg above
5 remove 3
Ann
' new --game bowling-for-zombies --players Ann,Bob,Cat --journal readme.zref
expect_rc 0 "the README example"
expect_out "R1 lanes> 5 3" "README prompt"
expect_out "R1 [lanes 5 3] Ann plays> 9" "README prompt"
expect_out "R1 [lanes 5 3] Bob plays> 4 hand above" "README prompt"
expect_out "R1 [lanes 5 3] Cat plays> 2 leg above" "README prompt"
expect_out "R1 Bob takes> 5 remove 3" "README prompt"
expect_out "R1 Cat leg> Ann" "README prompt"
expect_file_has readme.zref "leg Cat Ann" "README: the Leg journaled"

# A Body Part typed without above or below (Choose Necromancer Zombie Cards):
# refused naming both, then Enter alone takes it as above, in full in the
# journal; a Hand's pick that names no removal blocks nothing (Body Parts).
run '5 3
Ann 9
Bob 4 hand

Cat 2
5
' new --game bowling-for-zombies --players Ann,Bob,Cat --seed 4 --journal enter.zref
expect_rc 1 "Enter takes the Body Part as above (piped input with a refused line ends 1)"
expect_err_lines 1 "the reveal without above or below"
[ "$err" = "zref: say where Bob's Hand lies: 'play Bob 4 hand above' (on top of the Zombie, it acts) or 'play Bob 4 hand below' (underneath, a bluff); Enter alone takes it as above" ] ||
    fail "the refusal names both places"
cat >expected.out <<'OUT'
zref Bowling for Zombies!!! referee. Journal: enter.zref
Bowling for Zombies!!!: Standard, 10 rounds, 3 necromancers
Round 1 of 10: draw 2 Lane cards and type them, e.g. 'lanes 8 1'
R1 lanes> 5 3
Round 1: Lane cards 5 and 3
Round 1: lanes 5 and 3: Ann reveals a Zombie (left: 0 1 2 3 4 5 6 7 8 9), with a Body Part above or below if they like (head, leg, hand)
R1 [lanes 5 3] Ann plays> Ann 9
Ann reveals Zombie 9
Round 1: lanes 5 and 3: Bob reveals a Zombie (left: 0 1 2 3 4 5 6 7 8 9), with a Body Part above or below if they like (head, leg, hand)
R1 [lanes 5 3] Bob plays> Bob 4 hand
R1 [lanes 5 3] Bob plays [4 hand above]> 
Bob reveals Zombie 4 with a Hand on top
Round 1: lanes 5 and 3: Cat reveals a Zombie (left: 0 1 2 3 4 5 6 7 8 9), with a Body Part above or below if they like (head, leg, hand)
R1 [lanes 5 3] Cat plays> Cat 2
Cat reveals Zombie 2
Round 1: Bob's Zombie 4 bowls: Bob takes a Lane card, and with the Hand may block another (on the table: 5 and 3)
R1 Bob takes> 5
Bob takes 5
Round 1 scored: Ann +0 = 0; Bob +5 = 5; Cat +3 = 3
Round 1: Lane cards 5 and 3
  Ann   Zombie 9 (strongest)  => 0, total 0
  Bob   Zombie 4 with a Hand on top (bowled): Lane 5; Hand used  => +5, total 5
  Cat   Zombie 2 (bowled): Lane 3  => +3, total 3
Bowling for Zombies!!!, Standard: 1 of 10 rounds scored
  Round        Ann       Bob       Cat
  1          0   0    +5   5    +3   3
  (each cell: the round's score, then the running total)
Standing: 1. Bob (5)  2. Cat (3)  3. Ann (0)
Round 2 of 10: draw 2 Lane cards and type them, e.g. 'lanes 8 1'
Journal: enter.zref (continue with: zref resume enter.zref)
OUT
printf '%s\n' "$out" | cmp -s expected.out - || { fail "the session's whole output"; printf '%s\n' "$out" | diff expected.out - >&2; }
expect_file_has enter.zref "play Bob 4 hand above" "the journal keeps the full form"
expect_file_has enter.zref "take Bob 5" "a Hand that blocks nothing"
run "" replay enter.zref
expect_rc 0 "replay"
expect_out "Bob   Zombie 4 with a Hand on top (bowled): Lane 5; Hand used  => +5, total 5" "replay of the Hand"
# 'remove none', as older journals wrote it, still reads (a journal without
# line checks, as one written by hand).
sed -e 's/ #~[0-9a-f]*$//' -e 's/^take Bob 5$/take Bob 5 remove none/' enter.zref >old.zref
grep -qx "take Bob 5 remove none" old.zref || fail "the old journal has the old form"
run "" replay old.zref
expect_rc 0 "an old journal's 'remove none'"
expect_out "Bob   Zombie 4 with a Hand on top (bowled): Lane 5; Hand used  => +5, total 5" "replay of the old form"

finish
