# A whole Rebel Princess 2 Team Mode game for four, typed through a pipe and
# compared whole with what zref must print: the pairs seated so that the
# teams alternate, the table-talk rule, a round entered by its results whose
# Round card (Matching Outfits) asks each team a question (a wrong answer
# refused), the team receipts, a round typed card by card with 'why' and
# 'status', Bathroom Break doubling every team but the one with the most,
# Dear Single's count, and the team winner on the sheet with a column per
# team between its members'. Then the journal replays to the same end, and a
# six-player Team Mode table and the seating checks.
source "$(dirname "$0")/_lib.sh"

session='requests Ana 3
2
4

maybe
yes
no
receipt 1
q1
q3
pr10
q7
f1
f4
f5
f2
q4
pr9
q8
q2
p2
p8
p6
p1
f6
f8
f3
f7
why 4
status
q5
pr6
f9
q9
pr4
pr2
pr1
p7
pr5
q10
pr3
p5
pr7
f10
p10
p4
pr8
q6
p9
p3
requests Ana 2
3
4
1
requests Ana 0
1
5
9
1
2
requests Ana 1
4
5

sheet
'
run "$session" new --game rebel-princess --teams Ana+Cai,Ben+Dee --rounds "matching-outfits once-upon-a-time bathroom-break dear-single double-date" --start Ana --princesses none --seed 1 --journal t.zref
expect_rc 1 "a piped session with a refused line"
trimmed() { sed 's/ *$//'; }
expected_out=$(trimmed <<'OUT'
zref Rebel Princess referee. Journal: t.zref
The game begins: 4 players, 5 rounds, Team Mode
Teams: team A: Ana & Cai, team B: Ben & Dee. Sit clockwise Ana, Ben, Cai, Dee: partners never side by side.
Partners may talk only so that everyone hears, and never about their cards (suits, values, counts).
Round cards in order: Matching Outfits, Once Upon a Time, Bathroom Break, Dear Single, Double Date
Rebel of the Ball is on (our reading: rebel-of-the-ball = by-sets)
Round 1: Matching Outfits. At the end of the round, partners who took the same number of tricks take 3 off their team result; otherwise the team adds 3.
Deal 10 cards each (values 1-10).
Pass as your Matching Outfits card prints (no source tells zref; 'passes matching-outfits N left|right' in the setup records it). Everyone passes at once.
Ana leads trick 1; or enter the round's results with 'requests NAME N'.
R1 t1 Ana leads> requests Ana 3
Ana: 3 requests in round 1
R1 Ben requests> 2
Ben: 2 requests in round 1
R1 Cai requests> 4
Cai: 4 requests in round 1
R1 Dee requests [6]>
Dee: 6 requests in round 1
team A's answer for round 1: did Ana & Cai take the same number of tricks: team Ana yes
R1 team A answers> maybe
R1 team A answers> yes
team A (Ana & Cai): yes (did Ana & Cai take the same number of tricks)
team B's answer for round 1: did Ben & Dee take the same number of tricks: team Ben yes
R1 team B answers> no
team B (Ben & Dee): no (did Ben & Dee take the same number of tricks)
Round 1 (Matching Outfits), entered by results, in short:
  Ana  3 requests   total 3
  Ben  2 requests   total 2
  Cai  4 requests   total 4
  Dee  6 requests   total 6
  team A (Ana & Cai): 4 requests, total 4; Ana and Cai took the same number of tricks
  team B (Ben & Dee): 11 requests, total 11; Ben and Dee took different numbers of tricks
Every line of the scoring: 'receipt' (another round: 'receipt N')
Rebel Princess: 1 of 5 rounds scored (requests: fewest team total wins)
Round                | Ana       | Team A    | Cai       | Ben       | Team B    | Dee
                     |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot
1 Matching Outfits * |    3    3 |    4    4 |    4    4 |    2    2 |   11   11 |    6    6
Total                |         3 |         4 |         4 |         2 |        11 |         6
  * entered by results: each player's number as typed
Standings after round 1 (team requests, fewest first):
  team A (Ana & Cai)  ████████▋                   4
  team B (Ben & Dee)  ████████████████████████   11
Round 2: Once Upon a Time. No extra rule: the round is played with the basic rules alone. A good card for a first game.
Deal 10 cards each (values 1-10).
Pass 3 cards to the right, everyone at once: Ana to Dee, Ben to Ana, Cai to Ben, Dee to Cai.
Ben leads trick 1; or enter the round's results with 'requests NAME N'.
R2a t1 Ben leads> receipt 1
Round 1 receipts (Matching Outfits), entered by results:
  Ana
    entered by results         +3   [Entering scores only]
    => 3 requests this round, total 3
  Ben
    entered by results         +2   [Entering scores only]
    => 2 requests this round, total 2
  Cai
    entered by results         +4   [Entering scores only]
    => 4 requests this round, total 4
  Dee
    entered by results         +6   [Entering scores only]
    => 6 requests this round, total 6
  team A (Ana & Cai)
    Ana's requests                                 +3   [Team Mode]
    Cai's requests                                 +4   [Team Mode]
    Ana and Cai took the same number of tricks     -3   [Matching Outfits]
    => team result 4 requests, team total 4
  team B (Ben & Dee)
    Ben's requests                                 +2   [Team Mode]
    Dee's requests                                 +6   [Team Mode]
    Ben and Dee took different numbers of tricks   +3   [Matching Outfits]
    => team result 11 requests, team total 11
R2a t1 Ben leads> q1
Ben plays Queen 1
R2a t1 [Queens to follow: Ben q1] Cai plays> q3
Cai plays Queen 3
R2a t1 [Queens to follow: Ben q1 Cai q3] Dee plays> pr10
Dee plays Prince 10
Princes have broken out: they may be led from now on this round
R2a t1 [Queens to follow: Ben q1 Cai q3 Dee pr10] Ana plays> q7
Ana plays Queen 7
Trick 1 to Ana.
Ana leads trick 2.
R2a t2 Ana leads> f1
Ana plays Fairy 1
R2a t2 [Fairies to follow: Ana f1] Ben plays> f4
Ben plays Fairy 4
R2a t2 [Fairies to follow: Ana f1 Ben f4] Cai plays> f5
Cai plays Fairy 5
R2a t2 [Fairies to follow: Ana f1 Ben f4 Cai f5] Dee plays> f2
Dee plays Fairy 2
Trick 2 to Cai.
Cai leads trick 3.
R2a t3 Cai leads> q4
Cai plays Queen 4
R2a t3 [Queens to follow: Cai q4] Dee plays> pr9
Dee plays Prince 9
R2a t3 [Queens to follow: Cai q4 Dee pr9] Ana plays> q8
Ana plays Queen 8
R2a t3 [Queens to follow: Cai q4 Dee pr9 Ana q8] Ben plays> q2
Ben plays Queen 2
Trick 3 to Ana.
Ana leads trick 4.
R2a t4 Ana leads> p2
Ana plays Pet 2
R2a t4 [Pets to follow: Ana p2] Ben plays> p8
Ben plays Pet 8 (the Frog)
R2a t4 [Pets to follow: Ana p2 Ben p8] Cai plays> p6
Cai plays Pet 6
R2a t4 [Pets to follow: Ana p2 Ben p8 Cai p6] Dee plays> p1
Dee plays Pet 1
Trick 4 to Ben.
Ben leads trick 5.
R2a t5 Ben leads> f6
Ben plays Fairy 6
R2a t5 [Fairies to follow: Ben f6] Cai plays> f8
Cai plays Fairy 8
R2a t5 [Fairies to follow: Ben f6 Cai f8] Dee plays> f3
Dee plays Fairy 3
R2a t5 [Fairies to follow: Ben f6 Cai f8 Dee f3] Ana plays> f7
Ana plays Fairy 7
Trick 5 to Cai.
Cai leads trick 6.
R2a t6 Cai leads> why 4
Round 2, trick 4: Ana Pet 2; Ben Pet 8 (the Frog); Cai Pet 6; Dee Pet 1
  Ben takes it.
  - Ben's Pet 8 (the Frog) wins: it is the highest Pet, the led suit  [rulebook: Playing tricks]
  - Ana's Pet 2 cannot win: it is lower  [rulebook: Playing tricks]
  - Cai's Pet 6 cannot win: it is lower  [rulebook: Playing tricks]
  - Dee's Pet 1 cannot win: it is lower  [rulebook: Playing tricks]
R2a t6 Cai leads> status
Round 2 of 5, Round card a (Once Upon a Time)
  No extra rule: the round is played with the basic rules alone. A good card for a first game.
  Pass 3 cards to the right, everyone at once: Ana to Dee, Ben to Ana, Cai to Ben, Dee to Cai.
  Ana  tricks 2   Princes 2
  Ben  tricks 1   Princes 0   the Frog
  Cai  tricks 2   Princes 0
  Dee  tricks 0   Princes 0
  Princes have broken out: they may be led
  Still out:
    Queens     5 6 9 10
    Fairies    9 10
    Pets       3 4 5 7 9 10
    Princes    1 2 3 4 5 6 7 8
  Requests so far: Ana 3, Ben 2, Cai 4, Dee 6
  Team Mode, team totals: team A (Ana & Cai) 4, team B (Ben & Dee) 11
Waiting for: Cai to lead trick 6
R2a t6 Cai leads> q5
Cai plays Queen 5
R2a t6 [Queens to follow: Cai q5] Dee plays> pr6
Dee plays Prince 6
R2a t6 [Queens to follow: Cai q5 Dee pr6] Ana plays> f9
Ana plays Fairy 9
R2a t6 [Queens to follow: Cai q5 Dee pr6 Ana f9] Ben plays> q9
Ben plays Queen 9
Trick 6 to Ben.
Ben leads trick 7.
R2a t7 Ben leads> pr4
Ben plays Prince 4
R2a t7 [Princes to follow: Ben pr4] Cai plays> pr2
Cai plays Prince 2
R2a t7 [Princes to follow: Ben pr4 Cai pr2] Dee plays> pr1
Dee plays Prince 1
R2a t7 [Princes to follow: Ben pr4 Cai pr2 Dee pr1] Ana plays> p7
Ana plays Pet 7
Trick 7 to Ben.
Ben leads trick 8.
R2a t8 Ben leads> pr5
Ben plays Prince 5
R2a t8 [Princes to follow: Ben pr5] Cai plays> q10
Cai plays Queen 10
R2a t8 [Princes to follow: Ben pr5 Cai q10] Dee plays> pr3
Dee plays Prince 3
R2a t8 [Princes to follow: Ben pr5 Cai q10 Dee pr3] Ana plays> p5
Ana plays Pet 5
Trick 8 to Ben.
Ben leads trick 9.
R2a t9 Ben leads> pr7
Ben plays Prince 7
R2a t9 [Princes to follow: Ben pr7] Cai plays> f10
Cai plays Fairy 10
R2a t9 [Princes to follow: Ben pr7 Cai f10] Dee plays> p10
Dee plays Pet 10
R2a t9 [Princes to follow: Ben pr7 Cai f10 Dee p10] Ana plays> p4
Ana plays Pet 4
Trick 9 to Ben.
Ben leads trick 10.
R2a t10 Ben leads> pr8
Ben plays Prince 8
R2a t10 [Princes to follow: Ben pr8] Cai plays> q6
Cai plays Queen 6
R2a t10 [Princes to follow: Ben pr8 Cai q6] Dee plays> p9
Dee plays Pet 9
R2a t10 [Princes to follow: Ben pr8 Cai q6 Dee p9] Ana plays [p3]> p3
Ana plays Pet 3
Trick 10 to Ben.
Round 2 (Once Upon a Time), in short:
  Ana  2 requests   total 5    2 Princes x 1
  Ben  13 requests  total 15   the Frog; 8 Princes x 1
  Cai  0 requests   total 4    no Prince and no Frog
  Dee  0 requests   total 6    no Prince and no Frog
  team A (Ana & Cai): 2 requests, total 6
  team B (Ben & Dee): 13 requests, total 24
Every line of the scoring: 'receipt' (another round: 'receipt N')
Rebel Princess: 2 of 5 rounds scored (requests: fewest team total wins)
Round                  | Ana       | Team A    | Cai       | Ben       | Team B    | Dee
                       |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot
1 Matching Outfits *   |    3    3 |    4    4 |    4    4 |    2    2 |   11   11 |    6    6
2 (a) Once Upon a Time |    2    5 |    2    6 |    0    4 |   13   15 |   13   24 |    0    6
Total                  |         5 |         6 |         4 |        15 |        24 |         6
  * entered by results: each player's number as typed
Standings after round 2 (team requests, fewest first):
  team A (Ana & Cai)  ██████                      6
  team B (Ben & Dee)  ████████████████████████   24
Round 3: Bathroom Break. Princes cost 2 requests each this round, except for the player or players with the most requests before the round, whose Princes cost 1 as usual. The Frog still costs 5.
Deal 10 cards each (values 1-10).
Pass as your Bathroom Break card prints (no source tells zref; 'passes bathroom-break N left|right' in the setup records it). Everyone passes at once.
In Team Mode: Princes cost 1 as usual, and every team's result this round is doubled except that of the team with the most requests before it.
Cai leads trick 1; or enter the round's results with 'requests NAME N'.
R3y t1 Cai leads> requests Ana 2
Ana: 2 requests in round 3
R3y Cai requests> 3
Cai: 3 requests in round 3
R3y Dee requests> 4
Dee: 4 requests in round 3
R3y Ben requests> 1
Ben: 1 request in round 3
Round 3 (Bathroom Break), entered by results, in short:
  Ana  2 requests   total 7
  Ben  1 request    total 16
  Cai  3 requests   total 7
  Dee  4 requests   total 10
  team A (Ana & Cai): 10 requests, total 16; doubled: only team B had the most requests before this round (24) (our reading: bathroom-break-exempt = most)
  team B (Ben & Dee): 5 requests, total 29; not doubled: team B had the most requests before this round (24) (our reading: bathroom-break-exempt = most)
Every line of the scoring: 'receipt' (another round: 'receipt N')
Rebel Princess: 3 of 5 rounds scored (requests: fewest team total wins)
Round                  | Ana       | Team A    | Cai       | Ben       | Team B    | Dee
                       |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot
1 Matching Outfits *   |    3    3 |    4    4 |    4    4 |    2    2 |   11   11 |    6    6
2 (a) Once Upon a Time |    2    5 |    2    6 |    0    4 |   13   15 |   13   24 |    0    6
3 (y) Bathroom Break * |    2    7 |   10   16 |    3    7 |    1   16 |    5   29 |    4   10
Total                  |         7 |        16 |         7 |        16 |        29 |        10
  * entered by results: each player's number as typed
Standings after round 3 (team requests, fewest first):
  team A (Ana & Cai)  █████████████▏             16
  team B (Ben & Dee)  ████████████████████████   29
Round 4: Dear Single. At the end of the round, partners compare their tricks: for every number that each of them can show a card of, the team adds 1 request.
Deal 10 cards each (values 1-10).
Pass as your Dear Single card prints (no source tells zref; 'passes dear-single N left|right' in the setup records it). Everyone passes at once.
Ana leads trick 1; or enter the round's results with 'requests NAME N'.
R4 t1 Ana leads> requests Ana 0
Ana: 0 requests in round 4
R4 Ben requests> 1
Ben: 1 request in round 4
R4 Cai requests> 5
Cai: 5 requests in round 4
R4 Dee requests [9]> 9
Dee: 9 requests in round 4
team A's answer for round 4: how many number pairs Ana & Cai can form, one card from each, as the reading dear-single-pairs counts them: team Ana 2
R4 team A answers> 1
team A (Ana & Cai): 1 (how many number pairs Ana & Cai can form, one card from each, as the reading dear-single-pairs counts them)
team B's answer for round 4: how many number pairs Ben & Dee can form, one card from each, as the reading dear-single-pairs counts them: team Ben 2
R4 team B answers> 2
team B (Ben & Dee): 2 (how many number pairs Ben & Dee can form, one card from each, as the reading dear-single-pairs counts them)
Round 4 (Dear Single), entered by results, in short:
  Ana  0 requests   total 7
  Ben  1 request    total 17
  Cai  5 requests   total 12
  Dee  9 requests   total 19
  team A (Ana & Cai): 6 requests, total 22; Ana and Cai can both show a card of 1 number, 1 request each (our reading: dear-single-pairs = per-value)
  team B (Ben & Dee): 12 requests, total 41; Ben and Dee can both show a card of 2 numbers, 1 request each (our reading: dear-single-pairs = per-value)
Every line of the scoring: 'receipt' (another round: 'receipt N')
Rebel Princess: 4 of 5 rounds scored (requests: fewest team total wins)
Round                  | Ana       | Team A    | Cai       | Ben       | Team B    | Dee
                       |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot
1 Matching Outfits *   |    3    3 |    4    4 |    4    4 |    2    2 |   11   11 |    6    6
2 (a) Once Upon a Time |    2    5 |    2    6 |    0    4 |   13   15 |   13   24 |    0    6
3 (y) Bathroom Break * |    2    7 |   10   16 |    3    7 |    1   16 |    5   29 |    4   10
4 Dear Single *        |    0    7 |    6   22 |    5   12 |    1   17 |   12   41 |    9   19
Total                  |         7 |        22 |        12 |        17 |        41 |        19
  * entered by results: each player's number as typed
Standings after round 4 (team requests, fewest first):
  team A (Ana & Cai)  ████████████▉              22
  team B (Ben & Dee)  ████████████████████████   41
Round 5: Double Date. At the end of each trick, each team adds up its partners' cards of the led suit and the highest total wins; on equal totals, the team with the higher single card wins. Of the winning team, the partner with the higher card of the led suit takes the trick.
Deal 10 cards each (values 1-10).
Pass as your Double Date card prints (no source tells zref; 'passes double-date N left|right' in the setup records it). Everyone passes at once.
Each trick goes to the team whose cards of the led suit add up to the most; its partner with the higher card of the led suit takes it.
Ana leads trick 1; or enter the round's results with 'requests NAME N'.
R5 t1 Ana leads> requests Ana 1
Ana: 1 request in round 5
R5 Ben requests> 4
Ben: 4 requests in round 5
R5 Cai requests> 5
Cai: 5 requests in round 5
R5 Dee requests [5]>
Dee: 5 requests in round 5
Round 5 (Double Date), entered by results, in short:
  Ana  1 request    total 8
  Ben  4 requests   total 21
  Cai  5 requests   total 17
  Dee  5 requests   total 24
  team A (Ana & Cai): 6 requests, total 28
  team B (Ben & Dee): 9 requests, total 50
Every line of the scoring: 'receipt' (another round: 'receipt N')
Rebel Princess: 5 of 5 rounds scored (requests: fewest team total wins)
Round                  | Ana       | Team A    | Cai       | Ben       | Team B    | Dee
                       |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot
1 Matching Outfits *   |    3    3 |    4    4 |    4    4 |    2    2 |   11   11 |    6    6
2 (a) Once Upon a Time |    2    5 |    2    6 |    0    4 |   13   15 |   13   24 |    0    6
3 (y) Bathroom Break * |    2    7 |   10   16 |    3    7 |    1   16 |    5   29 |    4   10
4 Dear Single *        |    0    7 |    6   22 |    5   12 |    1   17 |   12   41 |    9   19
5 Double Date *        |    1    8 |    6   28 |    5   17 |    4   21 |    9   50 |    5   24
Total                  |         8 |        28 |        17 |        21 |        50 |        24
  * entered by results: each player's number as typed
Winner: team A (Ana & Cai) (28)
Final standings (team requests, fewest wins):
  team A (Ana & Cai)  █████████████▍             28  winner
  team B (Ben & Dee)  ████████████████████████   50
The game is over: team A (Ana & Cai) wins with 28 requests.
game over> sheet
Rebel Princess: 5 of 5 rounds scored (requests: fewest team total wins)
Round                  | Ana       | Team A    | Cai       | Ben       | Team B    | Dee
                       |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot |  req  tot
1 Matching Outfits *   |    3    3 |    4    4 |    4    4 |    2    2 |   11   11 |    6    6
2 (a) Once Upon a Time |    2    5 |    2    6 |    0    4 |   13   15 |   13   24 |    0    6
3 (y) Bathroom Break * |    2    7 |   10   16 |    3    7 |    1   16 |    5   29 |    4   10
4 Dear Single *        |    0    7 |    6   22 |    5   12 |    1   17 |   12   41 |    9   19
5 Double Date *        |    1    8 |    6   28 |    5   17 |    4   21 |    9   50 |    5   24
Total                  |         8 |        28 |        17 |        21 |        50 |        24
  * entered by results: each player's number as typed
Winner: team A (Ana & Cai) (28)
Journal: t.zref (the game is over; 'zref replay t.zref' shows it)
OUT
)
expected_err=$(trimmed <<'ERR'
zref: team: give a member of the team and yes or no, e.g. 'team Ana yes'
ERR
)
[ "$(trimmed <<<"$out")" == "$expected_out" ] || { fail "the session's output differs"; diff <(echo "$expected_out") <(trimmed <<<"$out") >&2 || true; }
[ "$err" == "$expected_err" ] || fail "the session's refusals differ"
expect_file_has t.zref "teams Ana+Cai Ben+Dee" "the journal keeps the pairs"
expect_file_has t.zref "team Ana yes" "a bare answer is journaled in full, for its team"
expect_file_has t.zref "team Ben 2" "a count answer is journaled in full"

run '' replay t.zref
expect_rc 0 "replay"
expect_out "Winner: team A (Ana & Cai) (28)" "replay: the same winner"
expect_out "    => team result 9 requests, team total 50" "replay: the team receipts"

run '' sheet --format json t.zref
expect_rc 0 "sheet --format json"
expect_out '"winners": ["Ana", "Cai"]' "json: the winning team's members"
expect_out '{"team": "B", "members": ["Ben", "Dee"], "requests": [11, 13, 5, 12, 9], "total": 50, "place": 2}' "json: a team"

# Six players: three teams, partners three seats apart.
run 'requests Ana 1
2
3
4
5

yes
no
yes
sheet
quit
' new --game rebel-princess --mode teams --players Ana,Ben,Cai,Dee,Eva,Fay --rounds "matching-outfits a a a a" --start Ana --princesses none --journal six.zref
expect_rc 0 "six players in Team Mode"
expect_out "Teams: team A: Ana & Dee, team B: Ben & Eva, team C: Cai & Fay. Sit clockwise Ana, Ben, Cai, Dee, Eva, Fay: partners never side by side." "six: the teams"
expect_out "R1 team C answers> yes" "six: the third team answers"
expect_out "  team A (Ana & Dee): 2 requests, total 2; Ana and Dee took the same number of tricks" "six: team A's line"
expect_out "  team B (Ben & Eva): 10 requests, total 10; Ben and Eva took different numbers of tricks" "six: team B's line"
expect_out "Round                | Ana       | Team A    | Dee       | Ben       | Team B    | Eva       | Cai       | Team C    | Fay" "six: a column per team between its members'"

# Seating: partners side by side are refused, with the order to sit in; Team Mode needs 4 or 6.
run '' new --game rebel-princess --mode teams --players Ana,Ben,Cai --journal three.zref
expect_rc 2 "Team Mode with three players"
expect_err "Team Mode is for 4 or 6 players (teams of two), not 3" "three players"
printf 'game rebel-princess\nplayers Ana Ben Cai Dee\nteams Ana+Ben Cai+Dee\n' > seat.zref
run '' replay seat.zref
expect_rc 2 "partners side by side"
expect_err "teams: Ana and Ben would not sit apart with the teams alternating; sit clockwise Ana, Cai, Ben, Dee and type 'players Ana Cai Ben Dee' first" "partners side by side: how to sit"
run '' new --game rebel-princess --players Ana,Ben,Cai,Dee --rounds "matching-outfits a a a a" --journal standard.zref
expect_rc 2 "a Team Mode card at a Standard table"
expect_err "Matching Outfits is a Team Mode card: it needs 'mode teams' (4 or 6 players in teams of two)" "a Team Mode card refused"

finish
