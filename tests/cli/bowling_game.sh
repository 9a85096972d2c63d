# A whole standard game of Bowling for Zombies!!! for three necromancers,
# typed through the CLI (shorthand and full forms), then replayed from its
# journal with `zref replay` and `zref sheet`. The expected piles were worked
# out by hand from the rules (Reveal Cards and Resolve, End of Game), not
# taken from zref's output:
#   R1  lanes 5 3: Ann 9 strongest; Bob 4 takes 5, Cat 2 gets 3.        A 0  B 5  C 3
#   R2  lanes 7 4: Bob 6 and Cat 6 rip (+6 each); Ann 1 lone survivor.   A 0  B 11 C 9
#   R3  lanes 6 2: Cat 9 strongest; Ann 8 + Head takes 6 and 2 (8 <= 9);
#       Bob 0 finds the table empty.                                     A 8  B 11 C 9
#   R4  lanes 5 5: Ann 7 strongest; Bob 3 + Hand takes a 5 and blocks
#       the other; Cat 1 gets nothing.                                   A 8  B 16 C 9
#   R5  lanes 4 8: Bob 9 strongest; Cat 5 + Leg takes 8, Leg to Bob (-1);
#       Ann 2 gets 4.                                                    A 12 B 15 C 17
#   R6  lanes 6 3: Bob 8 and Cat 8 rip (+8 each); Ann's Leg underneath is
#       a bluff; Ann 5 lone survivor.                                    A 12 B 23 C 25
#   R7  lanes 7 1: Ann 6 strongest; Cat 3 + Head takes 7 and 1; Bob 2
#       gets nothing.                                                    A 12 B 23 C 33
#   R8  lanes 4 6: Bob 7 strongest; Ann 4 + Leg takes 6, Leg to Cat;
#       Cat 0 gets 4 (4 - 1 = +3).                                       A 18 B 23 C 36
#   R9  lanes 5 2: Bob 5 strongest; Cat 4 takes 5; Ann 3 + Hand gets the
#       2 (nothing left to block).                                       A 20 B 23 C 41
#   R10 lanes 9 1: Cat 7 strongest; Bob 1 takes 9; Ann 0 gets 1.         A 21 B 32 C 41
# Final: Cat 41, Bob 32, Ann 21.
source "$(dirname "$0")/_lib.sh"

game='5 3
Ann 9
Bob 4
Cat 2
take Bob 5
7 4
play Ann 1
Bob 6
Cat 6
lanes 6 2
Ann 8 head above
Bob 0
Cat 9
5 5
Ann 7
Bob 3 hand above
Cat 1
5 remove 5
lanes 4 8
Ann 2
Bob 9
Cat 5 leg above
8
Bob
6 3
Ann 5 leg below
Bob 8
Cat 8
7 1
Ann 6
Bob 2
Cat 3 head above
4 6
Ann 4 leg above
Bob 7
Cat 0
take Ann 6
leg Ann Cat
5 2
Ann 3 hand above
Bob 5
Cat 4
5
9 1
Ann 0
Bob 1
Cat 7
9
'
run "$game" new --game bowling-for-zombies --players Ann,Bob,Cat --seed 11 --journal full.zref
expect_rc 0 "the whole game"
expect_err_empty "the whole game"
expect_out "Round 5 scored: Ann +4 = 12; Bob -1 = 15; Cat +8 = 17" "round 5 with the Leg"
expect_out "Round 8 scored: Ann +6 = 18; Bob +0 = 23; Cat +3 = 36" "round 8 with the Leg"
expect_out "Game over. Final ranking: 1. Cat 41; 2. Bob 32; 3. Ann 21" "final ranking"
expect_out "Winner: Cat" "winner"
expect_file_has full.zref "game bowling-for-zombies" "journal names the game"
expect_file_has full.zref "take Bob 5 remove 5" "shorthand journaled in full"
expect_file_has full.zref "leg Cat Bob" "leg journaled in full"

run "" replay full.zref
expect_rc 0 "replay"
expect_out "Final: 1. Cat (41)  2. Bob (32)  3. Ann (21)" "replay final"
expect_out "  10        +1  21    +9  32     0  41" "replay last row"
expect_no_out "Not finished" "replay of a finished game"

run "" replay full.zref --format json
expect_rc 0 "replay json"
expect_out '"points": [21, 32, 41]' "json points"
expect_out '"winners": ["Cat"]' "json winners"
expect_out '"over": true' "json over"

run "" sheet full.zref --format json
expect_rc 0 "sheet json"
expect_out '"ranking": [["Cat"], ["Bob"], ["Ann"]]' "sheet json ranking"
run "" sheet full.zref
expect_rc 0 "sheet text"
expect_out "Bowling for Zombies!!!, Standard: 10 of 10 rounds scored" "sheet text header"

# csv: every round's Lane cards, pile score and running total as worked out
# above; the card and event wording is zref's (the receipts'), the numbers
# are the hand-worked ones. Records end in CRLF.
run "" sheet full.zref --format csv --output full.csv
expect_rc 0 "sheet csv"
expect_err_empty "sheet csv"
sed 's/$/\r/' >expected.csv <<'CSV'
round,lanes,phantom,necromancer,played,fate,cards,events,score,total,note
1,5 and 3,,Ann,Zombie 9,strongest,,,0,0,
1,5 and 3,,Bob,Zombie 4,bowled,Lane 5,,5,5,
1,5 and 3,,Cat,Zombie 2,bowled,Lane 3,,3,3,
2,7 and 4,,Ann,Zombie 1,strongest,,,0,0,
2,7 and 4,,Bob,Zombie 6,ripped,Zombie 6,,6,11,
2,7 and 4,,Cat,Zombie 6,ripped,Zombie 6,,6,9,
3,6 and 2,,Ann,Zombie 8 with a Head on top,bowled,Lane 6 + Lane 2,Head used,8,8,
3,6 and 2,,Bob,Zombie 0,bowled,,,0,11,
3,6 and 2,,Cat,Zombie 9,strongest,,,0,9,
4,5 and 5,,Ann,Zombie 7,strongest,,,0,8,
4,5 and 5,,Bob,Zombie 3 with a Hand on top,bowled,Lane 5,Hand used,5,16,
4,5 and 5,,Cat,Zombie 1,bowled,,,0,9,
5,4 and 8,,Ann,Zombie 2,bowled,Lane 4,,4,12,
5,4 and 8,,Bob,Zombie 9,strongest,Leg -1 from Cat,,-1,15,
5,4 and 8,,Cat,Zombie 5 with a Leg on top,bowled,Lane 8,Leg to Bob,8,17,
6,6 and 3,,Ann,Zombie 5 with a Leg underneath (a bluff),strongest,,Leg bluffed (back in hand),0,12,
6,6 and 3,,Bob,Zombie 8,ripped,Zombie 8,,8,23,
6,6 and 3,,Cat,Zombie 8,ripped,Zombie 8,,8,25,
7,7 and 1,,Ann,Zombie 6,strongest,,,0,12,
7,7 and 1,,Bob,Zombie 2,bowled,,,0,23,
7,7 and 1,,Cat,Zombie 3 with a Head on top,bowled,Lane 7 + Lane 1,Head used,8,33,
8,4 and 6,,Ann,Zombie 4 with a Leg on top,bowled,Lane 6,Leg to Cat,6,18,
8,4 and 6,,Bob,Zombie 7,strongest,,,0,23,
8,4 and 6,,Cat,Zombie 0,bowled,Leg -1 from Ann + Lane 4,,3,36,
9,5 and 2,,Ann,Zombie 3 with a Hand on top,bowled,Lane 2,Hand used,2,20,
9,5 and 2,,Bob,Zombie 5,strongest,,,0,23,
9,5 and 2,,Cat,Zombie 4,bowled,Lane 5,,5,41,
10,9 and 1,,Ann,Zombie 0,bowled,Lane 1,,1,21,
10,9 and 1,,Bob,Zombie 1,bowled,Lane 9,,9,32,
10,9 and 1,,Cat,Zombie 7,strongest,,,0,41,
final,,,Ann,,,,,,21,place 3
final,,,Bob,,,,,,32,place 2
final,,,Cat,,,,,,41,place 1; winner
CSV
cmp -s expected.csv full.csv || { fail "sheet csv differs from the hand-worked sheet"; diff expected.csv full.csv >&2; }

run "" sheet full.zref --format markdown
expect_rc 0 "sheet markdown"
expect_err_empty "sheet markdown"
expect_out "| Round | Ann | Bob | Cat |" "markdown: a column per necromancer"
expect_out "| 8 (Lane cards 4 and 6) |" "markdown: round 8 with its Lane cards"
expect_out "Zombie 0 · bowled · Leg -1 from Ann + Lane 4 · score 3 · **total 36** |" "markdown: Cat's round 8"
expect_out "| 1 | **Cat** (winner) | 41 |" "markdown: the winner first"
expect_out "| 3 | Ann | 21 |" "markdown: Ann third"
expect_out "**Winner:** Cat" "markdown: winner line"

run "" sheet full.zref --format html --output full.html
expect_rc 0 "sheet html"
expect_err_empty "sheet html"
expect_file_has full.html "<!DOCTYPE html>" "html: a page"
expect_file_has full.html "</html>" "html: the whole page"
grep -q '<title>Bowling for Zombies!!! score sheet: Ann, Bob, Cat</title>' full.html || fail "html: title"
grep -q 'id="totals-chart"' full.html || fail "html: the running totals chart"
grep -q '@media print' full.html || fail "html: print rules"
grep -q 'Winner: <b>Cat</b>' full.html || fail "html: winner"
grep -q '<code>full.zref</code>' full.html || fail "html: names its journal"
# Each round's cell: the words, then the round's points and the running total
# as numbers of their own (Cat's round 8: 4 - 1 = +3, total 36, as worked out above).
grep -q '<td class="first">Zombie 0 · bowled · Leg -1 from Ann + Lane 4</td><td>+3</td><td class="total">36</td>' full.html ||
    fail "html: a round's cell shows its score and running total"
grep -q '<td class="first">Zombie 9 · strongest · Leg -1 from Cat</td><td>-1</td><td class="total">15</td>' full.html ||
    fail "html: a Leg's -1 in Bob's round 5"
grep -q '<p class="note">pts: points this round · total: running total</p>' full.html || fail "html: the columns' key"

# A finished game is listed as finished; resume refuses nothing but accepts nothing new.
mkdir -p "$XDG_DATA_HOME/zref/games"
cp full.zref "$XDG_DATA_HOME/zref/games/full.zref"
run "" list
expect_rc 0 "list"
expect_out "Ann, Bob, Cat" "list players"
expect_out "finished, won by Cat (41)" "list winner"

finish
