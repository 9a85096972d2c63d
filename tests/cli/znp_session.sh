# A Zombie Ninja Pirates session through a pipe: a three-player game to the
# end, prompt for prompt (Enter taking 'draw' once the discards are done and
# 'done' after a Bite's moves), the lightning round and every Chest itemised
# in the sheet; replay, the sheet's formats and the journal; a seven-player
# combined start with the cards the first game described remembered and a
# refused Witch's Brew; zref new's refusals; rules for the game, a topic and a
# card. The three-player game is the short example of
# docs/playing-zombie-ninja-pirates.md, and ends as the page says.
source "$(dirname "$0")/_lib.sh"

# The game alone takes 3 to 6: seven need --combined, one line, no journal left behind.
run "" new --game zombie-ninja-pirates --players Ana,Ben,Cai,Dee,Eli,Fay,Gus --journal x.zref
expect_rc 2 "seven players without --combined"
expect_err_lines 1 "seven players without --combined"
expect_err "--combined" "seven players without --combined"
[ ! -e x.zref ] || fail "a refused setup left a journal behind"
run "" new --game zombie-ninja-pirates --players Ana,Ben,Cai --deck 12 --journal x.zref
expect_rc 2 "a deck too small to deal"
expect_err_lines 1 "a deck too small to deal"
[ ! -e x.zref ] || fail "a refused deck left a journal behind"

run 'start Cai
use boat pirate
discard 1
draw
card sensei ninja 3
play sensei
draw
use virus zombie
discard 2

card "Pirate Hat" object pirate 3 ninja -2
play pirate-hat Ana
draw
use dojo ninja
draw
use dishonor Ana
why
draw
redraw
play brains
draw end-game
status
use bite Cai
pass Cai Ben 1

play brains
end
end
use virus zombie
use boat pirate
use reset
receipt
end
' new --game zombie-ninja-pirates --players Ana,Ben,Cai --journal three.zref
expect_rc 0 "the three-player game"
expect_err_empty "the three-player game"
cat >expected.out <<'OUT'
Deal 5 cards each and shuffle the END GAME card into the bottom third, then type who starts (the most convincing mad impression): 'start Ana'.
zref Zombie Ninja Pirates referee. Journal: three.zref
start> start Cai
Cai starts; play goes clockwise
Turn 1: Cai's turn (5 cards in hand)
T1 Cai hand: play, use, redraw> use boat pirate
Cai uses Boat: Cai becomes a Pirate (+5)
T1 Cai chest: use chest, discard, draw> discard 1
Cai discards 1 card (2 cards left)
T1 Cai discard: discard, draw> draw
Cai draws back up to 5 cards
Turn 2: Ana's turn (5 cards in hand)
T2 Ana hand: play, use, redraw> card sensei ninja 3
The table completes Sensei: ninja 3
T2 Ana hand: play, use, redraw> play sensei
Ana puts Sensei into their own Chest: it lies sideways (0: its owner is no Type it counts for)
T2 Ana chest: use chest, discard, draw> draw
Ana draws back up to 5 cards
Turn 3: Ben's turn (5 cards in hand)
T3 Ben hand: play, use, redraw> use virus zombie
Ben uses Virus: Ben becomes a Zombie (+5)
T3 Ben chest: use chest, discard, draw> discard 2
Ben discards 2 cards (1 card left)
T3 Ben discard: discard, draw [draw]> 
Ben draws back up to 5 cards
Turn 4: Cai's turn (5 cards in hand)
T4 Cai hand: play, use, redraw> card "Pirate Hat" object pirate 3 ninja -2
New card from the table: Pirate Hat (object): pirate 3, ninja -2
T4 Cai hand: play, use, redraw> play pirate-hat Ana
Cai puts Pirate Hat into Ana's Chest: it lies sideways (0: its owner is no Type it counts for)
T4 Cai chest: use chest, discard, draw> draw
Cai draws back up to 5 cards
Turn 5: Ana's turn (5 cards in hand)
T5 Ana hand: play, use, redraw> use dojo ninja
Ana uses Dojo: Ana becomes a Ninja (+5)
Ana's Sensei now lies upright (+3: 3 for a Ninja)
Ana's Pirate Hat now lies upside down (-2: -2 for a Ninja)
T5 Ana chest: use chest, discard, draw> draw
Ana draws back up to 5 cards
Turn 6: Ben's turn (5 cards in hand)
T6 Ben hand: play, use, redraw> use dishonor Ana
Ben uses Dishonor: Ana loses the Ninja Type; the Objects stay in the Chest
Ana's Sensei now lies sideways (0: its owner is no Type it counts for)
Ana's Pirate Hat now lies sideways (0: its owner is no Type it counts for)
T6 Ben chest: use chest, discard, draw> why
Why (use dishonor Ana ninja):
  - Dishonor takes a Type, not the Objects that scored for it: they now lie for the Types left  [rulebook: FAQ: Dishonor keeps the Objects]
  - an Action is used from hand and discarded  [rulebook: Action Cards]
T6 Ben chest: use chest, discard, draw> draw
Ben draws back up to 5 cards
Turn 7: Cai's turn (5 cards in hand)
T7 Cai hand: play, use, redraw> redraw
Cai discards the whole hand (5 cards) and draws a new one of 5; the turn ends
Turn 8: Ana's turn (5 cards in hand)
T8 Ana hand: play, use, redraw> play brains
Ana puts Brains into their own Chest: it lies sideways (0: its owner is no Type it counts for)
T8 Ana chest: use chest, discard, draw> draw end-game
Ana draws the END GAME, shows it and draws back up to 5 cards
END GAME! Ana draws 1 card back up to 5 cards
Lightning round: everyone has one last turn, Ana last
Turn 9: Ben's lightning turn (5 cards in hand)
L9 Ben lightning: play, use, end> status
Zombie Ninja Pirates: lightning turn 9: Ben; step lightning: play, use, end
   Ana   0 points (0 Types, 3 Objects); hand 5
         Types: none
         Chest: Sensei sideways 0, Pirate Hat sideways 0, Brains sideways 0
 * Ben   5 points (1 Type, 0 Objects); hand 5
         Types: Zombie
         Chest: empty
   Cai   5 points (1 Type, 0 Objects); hand 5
         Types: Pirate
         Chest: empty
  Draw pile not counted (no deck given); discards 13; END GAME 1 of 1 drawn; lightning round, Ana last
  Cards the table described: Sensei, Pirate Hat
Waiting for: Ben's lightning turn: play and use as many cards as wanted, from hand and Chest, then end
L9 Ben lightning: play, use, end> use bite Cai
Ben uses Bite
type what Bite did (take, give, trash, lose, pass, drop, draw), then done
L9 Ben moves: take, give, trash, lose, pass, drop, draw, done [done]> pass Cai Ben 1
Cai passes 1 card to Ben, who now holds 5 cards
L9 Ben moves: take, give, trash, lose, pass, drop, draw, done [done]> 
Bite's effect is over
L9 Ben lightning: play, use, end> play brains
Ben puts Brains into their own Chest: it lies upright (+2: 2 for a Zombie)
L9 Ben lightning: play, use, end> end
Ben ends the lightning turn
Turn 10: Cai's lightning turn (4 cards in hand)
L10 Cai lightning: play, use, end> end
Cai ends the lightning turn
Turn 11: Ana's lightning turn (5 cards in hand)
L11 Ana lightning: play, use, end> use virus zombie
Ana uses Virus: Ana becomes a Zombie (+5)
Ana's Brains now lies upright (+2: 2 for a Zombie)
L11 Ana lightning: play, use, end> use boat pirate
Ana uses Boat: Ana becomes a Pirate (+5)
Ana's Pirate Hat now lies upright (+3: 3 for a Pirate)
L11 Ana lightning: play, use, end> use reset
Ana uses Reset: 16 discarded cards are shuffled onto the top of the draw pile
L11 Ana lightning: play, use, end> receipt
Chests now:
Ana: 15 points (2 Types, 3 Objects)
  Zombie (Type)  Type          +5  5 per Type
  Pirate (Type)  Type          +5  5 per Type
  Sensei         sideways       0  its owner is no Type it counts for
  Pirate Hat     upright       +3  3 for a Pirate
  Brains         upright       +2  2 for a Zombie
  Total                        15
Ben: 7 points (1 Type, 1 Object)
  Zombie (Type)  Type          +5  5 per Type
  Brains         upright       +2  2 for a Zombie
  Total                         7
Cai: 5 points (1 Type, 0 Objects)
  Pirate (Type)  Type          +5  5 per Type
  Total                         5
L11 Ana lightning: play, use, end> end
Ana ends the lightning turn
Ana drew the END GAME and has played last: the game is over
1. Ana: 15 (2 Types, 3 Objects)
2. Ben: 7 (1 Type, 1 Object)
3. Cai: 5 (1 Type, 0 Objects)
Zombie Ninja Pirates: finished after 11 turns
  Turn  Player  Action    Card        What happened
  1     Cai     use       Boat        Cai uses Boat: Cai becomes a Pirate (+5)
  1     Cai     discard   -           Cai discards 1 card (2 cards left)
  1     Cai     draw      -           Cai draws back up to 5 cards
  2     Ana     play      Sensei      Ana puts Sensei into their own Chest: it lies sideways (0: its owner is no Type it counts for)
  2     Ana     draw      -           Ana draws back up to 5 cards
  3     Ben     use       Virus       Ben uses Virus: Ben becomes a Zombie (+5)
  3     Ben     discard   -           Ben discards 2 cards (1 card left)
  3     Ben     draw      -           Ben draws back up to 5 cards
  4     Cai     play      Pirate Hat  Cai puts Pirate Hat into Ana's Chest: it lies sideways (0: its owner is no Type it counts for)
  4     Cai     draw      -           Cai draws back up to 5 cards
  5     Ana     use       Dojo        Ana uses Dojo: Ana becomes a Ninja (+5)
  5     Ana     draw      -           Ana draws back up to 5 cards
  6     Ben     use       Dishonor    Ben uses Dishonor: Ana loses the Ninja Type; the Objects stay in the Chest
  6     Ben     draw      -           Ben draws back up to 5 cards
  7     Cai     redraw    -           Cai discards the whole hand (5 cards) and draws a new one of 5; the turn ends
  8     Ana     play      Brains      Ana puts Brains into their own Chest: it lies sideways (0: its owner is no Type it counts for)
  8     Ana     end-game  END GAME    drew the END GAME: lightning round
  8     Ana     draw      -           Ana draws the END GAME, shows it and draws back up to 5 cards
  9     Ben     use       Bite        Ben uses Bite
  9     Ben     move      -           Cai passes 1 card to Ben, who now holds 5 cards
  9     Ben     play      Brains      Ben puts Brains into their own Chest: it lies upright (+2: 2 for a Zombie)
  9     Ben     end       -           ended the lightning turn
  10    Cai     end       -           ended the lightning turn
  11    Ana     use       Virus       Ana uses Virus: Ana becomes a Zombie (+5)
  11    Ana     use       Boat        Ana uses Boat: Ana becomes a Pirate (+5)
  11    Ana     use       Reset       Ana uses Reset: 16 discarded cards are shuffled onto the top of the draw pile
  11    Ana     end       -           ended the lightning turn
  11    table   end       -           the game ended
Final Chests:
  Ana: 15 points (2 Types, 3 Objects)
    Zombie (Type)  Type          +5  5 per Type
    Pirate (Type)  Type          +5  5 per Type
    Sensei         sideways       0  its owner is no Type it counts for
    Pirate Hat     upright       +3  3 for a Pirate
    Brains         upright       +2  2 for a Zombie
    Total                        15
  Ben: 7 points (1 Type, 1 Object)
    Zombie (Type)  Type          +5  5 per Type
    Brains         upright       +2  2 for a Zombie
    Total                         7
  Cai: 5 points (1 Type, 0 Objects)
    Pirate (Type)  Type          +5  5 per Type
    Total                         5
Ranking:
  1. Ana: 15 points (2 Types, 3 Objects)
  2. Ben: 7 points (1 Type, 1 Object)
  3. Cai: 5 points (1 Type, 0 Objects)
  Because Ana has the most points (15) [Playing the Game]
Journal: three.zref (the game is over; 'zref replay three.zref' shows it)
OUT
printf '%s\n' "$out" | cmp -s expected.out - || { fail "the three-player session's whole output"; printf '%s\n' "$out" | diff expected.out - >&2; }
expect_file_has three.zref "game zombie-ninja-pirates" "the game's line"
expect_file_has three.zref "players Ana Ben Cai" "the players' line"
expect_file_has three.zref "draw" "Enter's 'draw' journaled in full"
expect_file_has three.zref "done" "Enter's 'done' journaled in full"
expect_file_has three.zref "use dishonor Ana ninja" "the Type Dishonor took, journaled"
run "" replay three.zref
expect_rc 0 "replay"
expect_out "  1. Ana: 15 points (2 Types, 3 Objects)" "replay ranks the players"
expect_out "    Pirate Hat     upright       +3  3 for a Pirate" "replay itemises the Chests"
run "" sheet --format csv three.zref
expect_rc 0 "csv sheet"
expect_out "round,turn_of,player,did,points,note" "csv columns"
expect_out "11,\"Ana, lightning\",Ana,use Virus; use Boat; use Reset; end,15," "csv: the last lightning turn"
run "" sheet --format json three.zref
expect_rc 0 "json sheet"
expect_out '{"item": "Pirate Hat", "card": "pirate-hat", "type": false, "orientation": "upright", "points": 3, "why": "3 for a Pirate"}' "json: an Object as it lies"
expect_out '{"place": 1, "player": "Ana", "total": 15, "decided_by": "points"}' "json ranking"
run "" sheet --format markdown three.zref
expect_rc 0 "markdown sheet"
expect_out "| Final Chest | Zombie, Pirate; Sensei sideways 0, Pirate Hat upright +3, Brains upright +2 | Zombie; Brains upright +2 | Pirate; Chest empty |" "markdown: the final Chests"
expect_out "**Winner:** Ana" "markdown winner"
run "" sheet --format html three.zref
expect_rc 0 "html sheet"
expect_out "Pirate Hat upright +3" "html: the final Chests"

# Seven players, combined: Dee becomes a Witch with a Boat, Eli puts a card
# the table describes into her Chest, Fay's Witch's Brew is refused (Dee is
# no Zombie or Vampire) and nothing changes. The first game's cards are known.
run 'start Dee
use boat witch
draw
card "Crystal Ball" object witch 4 fairy -2
play crystal-ball Dee
discard 2

use witchs-brew Dee vampire
play brains
status
' new --game zombie-ninja-pirates --combined --deck 120 --players Ana,Ben,Cai,Dee,Eli,Fay,Gus --journal seven.zref
expect_rc 1 "the seven-player start"
expect_err_lines 1 "the seven-player start"
expect_err "Dee is not a Zombie or Vampire: Witch's Brew has nothing to take" "the refused Witch's Brew"
cat >expected.out <<'OUT'
Cards described at earlier tables are known here too: 2 lines in the setup.
The rulebook suggests taking the Reset cards out of the combined deck.
Deal 7 cards each and shuffle the END GAME cards into the middle and bottom thirds, then type who starts (the most convincing mad impression): 'start Ana'.
zref Zombie Ninja Pirates referee. Journal: seven.zref
start> start Dee
Dee starts; play goes clockwise
Turn 1: Dee's turn (7 cards in hand)
T1 Dee hand: play, use, redraw> use boat witch
Dee uses Boat: Dee becomes a Witch (+5)
T1 Dee chest: use chest, discard, draw> draw
Dee draws back up to 7 cards
Turn 2: Eli's turn (7 cards in hand)
T2 Eli hand: play, use, redraw> card "Crystal Ball" object witch 4 fairy -2
New card from the table: Crystal Ball (object): witch 4, fairy -2
T2 Eli hand: play, use, redraw> play crystal-ball Dee
Eli puts Crystal Ball into Dee's Chest: it lies upright (+4: 4 for a Witch)
T2 Eli chest: use chest, discard, draw> discard 2
Eli discards 2 cards (4 cards left)
T2 Eli discard: discard, draw [draw]> 
Eli draws back up to 7 cards
Turn 3: Fay's turn (7 cards in hand)
T3 Fay hand: play, use, redraw> use witchs-brew Dee vampire
T3 Fay hand: play, use, redraw> play brains
Fay puts Brains into their own Chest: it lies sideways (0: its owner is no Type it counts for)
T3 Fay chest: use chest, discard, draw> status
Zombie Ninja Pirates (combined): turn 3: Fay; step chest: use chest, discard, draw
   Ana   0 points (0 Types, 0 Objects); hand 7
         Types: none
         Chest: empty
   Ben   0 points (0 Types, 0 Objects); hand 7
         Types: none
         Chest: empty
   Cai   0 points (0 Types, 0 Objects); hand 7
         Types: none
         Chest: empty
   Dee   9 points (1 Type, 1 Object); hand 7
         Types: Witch
         Chest: Crystal Ball upright +4
   Eli   0 points (0 Types, 0 Objects); hand 7
         Types: none
         Chest: empty
 * Fay   0 points (0 Types, 1 Object); hand 6
         Types: none
         Chest: Brains sideways 0
   Gus   0 points (0 Types, 0 Objects); hand 7
         Types: none
         Chest: empty
  Draw pile 66; discards 3; END GAME 0 of 2 drawn
  Cards the table described: Sensei, Pirate Hat, Crystal Ball
Waiting for: Fay may use an Object from the Chest (use chest CARD), discard up to two, then draw
Journal: seven.zref (continue with: zref resume seven.zref)
OUT
printf '%s\n' "$out" | cmp -s expected.out - || { fail "the seven-player session's whole output"; printf '%s\n' "$out" | diff expected.out - >&2; }
[ "$(journal_text seven.zref | sed -n 2,7p)" = "game zombie-ninja-pirates
combined on
deck 120
players Ana Ben Cai Dee Eli Fay Gus
card sensei ninja 3
card \"Pirate Hat\" object pirate 3 ninja -2" ] || fail "the combined setup: game, combined, deck, players, then the remembered cards"
run 'draw
status
' resume seven.zref
expect_rc 0 "resume the combined game"
expect_out "Turn 4: Gus's turn (7 cards in hand)" "resume goes on from the journal"
expect_out "   Dee   9 points (1 Type, 1 Object); hand 7" "the status after resume"

# rules: the index, a topic, a reading, a card with where its facts come from.
run "" rules --game zombie-ninja-pirates
expect_rc 0 "rules index"
expect_out "Zombie Ninja Pirates topics: goal cards orientation setup turn end ties combined separating" "rules lists the topics"
expect_out "Cards (object): brains sensei cure witchs-brew boat dojo" "rules lists the cards"
expect_out "tie-objects" "rules lists the readings"
run "" rules --game zombie-ninja-pirates ties
expect_rc 0 "rules topic"
expect_out "Ties" "rules topic"
run "" rules --game zombie-ninja-pirates tie-objects
expect_rc 0 "rules reading"
expect_out "Our reading (tie-objects):" "rules reading"
run "" rules --game zombie-ninja-pirates sensei
expect_rc 0 "rules card"
[[ $out == "Sensei (sensei): object card"* ]] || fail "rules sensei starts with the card"
expect_out "Kind: object (the rulebook)" "the card's kind from the rulebook"
expect_out "Counts for: Ninja (the rulebook); its points are not printed: the table gives them" "points the rulebook does not print"
expect_out "card sensei ninja N" "how the table describes it"
run "" rules --game zombie-ninja-pirates boat
expect_out "Kind: object (our reading: check the printed card)" "a kind that is our reading"
run "" rules --game zombie-ninja-pirates frogg
expect_rc 2 "no such topic"
expect_err_lines 1 "no such topic"

finish
