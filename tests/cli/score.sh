# zref score: one side's end-of-round receipt from the facts, in the layout
# of a game's receipts. A receipt goes to stdout with exit 0; bad input prints
# one 'zref: ...' line on stderr, nothing on stdout, and exits 2. Nothing is
# written to disk.
source "$(dirname "$0")/_lib.sh"

# ---- success: the whole receipt, and the same receipt a game prints
run '' score --bid 2 --tricks 3 --skulls 2
expect_rc 0 "a made bid with an extra trick"
expect_err_empty "a made bid with an extra trick"
expected="Receipt (4 players, Individuals; Round card a (Opening Night)):
  Player: bid 2, counted 3 tricks
       skulls held                                                                           2
    1  Princess skulls   none (Princess powers are off)                                      0
    2  Zero bid          no zero bid                                                         0
    3  Missed tricks     nothing missing                                                     0
    4  Round card        no effect                                                           0
    5  Bid points        bid 2 made with 3 tricks                                         2 pt
    6  Over-tricks       1 extra trick x 1                                                  -1
    => 2 points, skulls 2 -> 1"
[ "$out" == "$expected" ] || fail "the whole receipt differs from the golden text"
[ ! -e "$XDG_DATA_HOME/zref" ] || fail "zref score wrote into the games directory"

# A game scored by counts prints the same lines for Ana.
{ setup_lines; printf '%s\n' "bid Ana 2" "bid Ben 3" "bid Cai 2" "bid Dee 3" \
    "tricks Ana 3" "tricks Ben 3" "tricks Cai 2" "tricks Dee 2"; } >game.zref
receipt=$out
run '' replay game.zref
expect_rc 0 "replay of the same round"
while IFS= read -r line; do
    case $line in
    "Receipt ("* | "  Player: "*) ;;
    *) expect_out "$line" "the game's receipt has '$line'" ;;
    esac
done <<<"$receipt"

# Zero bids: 10 skulls with 3-4 players, 5 with 5-6, 5 per partner in Teams.
run '' score --zero --tricks 0 --skulls 2
expect_rc 0 "a zero bid"
expect_out "1 successful zero bid x 10" "a zero bid with 4 players"
run '' score --players 5 --bid 0 --tricks 0 --skulls 2
expect_out "1 successful zero bid x 5" "a zero bid with 5 players"
run '' score --players "Ana,Ben,Cai,Dee,Eve,Fay" --zero --tricks 1 --skulls 2
expect_out "zero bid failed: a trick was taken" "a failed zero bid"
run '' score --teams --bid 4 --zero --tricks 4 --skulls 4 --round-card q
expect_rc 0 "a team with a zero bidder"
expect_out "Team: bid 4, counted 4 tricks" "Teams"
expect_out "1 successful zero bid x 5" "a partner's zero bid"
expect_out "Round card q (Skull Smashers)" "the Round card"

# Paying for missed tricks.
run '' score --bid 3 --tricks 2 --skulls 6 --pay yes
expect_rc 0 "--pay yes"
expect_out "paid 3 x 1 missing trick" "--pay yes"
expect_out "=> 3 points, skulls 6 -> 3" "--pay yes"
run '' score --bid 3 --tricks 2 --skulls 6
expect_out "Note: paying 3 skulls for the 1 missing trick would make the bid and score 3 points: add --pay yes" "a payment not said"
run '' score --bid 3 --tricks 2 --skulls 6 --pay no
expect_no_out "Note:" "--pay no"
expect_out "declined to pay for 1 missing trick" "--pay no"

# Round cards.
run '' score --round-card b --bid 2 --tricks 2 --skulls 2 --card-skulls 3
expect_out "3 for captured 1s and 2s (typed by the table)" "Ah One and Ah Two"
run '' score --round-card q --bid 1 --tricks 3 --skulls 5
expect_out "2 extra tricks x 2" "Skull Smashers doubles the over-trick penalty"
run '' score --round-card d --bid 2 --tricks 3 --skulls 2
expect_out "not in the lead: 2 x 3 counted tricks" "Dead Set on Winning, not in the lead"
run '' score --round-card d --hourglass-leader --bid 2 --tricks 3 --skulls 2
expect_out "in the lead: no skulls from this card" "Dead Set on Winning, in the lead"
run '' score --round-card l --hourglass-leader --bid 2 --tricks 3 --skulls 5
expect_out "in the lead and bid not hit exactly: all skulls returned" "Revenge of the Living"
run '' score --round-card h --stake --bid 2 --tricks 2 --skulls 3
expect_out "stake of 3 won: bid hit exactly" "Headhunters"
run '' score --round-card t --hourglass-last --pile 5 --last-shared 2 --bid 2 --tricks 2 --skulls 4
expect_out "receives 2 of the 5 on the card (split 2 ways, 1 back to the supply)" "High Cost of Living"
run '' score --round-card t --hourglass-leader --card-skulls 2 --bid 2 --tricks 2 --skulls 4
expect_out "put 2 skulls on the card during play (already taken)" "High Cost of Living, in the lead"

# Princess skulls.
run '' score --bid 2 --tricks 2 --skulls 2 --princess goldilocks
expect_out "Goldilocks: her own 2 tricks match her bid: 3" "Goldilocks"
run '' score --bid 2 --tricks 2 --skulls 2 --princess dorothy
expect_out "Dorothy unused: 1" "an unused Princess"
run '' score --bid 2 --tricks 2 --skulls 2 --princess dorothy --used dorothy
expect_out "Dorothy: a trick under her card: 3" "Dorothy used"
run '' score --bid 2 --tricks 2 --skulls 2 --princess rapunzel --used rapunzel --villagers 2
expect_out "Rapunzel: 2 Villagers in the trick she marked: 2" "Rapunzel used"
run '' score --bid 2 --tricks 4 --skulls 2 --princess swan
expect_out "Swan Maiden: 4 tricks won, 1 skull per 2: 2" "Swan Maiden"
run '' score --teams --bid 4 --tricks 4 --skulls 4 --princess goldilocks,ice --own-tricks 2 --own-bid 2
expect_out "Goldilocks: her own 2 tricks match her bid: 3; The Ice Princess unused: 1     +4" "a team's two Princesses"
run '' score --bid 2 --tricks 2 --skulls 2 --princess-skulls 4
expect_out "4 as counted by the table" "--princess-skulls"

# ---- help
run '' score --help
expect_rc 0 "score --help"
expect_out "Score one side's round" "score --help"
expect_out "--card-skulls" "score --help lists the options"
expect_out "Examples:" "score --help shows examples"
expect_err_empty "score --help"

# ---- every refusal: exit 2, one line, nothing on stdout
refused() { # WHAT EXPECTED-STDERR ARGS...
    local what=$1 message=$2
    shift 2
    run '' score "$@"
    expect_rc 2 "$what"
    expect_out_empty "$what"
    expect_err_lines 1 "$what"
    expect_err "$message" "$what"
}
refused "no bid" "zref: --bid: give the bid, e.g. --bid 2 (or --zero for a zero bid)" --tricks 3 --skulls 2
refused "no team bid" "zref: --bid: give the team's bid" --teams --tricks 3 --skulls 2
refused "no tricks" "zref: --tricks: give the tricks counted for the bid" --bid 2 --skulls 2
refused "no skulls" "zref: --skulls: give the skulls held before scoring" --bid 2 --tricks 2
refused "too many tricks" "zref: --tricks: 11 is not a valid number of tricks (Round card a (Opening Night), 4 players): give a whole number from 0 to 10" --bid 2 --tricks 11 --skulls 2
refused "a trick fewer under Fester Feast" "from 0 to 9" --round-card w --bid 2 --tricks 10 --skulls 2
refused "too high a bid" "zref: --bid: 12 is not a valid bid: give a whole number from 0 to 10" --bid 12 --tricks 1 --skulls 2
refused "a negative bid" "zref: --bid: -1 is not a valid bid" --bid -1 --tricks 1 --skulls 2
refused "negative skulls" "zref: --skulls: -3 is not a valid number of skulls" --bid 1 --tricks 1 --skulls -3
refused "a bid that is a word" "zref: " --bid x --tricks 1 --skulls 2
refused "a zero bid and a bid" "zref: --zero is a bid of 0, but --bid says 2" --zero --bid 2 --tricks 1 --skulls 2
refused "zero tricks for an Individual" "zref: --zero-tricks is for Teams" --bid 2 --tricks 2 --skulls 2 --zero-tricks 0
refused "a Teams bid of 0 without the partners' tricks" "zref: --bid 0 in Teams means both partners bid zero: give what each took, e.g. --zero-tricks 2,0" --teams --bid 0 --tricks 2 --skulls 4
refused "zero tricks that are not numbers" "zref: --zero-tricks: 'x' is not a whole number" --teams --bid 2 --tricks 2 --skulls 4 --zero-tricks x
refused "a bad --pay" "zref: --pay: say yes (skulls were paid for the missed tricks) or no, not 'maybe'" --bid 2 --tricks 2 --skulls 2 --pay maybe
refused "paying with nothing missing" "zref: --pay yes: nothing to pay for: 2 tricks meet the bid of 2" --bid 2 --tricks 2 --skulls 2 --pay yes
refused "paying without the skulls" "zref: --pay yes: 2 missing tricks cost 6 skulls, but only 2 are held after steps 1-2" --bid 3 --tricks 1 --skulls 2 --pay yes
refused "seven players" "zref: --players: give 3 to 6 (a number, or the names), not 7" --players 7 --bid 2 --tricks 2 --skulls 2
refused "Teams of three" "zref: --teams: Teams are 4 players (2 against 2) or 6" --players 3 --teams --bid 2 --tricks 2 --skulls 2
refused "a Round card letter" "zref: --round-card: no Round card 'zz'" --round-card zz --bid 2 --tricks 2 --skulls 2
refused "card-skulls missing" "zref: --card-skulls: Round card b (Ah One and Ah Two) needs the skulls for the 1s and 2s in the side's tricks, which only the cards show: add --card-skulls N" --round-card b --bid 2 --tricks 2 --skulls 2
refused "card-skulls not needed" "zref: --card-skulls: Round card a (Opening Night) needs no card-skulls: leave it out" --bid 2 --tricks 2 --skulls 2 --card-skulls 3
refused "the lead without an Hourglass card" "zref: --hourglass-leader: only an Hourglass card (d, h, l, p, t, x)" --bid 2 --tricks 2 --skulls 2 --hourglass-leader
refused "a pile without t" "zref: --pile: only The High Cost of Living (t)" --bid 2 --tricks 2 --skulls 2 --pile 3
refused "a stake without h" "zref: --stake: only Headhunters (h)" --bid 2 --tricks 2 --skulls 2 --stake
refused "a stake in the lead" "zref: --stake: a side in the lead may not stake its skulls" --round-card h --hourglass-leader --stake --bid 2 --tricks 2 --skulls 2
refused "a stake of nothing" "zref: --stake: a side with no skulls has none to stake" --round-card h --stake --bid 2 --tricks 2 --skulls 0
refused "a misspelt Princess" "zref: --princess: no Princess 'dorthy' (did you mean 'dorothy'?)" --bid 2 --tricks 2 --skulls 2 --princess dorthy
refused "Alice in Individuals" "zref: --princess: Alice plays only in Teams" --bid 2 --tricks 2 --skulls 2 --princess alice
refused "two Princesses for one player" "zref: --princess: a player holds 1 Princess, but 2 were given" --bid 2 --tricks 2 --skulls 2 --princess dorothy --princess pea
refused "a power used without its Princess" "zref: --used: name the side's Princesses with --princess first" --bid 2 --tricks 2 --skulls 2 --used dorothy
refused "an always-active power used" "zref: --used: Goldilocks is always active" --bid 2 --tricks 2 --skulls 2 --princess goldilocks --used goldilocks
refused "Rapunzel without Villagers" "zref: --used rapunzel: give the Villagers in the trick she lay on" --bid 2 --tricks 2 --skulls 2 --princess rapunzel --used rapunzel
refused "both Princess forms" "zref: give --princess-skulls or --princess, not both" --bid 2 --tricks 2 --skulls 2 --princess-skulls 2 --princess pea
refused "Goldilocks in Teams without her own" "zref: --own-tricks and --own-bid: in Teams Goldilocks scores on her own bid and tricks" --teams --bid 2 --tricks 2 --skulls 4 --princess goldilocks
refused "own tricks without Goldilocks" "zref: --own-tricks: only Goldilocks or Swan Maiden in Teams" --bid 2 --tricks 2 --skulls 2 --own-tricks 1
refused "an unknown option" "zref: The following argument was not expected: --bogus" --bid 2 --tricks 2 --skulls 2 --bogus

# ---- table readings: --reading, and the config's [readings] as a new game takes them (the option wins)
run '' score --zero --tricks 0 --skulls 2 --princess dorothy --used dorothy
expect_out "1 successful zero bid x 10" "dorothy-zero-bid keeps by default"
expect_no_out "Table reading" "the default reading is not said"
run '' score --zero --tricks 0 --skulls 2 --princess dorothy --used dorothy --reading dorothy-zero-bid=breaks
expect_rc 0 "dorothy-zero-bid breaks"
expect_out "zero bid failed: a trick was taken" "dorothy-zero-bid breaks"
expect_out "=> 0 points, skulls 2 -> 5" "dorothy-zero-bid breaks"
expect_out "Table reading dorothy-zero-bid: breaks" "the receipt says the reading"
run '' score --zero --tricks 0 --skulls 2 --princess goldilocks --reading goldilocks-zero-bid=no-match
expect_out "Goldilocks: a bid of 0 earns her nothing (reading goldilocks-zero-bid): 0" "goldilocks-zero-bid no-match"
mkdir -p "$XDG_CONFIG_HOME/zref"
printf '[readings]\nteam-zero-bid-tricks = "apart"\n' >"$XDG_CONFIG_HOME/zref/config.toml"
run '' score --teams --bid 3 --zero-tricks 1 --tricks 3 --skulls 4 --pay no
expect_rc 0 "team-zero-bid-tricks apart from the config"
expect_out "1 extra trick x 2 (1 won on a failed zero bid)" "team-zero-bid-tricks apart from the config"
expect_out "Table reading team-zero-bid-tricks: apart" "the config's reading is said"
run '' score --teams --bid 3 --zero-tricks 1 --tricks 3 --skulls 4 --reading team-zero-bid-tricks=count
expect_out "bid 3 made with 3 tricks" "--reading beats the config"
rm "$XDG_CONFIG_HOME/zref/config.toml"
refused "a bad reading value" "zref: --reading: reading dorothy-zero-bid: give keeps or breaks (the default is keeps)" --bid 2 --tricks 2 --skulls 2 --reading dorothy-zero-bid=maybe
refused "an unknown reading" "zref: --reading: reading: no reading 'dorothy' (did you mean 'dorothy-zero-bid'?)" --bid 2 --tricks 2 --skulls 2 --reading dorothy=breaks
refused "a reading without a value" "zref: --reading: write ID=VALUE" --bid 2 --tricks 2 --skulls 2 --reading dorothy-zero-bid

# --format json: the whole answer as one JSON object (a receipt).
expected=$(cat <<'JSON'
{
  "game": "zombie-princess",
  "table": "4 players, Individuals; Round card a (Opening Night)",
  "name": "Player", "bid": 3, "tricks": 2, "points": 3, "skulls": 3, "skulls_before": 6, "made": true, "paid": true,
  "steps": [
    {"step": 1, "label": "Princess skulls", "detail": "none (Princess powers are off)", "skulls": 0},
    {"step": 2, "label": "Zero bid", "detail": "no zero bid", "skulls": 0},
    {"step": 3, "label": "Missed tricks", "detail": "paid 3 x 1 missing trick", "skulls": -3},
    {"step": 4, "label": "Round card", "detail": "no effect", "skulls": 0},
    {"step": 5, "label": "Bid points", "detail": "bid 3 made with 3 tricks (missing ones paid for)", "skulls": 0},
    {"step": 6, "label": "Over-tricks", "detail": "none", "skulls": 0}
  ],
  "readings": [],
  "notes": []
}
JSON
)
run '' score --format json --bid 3 --tricks 2 --skulls 6 --pay yes
expect_rc 0 "a receipt as JSON"
[[ $out == "$expected" ]] || fail "a receipt as JSON: stdout differs from the expected object"
expect_err_empty "a receipt as JSON"
refused "an unknown format" "zref: --format: 'xml' is not a format: give text (the default) or json" --format xml --bid 3 --tricks 2 --skulls 6 --pay yes

finish
