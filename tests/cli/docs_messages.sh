# The messages, prompts and file lines that README.md, docs/*.md and man/zref.1 quote
# word for word: if one of these changes, update the documentation with it.
source "$(dirname "$0")/_lib.sh"

# ---- version: "zref VERSION (git REVISION)"
run '' --version
expect_rc 0 "--version"
[[ $out =~ ^zref\ [0-9]+\.[0-9]+\.[0-9]+\ \(git\ [^\)]+\)$ ]] || fail "--version: '$out' is not 'zref X.Y.Z (git REV)'"

# ---- the prompt with the cards on the table; history and edit
run '2
1
0
3
k7
k2
k9
pr1
history 3
edit 16 k3
stauts
quit
' new --seed 5 --start Ana --journal game.zref
expect_rc 1 "a piped game with one refused line"
expect_out "R1a t1 [Knights led: Ana k7 Ben k2] Cai plays> k9" "the prompt shows the suit led and the cards on the table"
expect_out "  16  R1 t1        play Ben k2
  17  R1 t1        play Cai k9
  18  R1 t1        play Dee pr1
Correct an entry with: edit N LINE (e.g. 'edit 18 ...')" "history 3 as documented"
expect_out "Entry 16 changed: 'play Ben k2' -> 'play Ben k3'; 2 later entries re-adjudicated.
What changed on the score sheet:
  The score sheet is unchanged.
Waiting for: Dee to lead trick 2 of 10" "edit 16 k3 as documented"
expect_err_lines 1 "stauts"
expect_err "zref: unknown command 'stauts' (did you mean 'status'?): Dee to lead trick 2 of 10 ('help' lists what is accepted now)" "did-you-mean over the session's commands"
expect_file_has game.zref "strictness strict" "the journal's strictness line"
expect_file_has game.zref "play Ben k2" "the journal keeps the edited line"
expect_file_has game.zref "edit 16 play Ben k3" "the journal records the edit in full form"
grep -A1 -x "powers off" <(journal_text game.zref) | grep -qx "strictness strict" || fail "strictness comes right after powers"

# ---- an edit that ripples, and one that a later entry cannot survive
run '1
1
1
1
k7
k2
k3
k1
k9
edit 17 k1
edit 16 pr1
quit
' new --seed 5 --start Ana --journal broken.zref
expect_err "zref: that edit is refused, nothing was changed: entry 18 (play Dee k1, R1 t1) would no longer be accepted: Knight 1 was already played in this trick by Cai: each card is played once a round" "the documented edit refusal"
expect_out "Entry 16 changed: 'play Ben k2' -> 'play Ben pr1'; 2 later entries re-adjudicated.
1 later entry is kept back and entered again as soon as it fits ('history' lists it).
What changed on the score sheet:
  The score sheet is unchanged.
Waiting for: Ben to lead trick 2 of 10" "the documented ripple"

# ---- strict and lenient tables
message="Princes have not broken out yet, so Ana may lead a Prince only when holding nothing but Princes. If so, type: play Ana pr3 only-princes"
run '1
1
1
1
pr3
n
pr3
maybe
pr3
y
quit
' new --strict --seed 5 --start Ana --journal strict.zref
expect_rc 1 "a strict table refuses the early Prince lead"
expect_out "R1a t1 Ana plays> pr3
Princes have not broken out yet: does Ana hold only Princes? (y/n)> n
R1a t1 Ana plays> pr3
Princes have not broken out yet: does Ana hold only Princes? (y/n)> maybe
R1a t1 Ana plays> pr3
Princes have not broken out yet: does Ana hold only Princes? (y/n)> y
Ana leads Prince 3" "an early Prince lead is a yes/no question; another line is read as usual"
expect_err "zref: $message" "the strict refusal on 'n'"
expect_err "zref: unknown command 'maybe'" "a line that is no answer is read as usual"
expect_file_has strict.zref "play Ana pr3 only-princes" "'y' enters the claim"
run '1
1
1
1
pr3
quit
' new --lenient --seed 5 --start Ana --journal lenient.zref
expect_rc 0 "a lenient table lets the early Prince lead stand"
expect_out "R1a t1 Ana plays> pr3
Ana leads Prince 3
  ! rule broken, let stand at this lenient table: $message
Princes have broken out: they may be led from now on this round" "the lenient warning"
expect_file_has lenient.zref "strictness lenient" "the lenient journal"
expect_file_has lenient.zref "play Ana pr3" "the breach is recorded"

# ---- the score sheet: CSV header, and --output never overwrites the journal
run '' sheet -f csv game.zref
expect_rc 0 "sheet -f csv"
[[ $(head -c 78 .stdout) == $'round,card,card_name,hourglass_round,side,bid,tricks,points,skulls,total,note\r' ]] ||
    fail "the CSV header row as documented, ending in CRLF"
run '' sheet -o game.zref game.zref
expect_rc 2 "sheet --output onto the journal"
expect_err "zref: sheet: --output game.zref is the journal itself; give another file" "sheet refuses to overwrite the journal"

# ---- the one-shot trick's documented refusal
run '' trick Ana:pr3 Ben:k2 Cai:k9 Dee:k1
expect_rc 2 "an early Prince lead in zref trick"
expect_err "zref: Ana leads Prince 3, but Princes may be led only once they have broken out: add --princes-broken if one was played earlier this round, or --only-princes if Ana holds nothing but Princes" "zref trick's Prince lead refusal"

# ---- a mistake in the settings file: FILE:LINE: key: reason, exit 2
mkdir -p "$XDG_CONFIG_HOME/zref"
printf 'players = ["Mia", "Noa", "Oli", "Pat"]\nstrictnes = "lenient"\n' >"$XDG_CONFIG_HOME/zref/config.toml"
run '' list
expect_rc 2 "a misspelt key"
expect_err "zref: $XDG_CONFIG_HOME/zref/config.toml:2: strictnes: unknown setting (did you mean 'strictness'?); the settings are players, color, strictness, frog, pass, games_dir, readings" "the documented settings error"
printf '[pass]\na = "2 left"\n' >"$XDG_CONFIG_HOME/zref/config.toml"
run '' rules a
expect_rc 0 "rules a with a [pass] setting"
expect_out "Pass: 2 cards to the left" "rules LETTER shows the [pass] setting"
rm "$XDG_CONFIG_HOME/zref/config.toml"

# ---- games directory: list, resume without a file, resume by bare name
run 'quit
' new --seed 5 --start Ana
expect_rc 0 "a game in the games directory"
name=$(cd "$XDG_DATA_HOME/zref/games" && ls)
[[ $name =~ ^zombie-princess-[0-9]{8}-[0-9]{6}\.zref$ ]] || fail "journal name '$name' is not zombie-princess-YYYYMMDD-HHMMSS.zref"
run '' list
expect_out "In progress:" "list"
expect_out "$name" "list names the game"
run 'quit
' resume
expect_out "Resumed $XDG_DATA_HOME/zref/games/$name" "resume without a file takes the latest game in progress"
run 'quit
' resume "$name"
expect_out "Resumed $XDG_DATA_HOME/zref/games/$name" "resume finds a bare name in the games directory"


# ---- scoring by trick counts with powers and under card t (playing-zombie-princess.md)
run 'princess Ana dorothy
princess Ben rapunzel
princess Cai scheherazade
princess Dee goldilocks
2
3
1
2
tricks Ana 3 dorothy
help
tricks Ben 3 rapunzel 2
tricks Cai 2
tricks Dee 2
receipt
quit
' new --powers on --princesses enter --seed 3 --start Ana --journal counts-powers.zref
expect_rc 0 "a round scored by counts with powers"
expect_out "e.g. Ben 3  |  tricks Ben 3  |  tricks Ben 2 frog  |  tricks Ben 2 rapunzel 2" "help shows the Princess word on a tricks line"
expect_out "R1a t1 Ana plays> tricks Ana 3 dorothy
Ana won 3 tricks
Dorothy's power was used this round (so no unused-Princess skull)" "the counts with powers as documented"
expect_out "R1a tricks> tricks Ben 3 rapunzel 2
Ben won 3 tricks
Rapunzel's power was used this round (so no unused-Princess skull)" "Rapunzel by counts as documented"
expect_out "Dorothy: a trick under her card: 3" "Dorothy's receipt line"
expect_out "Rapunzel: 2 Villagers in the trick she marked: 2" "Rapunzel's receipt line"
round='2
3
1
2
tricks Ana 2
tricks Ben 3
tricks Cai 3
tricks Dee 2
'
run "${round}first
${round}first
${round}first
2
3
1
2
tricks Ana 2
tricks Ben 3
tricks Cai 3
prince-tricks Ben 2
tricks Dee 2
quit
" new --seed 3 --start Ana --rounds "a a a t" --journal counts-t.zref
expect_rc 0 "a round under t scored by counts"
expect_out "R4t tricks [2]> prince-tricks Ben 2
Ben played a Prince in 2 tricks
R4t tricks [2]> tricks Dee 2
Dee won 2 tricks
Ben is in the lead and played a Prince but has no skull: 2 skulls from the supply onto the card (2 there now)" "prince-tricks as documented"
expect_file_has counts-t.zref "prince-tricks Ben 2" "the journal keeps prince-tricks"

# ---- Rebel Princess (docs/playing-rebel-princess.md, man/zref.1 REBEL PRINCESS)
run 'pr3
n
q7
8
quit
' new --game rebel-princess --players Ana,Ben,Cai,Dee --rounds "a a a a a" --start Ana --princesses none --journal rp.zref
expect_out "Pass 3 cards to the right, everyone at once: Ana to Dee, Ben to Ana, Cai to Ben, Dee to Cai." "the pass reminder as documented"
expect_out "Princes have not broken out yet: does Ana hold only Princes? (y/n)> n" "the Princes' question as documented"
expect_out "R1a t1 [Queens to follow: Ana q7 Ben q8] Cai plays> quit" "the Rebel Princess prompt as documented"
run 'requests Ana 5
requests Ben 3
requests Dee 2
quit
' new --game rebel-princess --players Ana,Ben,Cai,Dee --rounds "a a a a a" --start Ana --princesses none --journal rp2.zref
expect_out "R1a Cai requests [5]> quit" "Enter's last number as documented"
run '' rules --game rebel-princess royal-decree
expect_no_out "does not referee" "every Round card is refereed, as documented"
finish
