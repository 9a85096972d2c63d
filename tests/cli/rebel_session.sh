# A short Rebel Princess session typed through a pipe, compared whole with
# what zref must print (stdout and stderr, line ends' spaces aside): the
# help, a round entered by its results with Enter taking the last number the
# round's total leaves (14 for three players: Princes 2-10 and the Frog's 5),
# the receipts, sheet and standings it scores, the next round led by the
# lowest total, cards with a bare number for the suit to follow, the Princes'
# lead asked about and declined, a card played twice refused, a Prince played
# off suit breaking them out, then status, why, why N, undo, history and
# sheet. Then the journal is resumed and replayed.
source "$(dirname "$0")/_lib.sh"

session='help
requests Ana 5
3

receipt
q7
9
2
pr3
n
f5
f5
f10
pr4
status
why
why 1
undo
history
sheet
quit
'
run "$session" new --game rebel-princess --players Ana,Ben,Cai --rounds "a a a a a" --start Ana --princesses none --seed 1 --journal s.zref
expect_rc 1 "a piped session with refused lines"
trimmed() { sed 's/ *$//'; }
expected_out=$(trimmed <<'OUT'
zref Rebel Princess referee. Journal: s.zref
The game begins: 3 players, 5 rounds
Round cards in order: Once Upon a Time, Once Upon a Time, Once Upon a Time, Once Upon a Time, Once Upon a Time
Rebel of the Ball is on (our reading: rebel-of-the-ball = by-sets)
Round 1: Once Upon a Time. No extra rule: the round is played with the basic rules alone. A good card for a first game.
Deal 12 cards each (values 2-10).
Pass 3 cards to the right, everyone at once: Ana to Cai, Ben to Ana, Cai to Ben.
Ana leads trick 1; or enter the round's results with 'requests NAME N'.
R1a t1 Ana leads> help
Waiting for: Ana to lead trick 1
  e.g. play Ana q7  |  q7  |  requests Ana 3
Commands accepted now: play, requests
Cards: cards by suit and value: q7 (Queen 7), f3 (Fairy 3), p8 (Pet 8, the Frog), pr5 (Prince 5); once a card is led, a bare 7 is of the led suit; a round by its results: requests Ana 3
Any time: status, sheet, why [trick N], receipt [N], undo, history [N|all], edit N LINE, help, quit
  (Tab completes commands, names and the cards that can be played now;
   the journal keeps everything, 'zref resume' continues)
R1a t1 Ana leads> requests Ana 5
Ana: 5 requests in round 1
R1a Ben requests> 3
Ben: 3 requests in round 1
R1a Cai requests [6]>
Cai: 6 requests in round 1
Round 1 (Once Upon a Time), entered by results, in short:
  Ana  5 requests   total 5
  Ben  3 requests   total 3
  Cai  6 requests   total 6
Every line of the scoring: 'receipt' (another round: 'receipt N')
Rebel Princess: 1 of 5 rounds scored (requests: fewest wins)
Round                    | Ana       | Ben       | Cai
                         |  req  tot |  req  tot |  req  tot
1 (a) Once Upon a Time * |    5    5 |    3    3 |    6    6
Rounds at 0              |         0 |         0 |         0
Total                    |         5 |         3 |         6
  * entered by results: each player's number as typed
Standings after round 1 (requests, fewest first):
  Ben  ████████████                3
  Ana  ████████████████████        5
  Cai  ████████████████████████    6
Round 2: Once Upon a Time. No extra rule: the round is played with the basic rules alone. A good card for a first game.
Deal 12 cards each (values 2-10).
Pass 3 cards to the right, everyone at once: Ana to Cai, Ben to Ana, Cai to Ben.
Ben leads trick 1; or enter the round's results with 'requests NAME N'.
R2a t1 Ben leads> receipt
Round 1 receipts (Once Upon a Time), entered by results:
  Ana
    entered by results         +5   [Entering scores only]
    => 5 requests this round, total 5
  Ben
    entered by results         +3   [Entering scores only]
    => 3 requests this round, total 3
  Cai
    entered by results         +6   [Entering scores only]
    => 6 requests this round, total 6
R2a t1 Ben leads> q7
Ben plays Queen 7
R2a t1 [Queens to follow: Ben q7] Cai plays> 9
Cai plays Queen 9
R2a t1 [Queens to follow: Ben q7 Cai q9] Ana plays> 2
Ana plays Queen 2
Trick 1 to Cai.
Cai leads trick 2.
R2a t2 Cai leads> pr3
Princes have not broken out yet: does Cai hold only Princes? (y/n)> n
R2a t2 Cai leads> f5
Cai plays Fairy 5
R2a t2 [Fairies to follow: Cai f5] Ana plays> f5
R2a t2 [Fairies to follow: Cai f5] Ana plays> f10
Ana plays Fairy 10
R2a t2 [Fairies to follow: Cai f5 Ana f10] Ben plays> pr4
Ben plays Prince 4
Princes have broken out: they may be led from now on this round
Trick 2 to Ana.
Ana leads trick 3.
R2a t3 Ana leads> status
Round 2 of 5, Round card a (Once Upon a Time)
  No extra rule: the round is played with the basic rules alone. A good card for a first game.
  Pass 3 cards to the right, everyone at once: Ana to Cai, Ben to Ana, Cai to Ben.
  Ana  tricks 1   Princes 1
  Ben  tricks 0   Princes 0
  Cai  tricks 1   Princes 0
  Princes have broken out: they may be led
  Still out:
    Queens     3 4 5 6 8 10
    Fairies    2 3 4 6 7 8 9
    Pets       2 3 4 5 6 7 8 9 10
    Princes    2 3 5 6 7 8 9 10
  Requests so far: Ana 5, Ben 3, Cai 6
Waiting for: Ana to lead trick 3
R2a t3 Ana leads> why
Why (play Ben pr4):
  - Ana's Fairy 10 wins: it is the highest Fairy, the led suit  [rulebook: Playing tricks]
  - Cai's Fairy 5 cannot win: it is lower  [rulebook: Playing tricks]
  - Ben's Prince 4 cannot win: it is not of the led suit  [rulebook: Playing tricks]
R2a t3 Ana leads> why 1
Round 2, trick 1: Ben Queen 7; Cai Queen 9; Ana Queen 2
  Cai takes it.
  - Cai's Queen 9 wins: it is the highest Queen, the led suit  [rulebook: Playing tricks]
  - Ben's Queen 7 cannot win: it is lower  [rulebook: Playing tricks]
  - Ana's Queen 2 cannot win: it is lower  [rulebook: Playing tricks]
R2a t3 Ana leads> undo
Undone: play Ben pr4
Waiting for: Ben to play to trick 2 (Fairies to follow)
R2a t2 [Fairies to follow: Cai f5 Ana f10] Ben plays> history
   1  setup        game rebel-princess
   2  setup        players Ana Ben Cai
   3  setup        sets deluxe rp2
   4  setup        rounds once-upon-a-time once-upon-a-time once-upon-a-time once-upon-a-time once-upon-a-time
   5  setup        seed 1
   6  setup        start Ana
   7  setup        princesses none
   8  setup        begin
   9  R1 t1        requests Ana 5
  10  R1 requests  requests Ben 3
  11  R1 requests  requests Cai 6
  12  R2 t1        play Ben q7
  13  R2 t1        play Cai q9
  14  R2 t1        play Ana q2
  15  R2 t2        play Cai f5
  16  R2 t2        play Ana f10
Correct an entry with: edit N LINE (e.g. 'edit 16 ...')
R2a t2 [Fairies to follow: Cai f5 Ana f10] Ben plays> sheet
Rebel Princess: 1 of 5 rounds scored (requests: fewest wins)
Round                    | Ana       | Ben       | Cai
                         |  req  tot |  req  tot |  req  tot
1 (a) Once Upon a Time * |    5    5 |    3    3 |    6    6
Rounds at 0              |         0 |         0 |         0
Total                    |         5 |         3 |         6
  * entered by results: each player's number as typed
R2a t2 [Fairies to follow: Cai f5 Ana f10] Ben plays> quit
Journal: s.zref (continue with: zref resume s.zref)
OUT
)
expected_err=$(trimmed <<'ERR'
zref: Princes have not broken out yet, so Cai may lead a Prince only when holding nothing but Princes (then add 'only-princes': 'play Cai pr3 only-princes')
zref: Fairy 5 was already played in this trick by Cai: each card is played once a round
ERR
)
[ "$(trimmed <<<"$out")" == "$expected_out" ] || { fail "the session's output differs"; diff <(echo "$expected_out") <(trimmed <<<"$out") >&2 || true; }
[ "$err" == "$expected_err" ] || fail "the session's refusals differ"
expect_file_has s.zref "rounds once-upon-a-time once-upon-a-time once-upon-a-time once-upon-a-time once-upon-a-time" \
    "the journal keeps the Round cards' ids, not the letters typed"
expect_file_has s.zref "requests Cai 6" "Enter's number is journaled in full"
expect_file_has s.zref "play Cai q9" "a bare number is journaled as the card of the suit to follow"
expect_file_has s.zref "undo" "the undo is journaled after the card it takes back"

run 'f4
status
quit
' resume s.zref
expect_rc 0 "resume"
expect_out "Resumed s.zref" "resume"
expect_out "R2a t2 [Fairies to follow: Cai f5 Ana f10] Ben plays> f4" "resume: the same prompt"
expect_out "  Ana  tricks 1   Princes 0" "resume: trick 2 to Ana without a Prince"

run '' replay s.zref
expect_rc 0 "replay"
expect_out "Round 1 receipts (Once Upon a Time), entered by results:" "replay: the receipts"
expect_out "Not finished. Waiting for: Ana to lead trick 3" "replay: where the game stands"

# --passes gives a pass the table's card prints: it is journaled as a setup line and reminded.
run 'quit
' new --game rebel-princess --rounds "a a a a a" --start Ana --princesses none --passes "once-upon-a-time=2 left,invitation=1 left 1 right" --journal p.zref
expect_rc 0 "--passes"
expect_out "Pass 2 cards to the left, everyone at once: Ana to Ben, Ben to Cai, Cai to Dee, Dee to Ana." "--passes: the reminder"
expect_file_has p.zref "passes once-upon-a-time 2 left" "--passes: the setup line"
expect_file_has p.zref "passes invitation 1 left 1 right" "--passes: a pass both ways"
run '' new --game rebel-princess --passes "once-upon-a-time" --journal q.zref
expect_rc 2 "--passes without a pass"
expect_err_lines 1 "--passes without a pass"
expect_err "write ID=N left|right" "--passes without a pass"
[ ! -e q.zref ] || fail "a refused --passes left a journal behind"

finish
