# Princess powers on (from a preset file): 'power dorothy' outside her window
# is refused with one 'zref: ...' line saying when she may be used, and the
# game goes on; right after she wins a trick the same line is accepted and
# the journal keeps its full form.
source "$(dirname "$0")/_lib.sh"

cat >powers.toml <<'TOML'
mode = "individuals"
players = ["Ana", "Ben", "Cai", "Dee"]
rounds = ["a", "b", "c", "d"]
princesses = "enter"
powers = true
start = "Ana"
TOML

run 'princess Ana dorothy
princess Ben scheherazade
princess Cai pea
princess Dee thumbelina
2
power dorothy
1
2
3
k10
k1
k2
k3
power dorothy
' new --preset powers.toml --seed 5 --journal game.zref
expect_rc 1 "a piped game with a power outside its window"
expect_err_lines 1 "power dorothy during bidding"
expect_err "Dorothy" "the refusal names the Princess"
expect_err "only right after she wins a trick" "the refusal says when she may be used"
expect_out "Ben bids 1" "the game goes on after the refusal"
expect_out "Ana drops a house on trick 1" "power dorothy right after winning a trick"
expect_file_has game.zref "powers on" "journal: setup"
expect_file_has game.zref "princess Ana dorothy" "journal: the Princess choice"
expect_file_has game.zref "power Ana dorothy" "journal: the power in its full form"
[ "$(grep -c '^power ' game.zref)" -eq 1 ] || fail "journal: the refused power line was written"

# The journal replays to the same state: Dorothy is used for this round.
run 'status
' resume game.zref
expect_rc 0 "resume after a power"
expect_out "Powers still unused this round: Ben (Scheherazade), Cai (The Pea Princess), Dee (Thumbelina)" \
    "status lists the unused powers"

finish
