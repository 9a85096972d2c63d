# zref trick: one trick ruled from the command line, as a game would rule it.
# A ruling prints the winner and why on stdout and exits 0; bad input prints
# one 'zref: ...' line on stderr, nothing on stdout, and exits 2. Nothing is
# written to disk.
source "$(dirname "$0")/_lib.sh"

# ---- success: the whole ruling of the README's trick
run '' trick Ana:k7 Ben:k2 Cai:k9 Dee:pr1
expect_rc 0 "a Prince on a Knight lead"
expect_err_empty "a Prince on a Knight lead"
expected="Trick to Dee: Dee's Prince 1 wins: a Prince was played, and the highest Prince takes the trick whatever suit was led
Cards: Ana Knight 7 (led), Ben Knight 2, Cai Knight 9, Dee Prince 1
Table: 4 players, Individuals; cards 1-10; the Frog is Pet 8; Round card a, Opening Night (of the Living Dead)
Why:
  - Dee's Prince 1 wins: a Prince was played, and the highest Prince takes the trick whatever suit was led  [rulebook: The Privileged Princes]
  - Ana's Knight 7 cannot win: it follows the led suit, but a Prince was played  [rulebook: The Privileged Princes]
  - Ben's Knight 2 cannot win: it follows the led suit, but a Prince was played  [rulebook: The Privileged Princes]
  - Cai's Knight 9 cannot win: it follows the led suit, but a Prince was played  [rulebook: The Privileged Princes]
Counts: 1 trick for Dee
Then:
  - Princes have broken out: they may be led from now on this round
Assumed:
  - following suit is not checked: zref does not see hands, so whether a card off the led suit was allowed is the table's call"
[ "$out" == "$expected" ] || fail "the whole ruling differs from the golden text"
[ ! -e "$XDG_DATA_HOME/zref" ] || fail "zref trick wrote into the games directory"

# Bare cards with --leader, other notations, commas.
run '' trick --leader Cai "knight 3" 9K,k10 k1
expect_rc 0 "bare cards with --leader"
expect_out "Trick to Ana: Ana's Knight 10 wins" "bare cards with --leader"
expect_out "Cards: Cai Knight 3 (led), Dee Knight 9, Ana Knight 10, Ben Knight 1" "bare cards go in turn from the leader"
expect_err_empty "bare cards with --leader"

# 'frog' is the Frog; a name with a space is one word; names may be cut short.
run '' trick --players "Ana Maria,Ben,Cai" --round-card t --in-lead "Ana Maria" --pea an "Ana Maria:k7" Ben:frog Cai:k9
expect_rc 0 "a name with a space"
expect_out "Cards: Ana Maria Knight 7 (+5: 12) (led), Ben Pet 8 (the Frog), Cai Knight 9" "a name with a space and frog"
expect_out "in the lead on the Hourglass Leader line: Ana Maria" "--in-lead with a name with a space"

# The player count sets the deck; names are not case sensitive.
run '' trick --players "Ana,Ben,Cai" ana:k9 BEN:k8 cai:k1
expect_rc 0 "three players"
expect_out "Table: 3 players, Individuals; cards 1-9;" "three players"

# Round cards.
run '' trick --round-card g --leader Cai v9 k3 v2 k5
expect_rc 0 "Brain Drain"
expect_out "Counts: no won trick for Cai" "Brain Drain: not a won trick"
expect_out "[rulebook: Round Cards: g. Brain Drain]" "Brain Drain names its section"

run '' trick --round-card "Undead Uprising" Ana:k7 Ben:p2 Cai:k9 Dee:p1
expect_rc 0 "Undead Uprising by name"
expect_out "Trick to Ben: Ben's Pet 2 wins: Pets was the last new suit" "Undead Uprising"
expect_out "Our reading of Undead Uprising" "our readings of the card"

run '' trick --round-card z Ana:k7 Ben:k2 Cai:k9 Dee:p1 Ana:k1 Ben:k10 Cai:v3 Dee:k4
expect_rc 0 "Ghoulfriends"
expect_out "Counts: 2 tricks for Ben" "Ghoulfriends counts 2"

run '' trick --round-card w --discards "v3,k5,p2,pr1" Ana:k7 Ben:k9 Cai:pr8 Dee:p1
expect_rc 0 "Fester Feast"
expect_out "Trick to Ben: Ben's Knight 9 wins: it took the trick's running total to 16, past the discards' sum of 11" "Fester Feast"
expect_out "adding up to 11" "Fester Feast says the sum"

run '' trick --round-card t --in-lead Dee Ana:k7 Ben:k2 Cai:k9 Dee:pr1
expect_rc 0 "High Cost of Living"
expect_out "Dee is in the lead and played a Prince: 1 skull onto the card" "High Cost of Living"
expect_out "in the lead on the Hourglass Leader line: Dee" "High Cost of Living says who leads"

run '' trick --round-card u Ana:k7 Ben:k2 Cai:k9 Dee:k1
expect_rc 0 "Last Groan"
expect_out "not the last trick" "Last Groan says what is assumed"

# The Frog and Princes.
run '' trick --frog k2 Ana:k7 Ben:k2 Cai:k9 Dee:k1
expect_rc 0 "--frog"
expect_out "Ben Knight 2 (the Frog)" "--frog moves the Frog"
expect_out "Counts: 1 trick for Cai, or none if Cai leaves the Frog trick uncounted" "a Frog trick"

run '' trick --princes-broken Ana:pr7 Ben:k2 Cai:pr9 Dee:k1
expect_rc 0 "--princes-broken"
expect_out "Princes broke out earlier this round, so Ana may lead one" "--princes-broken"

run '' trick --only-princes Ana:pr7 Ben:k2 Cai:pr9 Dee:k1
expect_rc 0 "--only-princes"
expect_out "Ana declares a hand of only Princes" "--only-princes"

# Princess powers.
run '' trick --players "Ana,Ben,Cai" --pea Ben Ana:p4 Ben:p3 Cai:p7
expect_rc 0 "--pea"
expect_out "Trick to Ben: Ben's Pet 3 (worth 8) wins" "--pea"
expect_out "Ben Pet 3 (+5: 8)" "--pea shows the bonus"

run '' trick --thumbelina Ben Ana:k7 Ben:p2 Cai:k9 Dee:k1
expect_rc 0 "--thumbelina"
expect_out "Ben need not follow suit for this card  [rulebook: Princess Cards: Thumbelina]" "--thumbelina"

run '' trick --teams --alice Ben Ana:k7 Ben:k8 Cai:k9 Dee:k1
expect_rc 0 "--alice"
expect_out "Dee played this card from their own hand as Ben's" "--alice"

run '' trick --dorothy Dee Ana:k7 Ben:k2 Cai:k9 Dee:pr1
expect_rc 0 "--dorothy"
expect_out "Counts: nothing: the trick is under Dorothy" "--dorothy"

run '' trick --rapunzel Dee Ana:v7 Ben:v2 Cai:k9 Dee:pr1
expect_rc 0 "--rapunzel"
expect_out "Dee lays Rapunzel on trick 1: 2 Villagers, 2 skulls" "--rapunzel"

# ---- help
run '' trick --help
expect_rc 0 "trick --help"
expect_out "Rule on one trick" "trick --help"
expect_out "--round-card" "trick --help lists the options"
expect_out "Examples:" "trick --help shows examples"
expect_err_empty "trick --help"

# ---- every refusal: exit 2, one line, nothing on stdout
refused() { # WHAT EXPECTED-STDERR ARGS...
    local what=$1 message=$2
    shift 2
    run '' trick "$@"
    expect_rc 2 "$what"
    expect_out_empty "$what"
    expect_err_lines 1 "$what"
    expect_err "$message" "$what"
}
refused "no cards" "zref: give the cards in play order, e.g. 'zref trick Ana:k7"
refused "an unknown player" "zref: card 4 'Zed:pr1': no player 'Zed': players are Ana, Ben, Cai, Dee" Ana:k7 Ben:k2 Cai:k9 Zed:pr1
refused "a misspelt player" "no player 'Bn' (did you mean 'Ben'?)" Ana:k7 Bn:k2 Cai:k9 Dee:k1
refused "a card not in the deck" "zref: card 4 (Dee): no card 'Knight 11': knights run 1-10 in this deck with 4 players" Ana:k7 Ben:k2 Cai:k9 Dee:k11
refused "a 10 with three players" "knights run 1-9 in this deck with 3 players" --players Ana,Ben,Cai Ana:k10 Ben:k2 Cai:k9
refused "a card that is not a card" "zref: card 1 (Ana): no suit 'kk' (did you mean 'k'?)" Ana:kk7 Ben:k2 Cai:k9 Dee:k1
refused "a card twice" "zref: Knight 7 is given twice (cards 1 and 3): the deck holds each card once" Ana:k7 Ben:k2 Cai:k7 Dee:k1
refused "too few cards" "zref: a trick has one card per player, 4 here (Ana, Ben, Cai, Dee), but 3 were given" Ana:k7 Ben:k2 Cai:k9
refused "too many cards" "but 5 were given" k7 k2 k9 k1 k3
refused "one lap under Ghoulfriends" "two cards per player under Round card z (Ghoulfriends), 8 here" --round-card z k1 k2 k3 k4
refused "a card out of turn" "zref: card 2 is given as Cai's, but it is Ben's turn: after Ana leads, the order is Ana, Ben, Cai, Dee" Ana:k7 Cai:k2 Ben:k9 Dee:k1
refused "a leader that is not card 1's" "zref: --leader says Ben leads, but card 1 is Ana's" --leader Ben Ana:k7 Ben:k2 Cai:k9 Dee:k1
refused "an unknown leader" "zref: --leader: no player 'Zed'" --leader Zed k7 k2 k9 k1
refused "an empty card" "zref: 'Ana:' is not a card: write NAME:CARD" Ana: Ben:k2
refused "a Round card letter" "zref: --round-card: no Round card '9': give its letter, a to z" --round-card 9 k7 k2 k9 k1
refused "a misspelt Round card" "no Round card 'brain' (did you mean 'Brain Drain'?)" --round-card brain k7 k2 k9 k1
refused "two players" "zref: --players: give 3 to 6 names in seat order" --players Ana,Ben Ana:k7 Ben:k2
refused "a player named like a card" "zref: --players: 'k7' reads as a card" --players Ana,Ben,k7 k1 k2 k3
refused "Teams of three" "zref: --teams: Teams are 4 players (2 against 2) or 6" --teams --players A1,B1,C1 k1 k2 k3
refused "a Frog not in the deck" "zref: --frog: no card 'Knight 12'" --frog k12 k1 k2 k3 k4
refused "an early Prince lead" "zref: Ana leads Prince 7, but Princes may be led only once they have broken out: add --princes-broken" Ana:pr7 Ben:k2 Cai:k9 Dee:k1
refused "--only-princes on a Knight lead" "zref: --only-princes is the claim that lets the leader lead a Prince" --only-princes Ana:k7 Ben:k2 Cai:k9 Dee:k1
refused "Fester Feast without discards" "zref: --discards: Round card w (Fester Feast) needs each player's discard" --round-card w k1 k2 k3 k4
refused "a discard also played" "zref: Knight 1 is Dee's discard and card 1 too" --round-card w --discards v1,v2,v3,k1 k1 k2 k3 k4
refused "discards without Fester Feast" "zref: --discards: only Fester Feast (w) has discards" --discards v1 k1 k2 k3 k4
refused "--in-lead without an Hourglass card" "zref: --in-lead: only an Hourglass card (d, h, l, p, t, x)" --in-lead Ana k1 k2 k3 k4
refused "an unknown player in the lead" "zref: --in-lead: no player 'Zed'" --round-card t --in-lead Zed k1 k2 k3 k4
refused "a power for an unknown player" "zref: --pea: no player 'Zed'" --pea Zed k1 k2 k3 k4
refused "two Princesses for one player" "zref: --dorothy and --pea both name Ben: a player holds one Princess" --pea Ben --dorothy Ben k1 k2 k3 k4
refused "Alice in Individuals" "zref: --alice Ana: Alice is for Teams only" --alice Ana k1 k2 k3 k4
refused "Thumbelina with a Prince" "zref: card 2 (Ben's Prince 2): Thumbelina's power lets her play any card but a Prince" --thumbelina Ben Ana:k7 Ben:pr2 Cai:k9 Dee:k1
refused "Dorothy on a trick she did not win" "zref: --dorothy Ben: Dorothy (Drop a House On It): it may be used only right after she wins a trick, before the next card is played (this trick went to Dee)" --dorothy Ben Ana:k7 Ben:k2 Cai:k9 Dee:pr1
refused "Rapunzel without Villagers" "zref: --rapunzel Dee: Rapunzel (A Brush with Death): it may be used only right after she wins a trick holding Villagers" --rapunzel Dee Ana:k7 Ben:k2 Cai:k9 Dee:pr1
refused "an unknown option" "zref: The following argument was not expected: --bogus" --bogus k1 k2 k3 k4

# ---- table readings: --reading, and the config's [readings] as a new game takes them (the option wins)
run '' trick --round-card z k7 k3 k2 k10 k9 v1 k1 k4
expect_rc 0 "Ghoulfriends in two laps"
expect_out "Cards: Ana Knight 7 (led), Ben Knight 3, Cai Knight 2, Dee Knight 10, Ana Knight 9" "two laps by default"
expect_out "Trick to Ana:" "two laps: Ana's 7 + 9"
expect_no_out "Table reading" "the default reading is not said"
run '' trick --round-card z --reading ghoulfriends-order=two-per-turn k7 k3 k2 k10 k9 v1 k1 k4
expect_rc 0 "Ghoulfriends two per turn"
expect_out "Cards: Ana Knight 7 (led), Ana Knight 3, Ben Knight 2, Ben Knight 10, Cai Knight 9" "both cards on each turn"
expect_out "Trick to Ben:" "two per turn: Ben's 2 + 10"
expect_out "  - Table reading ghoulfriends-order: two-per-turn" "Assumed: says the reading"
mkdir -p "$XDG_CONFIG_HOME/zref"
printf '[readings]\nghoulfriends-order = "two-per-turn"\n' >"$XDG_CONFIG_HOME/zref/config.toml"
run '' trick --round-card z k7 k3 k2 k10 k9 v1 k1 k4
expect_out "Trick to Ben:" "the config's reading"
run '' trick --round-card z --reading ghoulfriends-order=two-laps k7 k3 k2 k10 k9 v1 k1 k4
expect_out "Trick to Ana:" "--reading beats the config"
rm "$XDG_CONFIG_HOME/zref/config.toml"
refused "a bad reading value" "zref: --reading: reading ghoulfriends-order: give two-laps or two-per-turn (the default is two-laps)" --round-card z --reading ghoulfriends-order=both k7 k3 k2 k10 k9 v1 k1 k4
refused "an unknown reading" "zref: --reading: reading: no reading 'ghoulfriend' (did you mean 'ghoulfriends-order'?)" --reading ghoulfriend=two-laps k1 k2 k3 k4
refused "a reading without a value" "zref: --reading: write ID=VALUE" --reading ghoulfriends-order k1 k2 k3 k4
refused "a card out of turn, two per turn" "zref: card 2 is given as Ben's, but it is Ana's turn: after Ana leads, the order is Ana, Ana, Ben, Ben, Cai, Cai, Dee, Dee, each playing both cards on their turn" --round-card z --reading ghoulfriends-order=two-per-turn Ana:k7 Ben:k2 Cai:k9 Dee:k1 Ana:k3 Ben:k10 Cai:v1 Dee:k4

# --format json: the whole answer as one JSON object (a trick).
expected=$(cat <<'JSON'
{
  "game": "zombie-princess",
  "players": 4,
  "mode": "individuals",
  "card": "a",
  "card_name": "Opening Night (of the Living Dead)",
  "cards": [{"name": "Ana", "card": "k7", "strength": 7}, {"name": "Ben", "card": "k2", "strength": 2}, {"name": "Cai", "card": "k9", "strength": 9}, {"name": "Dee", "card": "pr1", "strength": 1}],
  "winner": "Dee",
  "frog": false,
  "counts": "1 trick for Dee",
  "headline": "Trick to Dee: Dee's Prince 1 wins: a Prince was played, and the highest Prince takes the trick whatever suit was led",
  "reasons": [{"text": "Dee's Prince 1 wins: a Prince was played, and the highest Prince takes the trick whatever suit was led", "section": "The Privileged Princes"}, {"text": "Ana's Knight 7 cannot win: it follows the led suit, but a Prince was played", "section": "The Privileged Princes"}, {"text": "Ben's Knight 2 cannot win: it follows the led suit, but a Prince was played", "section": "The Privileged Princes"}, {"text": "Cai's Knight 9 cannot win: it follows the led suit, but a Prince was played", "section": "The Privileged Princes"}],
  "readings": [],
  "warnings": [],
  "notices": ["Princes have broken out: they may be led from now on this round"],
  "assumed": ["following suit is not checked: zref does not see hands, so whether a card off the led suit was allowed is the table's call"],
  "lines": ["game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1", "start Ana", "princesses none", "powers off", "strictness strict", "begin", "bid Ana 2", "bid Ben 2", "bid Cai 2", "bid Dee 2", "play Ana k7", "play Ben k2", "play Cai k9", "play Dee pr1"]
}
JSON
)
run '' trick --format json Ana:k7 Ben:k2 Cai:k9 Dee:pr1
expect_rc 0 "a trick as JSON"
[[ $out == "$expected" ]] || fail "a trick as JSON: stdout differs from the expected object"
expect_err_empty "a trick as JSON"
refused "an unknown format" "zref: --format: 'xml' is not a format: give text (the default) or json" --format xml Ana:k7 Ben:k2 Cai:k9 Dee:pr1

finish
