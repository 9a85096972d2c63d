# A The Zombie Paella session through a pipe: a short two-player game to its
# winner, prompt for prompt (Enter taking 'draw', 'no block', 'done' and
# 'fight'), then replay and the sheet; a five-player start with a tie for
# who starts and an Ultra block; zref new's --deck for two players; rules
# for the game, a topic and a card.
source "$(dirname "$0")/_lib.sh"

# Two players need the deck's count: one line, and no journal left behind.
run "" new --game zombie-paella --players Ana,Ben --journal x.zref
expect_rc 2 "two players without --deck"
expect_err_lines 1 "two players without --deck"
expect_err "needs --deck N" "two players without --deck"
[ ! -e x.zref ] || fail "a refused setup left a journal behind"
run "" new --game zombie-paella --players Ana,Ben,Cai --deck 90 --journal x.zref
expect_rc 2 "--deck with three players"
expect_err_lines 1 "--deck with three players"

# A short two-player game: Ben starts (fewer treasures), Ana wins with five
# ingredients, three of them cards the table describes.
run 'deal Ana tomato rabbit
deal Ben stinky-sandals
card Onion ingredient worth 1
card Garlic ingredient worth 1
card Pepper ingredient worth 1
discard stinky-sandals

draw onion
play kleptobat

take Ben onion

battle Ana tomato
defend king-james-i
attack king-james-i

why
alms
draw garlic
status
alms

alms
draw pepper
' new --game zombie-paella --players Ana,Ben --deck 90 --seed 3 --journal two.zref
expect_rc 0 "the two-player game"
expect_err_empty "the two-player game"
cat >expected.out <<'OUT'
Deal 7 cards each, then type the treasures each player was dealt face up: 'deal Ana tomato stinky-sandals', or 'deal Ana' when none.
zref The Zombie Paella referee. Journal: two.zref
deal> deal Ana tomato rabbit
Ana was dealt Tomato + Rabbit and holds 5 cards
deal> deal Ben stinky-sandals
Ben was dealt Stinky Sandals and holds 6 cards
Turn 1: Ben
T1 Ben acts> card Onion ingredient worth 1
New card from the table: Onion (ingredient): worth 1
T1 Ben acts> card Garlic ingredient worth 1
New card from the table: Garlic (ingredient): worth 1
T1 Ben acts> card Pepper ingredient worth 1
New card from the table: Pepper (ingredient): worth 1
T1 Ben acts> discard stinky-sandals
Ben discards Stinky Sandals and draws 2 cards
T1 Ben draws [draw]> 
Ben draws 1 card; 7 cards in hand, 74 cards left in the pile
1 card still to draw
T1 Ben draws [draw]> draw onion
Ben draws Onion (face up into the collection); 7 cards in hand, 73 cards left in the pile
Turn 2: Ana
T2 Ana acts> play kleptobat
Ana plays Kleptobat
any block? block NAME paella-protection or ultra-paella-protection, or no block (Enter)
T2 blocks [no block]> 
Kleptobat takes effect
type what Kleptobat does as moves (take, give, bury, drop, pass, recover, draw), then done
T2 Ana moves [done]> take Ben onion
Ana takes Onion from Ben
T2 Ana moves [done]> 
Kleptobat's effect is over
Turn 3: Ben
T3 Ben acts> battle Ana tomato
Ben battles Ana for the Tomato and lays a card face down
Ana defends blind: defend CARD, or defend none
T3 Ana defends> defend king-james-i
Ana defends with a card face down
Ben turns over the attack: attack CARD
T3 Ben reveals> attack king-james-i
Ben turns over King James I against Ana's King James I
cards played as the battle cards turn (blurtini NAME), then fight
T3 cards turned [fight]> 
The battle is settled
Ben loses: failed to take Tomato from Ana (3 vs 5)
Turn 4: Ana
T4 Ana acts> why
Why (fight):
  - attack 3 against defence 5: the defence holds  [rulebook: Battle cards]
  - the defender keeps the Tomato  [rulebook: Battle cards]
T4 Ana acts> alms
Ana takes Alms: draws one card
T4 Ana draws [draw]> draw garlic
Ana draws Garlic (face up into the collection); 3 cards in hand, 72 cards left in the pile
Turn 5: Ben
T5 Ben acts> status
The Zombie Paella: turn 5, Ben's turn, 1 action left (taken 0)
   Ana   ingredients 4 of 5 (Tomato, Rabbit, Onion, Garlic); other treasures none; hand 3
 * Ben   ingredients 0 of 5 (none); other treasures none; hand 6
  Draw pile 72; cemetery 4, top King James I; Saffron in the middle
  Cards the table described: Onion, Garlic, Pepper
Waiting for: Ben's action: discard a treasure, battle, play a special card or alms
T5 Ben acts> alms
Ben takes Alms: draws one card
T5 Ben draws [draw]> 
Ben draws 1 card; 7 cards in hand, 71 cards left in the pile
Turn 6: Ana
T6 Ana acts> alms
Ana takes Alms: draws one card
T6 Ana draws [draw]> draw pepper
Ana draws Pepper (face up into the collection); 3 cards in hand, 70 cards left in the pile
Ana wins The Zombie Paella!
The Zombie Paella: finished after 6 turns
  Turn  Player  Action   Card            What happened
  deal  Ana     deal     -               dealt Tomato + Rabbit
  deal  Ben     deal     -               dealt Stinky Sandals
  1     Ben     discard  Stinky Sandals  discarded Stinky Sandals
  1     Ben     draw     -               drew 1 card
  1     Ben     draw     Onion           drew Onion (face up into the collection)
  2     Ana     play     Kleptobat       played Kleptobat
  2     Ana     take     Kleptobat       Ana takes Onion from Ben
  3     Ben     battle   King James I    failed to take Tomato from Ana with King James I (3 vs 5)
  4     Ana     alms     -               alms
  4     Ana     draw     Garlic          drew Garlic (face up into the collection)
  5     Ben     alms     -               alms
  5     Ben     draw     -               drew 1 card
  6     Ana     alms     -               alms
  6     Ana     draw     Pepper          drew Pepper (face up into the collection)
  6     Ana     win      -               won the game
Final collections:
  Ana     ingredients 5 of 5 (Tomato, Rabbit, Onion, Garlic, Pepper); other treasures none; hand 3
  Ben     ingredients 0 of 5 (none); other treasures none; hand 7
Winner: Ana (Ana has 5 ingredients in 5 cards: 5 win at once)
Journal: two.zref (the game is over; 'zref replay two.zref' shows it)
OUT
printf '%s\n' "$out" | cmp -s expected.out - || { fail "the two-player session's whole output"; printf '%s\n' "$out" | diff expected.out - >&2; }
expect_file_has two.zref "deck 90" "the deck's count journaled"
expect_file_has two.zref "no block" "Enter's 'no block' journaled in full"
expect_file_has two.zref "draw Ben 1" "Enter's 'draw' journaled in full"
run "" replay two.zref
expect_rc 0 "replay"
expect_out "Winner: Ana (Ana has 5 ingredients in 5 cards: 5 win at once)" "replay names the winner"
run "" sheet --format csv two.zref
expect_rc 0 "csv sheet"
expect_out "2,Ana,Ana,play Kleptobat; take Kleptobat,played Kleptobat; Ana takes Onion from Ben,3," "csv: who took what from whom with which card"
run "" sheet --format json two.zref
expect_rc 0 "json sheet"
expect_out '"winners": ["Ana"]' "json winners"
run "" list
expect_rc 0 "list"

# Five players: Cai and Eve tie on treasures and ingredients, the table
# picks Eve; Ben's Ultra Paella Protection stops The Great Flood. The cards
# the two-player game described are remembered and known here too.
run 'deal Ana tomato
deal Ben stinky-sandals
deal Cai
deal Dee rabbit
deal Eve
start Eve
play the-great-flood
block Ben ultra-paella-protection

status
' new --game zombie-paella --players Ana,Ben,Cai,Dee,Eve --seed 5 --journal five.zref
expect_rc 0 "the five-player start"
expect_err_empty "the five-player start"
cat >expected.out <<'OUT'
Cards described at earlier tables are known here too: 3 lines in the setup.
Deal 7 cards each, then type the treasures each player was dealt face up: 'deal Ana tomato stinky-sandals', or 'deal Ana' when none.
zref The Zombie Paella referee. Journal: five.zref
deal> deal Ana tomato
Ana was dealt Tomato and holds 6 cards
deal> deal Ben stinky-sandals
Ben was dealt Stinky Sandals and holds 6 cards
deal> deal Cai
Cai was dealt no treasures and holds 7 cards
deal> deal Dee rabbit
Dee was dealt Rabbit and holds 6 cards
deal> deal Eve
Eve was dealt no treasures and holds 7 cards
who starts? start Cai
start> start Eve
Eve starts, as the table decided
Turn 1: Eve
T1 Eve acts> play the-great-flood
Eve plays The Great Flood
any block? block NAME paella-protection or ultra-paella-protection, or no block (Enter)
T1 blocks [no block]> block Ben ultra-paella-protection
Ben blocks The Great Flood with Ultra Paella Protection
another block? block NAME CARD, or no block (Enter)
T1 blocks [no block]> 
The Great Flood is blocked and has no effect
Ben discards 2 cards for the Ultra Paella Protection
Turn 2: Ana
T2 Ana acts> status
The Zombie Paella: turn 2, Ana's turn, 1 action left (taken 0)
 * Ana   ingredients 1 of 5 (Tomato); other treasures none; hand 6
   Ben   ingredients 0 of 5 (none); other treasures Stinky Sandals; hand 3
   Cai   ingredients 0 of 5 (none); other treasures none; hand 7
   Dee   ingredients 1 of 5 (Rabbit); other treasures none; hand 6
   Eve   ingredients 0 of 5 (none); other treasures none; hand 6
  Draw pile 72; cemetery 4, top The Great Flood; Saffron in the middle
  Cards the table described: Onion, Garlic, Pepper
Waiting for: Ana's action: discard a treasure, battle, play a special card or alms
Journal: five.zref (continue with: zref resume five.zref)
OUT
printf '%s\n' "$out" | cmp -s expected.out - || { fail "the five-player session's whole output"; printf '%s\n' "$out" | diff expected.out - >&2; }
expect_file_has five.zref "card Onion ingredient worth 1" "a remembered card in the new game's setup"
# A refusal is one line and changes nothing; resume goes on from the journal.
run 'deal Ana
battle Cai tomato
status
' resume five.zref
expect_rc 1 "refusals after resume"
expect_err_lines 2 "refusals after resume"
expect_out "Ben   ingredients 0 of 5 (none); other treasures Stinky Sandals; hand 3" "the Ultra's cost kept"

# rules: the index, a topic, a reading, a card with where its facts come from.
run "" rules --game zombie-paella
expect_rc 0 "rules index"
expect_out "The Zombie Paella topics: goal setup treasures" "rules lists the topics"
expect_out "Cards (battle): king-james-i" "rules lists the cards"
expect_out "tie-order" "rules lists the readings"
run "" rules --game zombie-paella battles
expect_rc 0 "rules topic"
expect_out "Battles" "rules topic"
run "" rules --game zombie-paella the-showman
expect_rc 0 "rules card"
[[ $out == "The Showman (the-showman): battle card"* ]] || fail "rules the-showman starts with the card"
expect_out "Kind: battle (the rulebook)" "the card's kind from the rulebook"
expect_out "Attack: not given" "a number the rulebook does not print"
expect_out "card the-showman attack N defence N" "how the table describes it"
run "" rules --game zombie-paella rabbit
expect_out "Kind: ingredient (our reading: check the printed card)" "a kind that is our reading"
run "" rules --game zombie-paella frogg
expect_rc 2 "no such topic"
expect_err_lines 1 "no such topic"

finish
