# zref rules --game rebel-princess: the index of topics, Round cards,
# Princesses and readings; a topic, a Round card by id and by the letter its
# box prints, whole; every Round card but Team Mode's is refereed, and none
# says otherwise; unknown topics are one line and exit 2.
source "$(dirname "$0")/_lib.sh"

run '' rules --game rebel-princess
expect_rc 0 "the index"
expect_err_empty "the index"
expected=$(cat <<'OUT'
Rebel Princess topics: setup passing tricks princes scoring next-leader end-of-game princesses round-cards rebel-of-the-ball score-only sets team-mode
Round cards: once-upon-a-time invitation masquerade-ball royal-decree musical-chairs pets-revenge late-to-the-ball poisoned-apple crystal-clear upside-down dancing-queens prince-rings-twice wedding-gift after-party bathroom-break single-fairy blind-mans-bluff midnight-makeover pass-the-bouquet haggle-with-the-hag odds-and-evens magic-beans three-times-a-lady arranged-marriage always-the-bridesmaid sisterhood late-for-a-very-important-date old-tune inherited wedding-surprise draft poisoned-gift secret-bid enchanted-evening evil-but-welcome matching-outfits yin-and-yang double-date soulmates dear-single
Princesses: snow-white little-mermaid cinderella pocahontas sleeping-beauty alice mulan scheherazade pea-princess ice-princess rapunzel thumbelina red-riding-hood swan-maiden belle elder-stepsister younger-stepsister evil-queen queen-of-hearts sea-witch dark-fairy
Our readings (the sources leave room): readings poisoned-apple-tie bathroom-break-exempt pocahontas ice-princess pea-princess rebel-of-the-ball princes-break dear-single-pairs dancing-queens-pairing prince-rings-twice-order snow-white-six zero-round
Show one with 'zref rules --game rebel-princess TOPIC' (a Round card also by its letter)
OUT
)
[ "$out" == "$expected" ] || { fail "the index differs"; diff <(echo "$expected") <(echo "$out") >&2 || true; }
cards=$(sed -n 's/^Round cards: *//p' <<<"$out")
topics=$(sed -n 's/^Rebel Princess topics: *//p' <<<"$out")

for card in $cards; do
    run '' rules --game rebel-princess "$card"
    expect_rc 0 "rules $card"
    expect_no_out "does not referee" "every Round card is refereed (Team Mode's are refused at setup): $card"
done
for topic in $topics; do
    run '' rules --game rebel-princess "$topic"
    expect_rc 0 "rules $topic"
    expect_err_empty "rules $topic"
done

run '' rules --game rebel-princess scoring
expect_rc 0 "scoring"
[ "$out" == "$(cat <<'OUT'
Scoring a round
Scores are requests, and fewer is better. Each Prince in the tricks you took is 1 request; the Frog is 5; every other card is 0.
Then the round's Round card changes the score as it says; a round score may drop below 0.
Last, Rebel of the Ball (Deluxe rule): a player whose tricks hold all the deck's Princes plus the Frog scores -10 for the round instead of anything else.
zref shows each player's receipt in that order: Princes, Frog, Round card, Rebel of the Ball.

OUT
)" ] || fail "the scoring topic differs"

run '' rules --game rebel-princess princes
[ "$out" == "$(cat <<'OUT'
Princes
Princes sneak into the party: nobody may lead a Prince until someone who could not follow the led suit has played one. After that, leading a Prince is allowed until the round ends.
The Frog never breaks Princes out; it is a Pet. A player whose hand holds nothing but Princes may lead one anyway (type 'only-princes' after the card).
A Prince put into a trick by Rapunzel's forced lead or by a Haggle with the Hag swap does not break them; a Prince frozen by the Ice Princess does. Whether a lead from an all-Prince hand breaks them is the reading princes-break.

Our reading princes-break (about princes): A player holding only Princes leads one before they have broken out: are Princes now broken for everyone?
  off-suit (default): No: only a Prince played by someone who could not follow the led suit breaks them. The sources name no other case, and their rulings (Rapunzel's lead, a Haggle with the Hag swap) keep breaking narrow.
  any-prince: Yes: that lead breaks them too, as any Prince played does in Zombie Princess.
  A table switches it with 'reading princes-break VALUE' in the setup, or 'zref new --reading princes-break=VALUE'.
OUT
)" ] || fail "the princes topic and its reading differ"

# 'a' is the Deluxe box's letter, 'B' the first edition's.
run '' rules --game rebel-princess a
[ "$out" == "$(cat <<'OUT'
Letter a in the deluxe box: Once Upon a Time (once-upon-a-time)
  Boxes: original, deluxe; letters: deluxe a, original A
  Pass: deluxe: 3 right; original: 3 right
  No extra rule: the round is played with the basic rules alone. A good card for a first game.
OUT
)" ] || fail "the card lettered a differs"
run '' rules --game rebel-princess B
[ "$out" == "$(cat <<'OUT'
Letter B in the original box: Invitation (invitation)
  Boxes: original; letters: original B
  Pass: original: 3 right
  No extra rule: the round is played with the basic rules alone. Only the first edition has this card.
  Note: A fan implementation of the Deluxe game keeps this card for old replays with a pass of 2 to the right; the first-edition card passes 3 to the right. A table can change it with 'passes invitation N WAY'.
OUT
)" ] || fail "the card lettered B differs"
run '' rules --game rebel-princess b
expect_out "Letter b in the deluxe box: Late to the Ball (late-to-the-ball)" "the Deluxe letter b"

run '' rules --game rebel-princess readings
expect_rc 0 "readings"
expect_out "Our reading zero-round (about end-of-game)" "readings"
expect_out "  exactly-zero (default): " "readings name the default"

run '' rules --game rebel-princess scorin
expect_rc 2 "a misspelt topic"
expect_out_empty "a misspelt topic"
expect_err_lines 1 "a misspelt topic"
expect_err "did you mean 'scoring'?" "a misspelt topic"
run '' rules --game rebel-princess nosuch
expect_rc 2 "an unknown topic"
expect_err_lines 1 "an unknown topic"
expect_err "a Round card (id or letter) or Princess id, or 'readings'" "an unknown topic says what is known"

finish
