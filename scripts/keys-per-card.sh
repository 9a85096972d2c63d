#!/usr/bin/env bash
# Keys per card (issue 32, "Measured, not guessed"): how many key presses the
# person at the table makes to referee a round of Zombie Princess, per card
# played. A benchmark, not a test: it prints figures and checks only that
# zref accepts every line typed.
#
#   scripts/keys-per-card.sh [path/to/zref]      # default: build/zref
#
# zref runs in a real terminal (a private tmux server); the script waits for
# each prompt, as the tmux tests do (tests/cli/_tmux.sh), then types what a
# person who read the help would type: the shortest accepted shorthand
# everywhere ('2' for a bid, 'k7' for a card, 'A 3' then '3' for trick
# counts, 'c' (count), 'n' (no), 'f' (first)). Keys are every key sent: each character
# of a line and its Enter. When a prompt offers an entry in square brackets
# (zref's inferred entry, e.g. 'R1b t10 [...] Dee plays [k3]>' or
# 'R1a tricks [2]>'), Enter alone accepts it, and the script does that; it
# also counts the keys that saved (the entry's characters), so the figure
# without them is shown too. Builds without those entries work as well.
#
# Two rounds, each in its own game, 4 players (Ana, Ben, Cai, Dee), 10 cards
# each:
#   1. typed card by card, Princess powers on and Princesses entered, under
#      Round card b (Ah One and Ah Two): the bids, the Ice Princess lowering
#      Cai's bid before trick 1, the Pea Princess on one of Ana's turns,
#      every card, then what zref asks once the round is over (Dorothy's
#      power after the last trick, the Frog, buying missed tricks, who starts
#      round 2). The hands are dealt here from a fixed seed; each player
#      plays a random legal card from their own hand (following suit, no
#      Prince led before Princes break out), and zref rules every trick.
#   2. scored from trick counts only, powers off, Round card a: the bids,
#      then 'A 3' and bare counts (one of them with 'frog'), then the same
#      end-of-round questions. Cards here: the ones the round would have had,
#      players x hand size.
# A round's keys run from its first bid to the first prompt of round 2; the
# Princess choices before round 1 are game setup, shown apart and not
# counted. The last line is the figure for both rounds together.
#
# KEYS_PER_CARD_SCREEN=1 also prints each game's screen to standard error.
#
# Needs tmux. Runs in some 10-20 s. Everything (journals, XDG dirs, the tmux
# socket) lives in a mktemp directory removed on exit. Exits 1, with the
# screen, if zref refuses a line or a prompt does not come.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
zref=${1:-$root/build/zref}
case $zref in /*) ;; *) zref=$PWD/$zref ;; esac
[[ -x $zref ]] || { echo "keys-per-card: no zref at $zref (build it: cmake --build build -j2)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "keys-per-card: tmux is not installed (apt-get install tmux)" >&2; exit 1; }

work=$(mktemp -d)
sock=$work/tmux.sock
tm() { tmux -S "$sock" "$@"; }
trap 'tm kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state XDG_DATA_HOME=$work/data TERM=xterm
mkdir -p "$XDG_CONFIG_HOME" "$XDG_STATE_HOME" "$XDG_DATA_HOME"

players=(Ana Ben Cai Dee)
pane=

# --- the terminal -----------------------------------------------------------

# start GAME-NAME ZREF-ARGS...: zref in a new 160x50 session.
start() {
    pane=$1
    shift
    # A long scrollback, so that the lines on screen only ever grow.
    tm start-server \; set-option -g history-limit 100000 \; new-session -d -s "$pane" -x 160 -y 50 \
        "env XDG_CONFIG_HOME='$XDG_CONFIG_HOME' XDG_STATE_HOME='$XDG_STATE_HOME' XDG_DATA_HOME='$XDG_DATA_HOME' \
         '$zref' --color never $*; echo ZREF-EXITED-\$?; sleep 60"
}
# screen: every line so far (wrapped lines joined), blanks at the end of each
# line and blank lines at the end cut.
screen() { tm capture-pane -p -J -S - -t "$pane" | awk '{ sub(/ +$/, ""); l[NR] = $0 } NF { n = NR } END { for (i = 1; i <= n; i++) print l[i] }'; }
die() {
    echo "keys-per-card: $*" >&2
    echo "--- screen:" >&2
    screen | tail -40 >&2
    exit 1
}
lines=0   # lines on screen when the current prompt came
prompt=   # the current prompt, trailing blanks cut
# wait_prompt: until a new prompt is the last line (10 s at most); then fail
# if zref refused the line typed (a 'zref:' line after it).
wait_prompt() {
    local text n last end=$((SECONDS + 10))
    while ((SECONDS < end)); do
        text=$(screen)
        n=$(printf '%s\n' "$text" | wc -l)
        last=$(printf '%s\n' "$text" | tail -n 1)
        [[ $last == ZREF-EXITED-* ]] && die "zref exited"
        if ((n > lines)) && [[ $last == *'>' ]]; then
            if printf '%s\n' "$text" | tail -n +$((lines + 1)) | grep -q '^zref:'; then
                die "zref refused a line"
            fi
            lines=$n prompt=$last
            return 0
        fi
        sleep 0.025
    done
    die "no prompt came"
}
keys=0 saved=0 defaults=0
# send LINE: its characters, then Enter, and the wait for the next prompt.
send() {
    [[ -n $1 ]] && tm send-keys -t "$pane" -l -- "$1"
    tm send-keys -t "$pane" Enter
    keys=$((keys + ${#1} + 1))
    wait_prompt
}
# The entry the prompt offers in brackets, '' for none: 'Dee plays [k3]>'.
offered() {
    if [[ $prompt =~ \ \[([^]\ ]+)\]\>$ ]]; then echo "${BASH_REMATCH[1]}"; fi
}
# take_offered: Enter alone for the offered entry, counting what it saved.
take_offered() {
    saved=$((saved + ${#1}))
    defaults=$((defaults + 1))
    send ""
}

# --- the cards ----------------------------------------------------------------

rng=1
# rand N: a number below N (a fixed LCG, the same on every machine).
rand() {
    rng=$(((rng * 1103515245 + 12345) & 0x7fffffff))
    r=$(((rng >> 8) % $1))
}
suit_of() { [[ $1 == pr* ]] && echo pr || echo "${1:0:1}"; }
value_of() { [[ $1 == pr* ]] && echo "${1:2}" || echo "${1:1}"; }
declare -A hand bid
# deal SEED: the 40 cards shuffled, 10 to each player (the hands after the pass).
deal() {
    rng=$1
    local deck=() s v i j t
    for s in v p k pr; do for v in $(seq 1 10); do deck+=("$s$v"); done; done
    for ((i = ${#deck[@]} - 1; i > 0; i--)); do
        rand $((i + 1)); j=$r
        t=${deck[i]} deck[i]=${deck[j]} deck[j]=$t
    done
    for i in "${!players[@]}"; do hand[${players[i]}]="${deck[*]:i*10:10}"; done
}
# A plausible bid: the high cards, the high Princes counting double.
plan_bid() {
    local c n=0
    for c in ${hand[$1]}; do
        case $(suit_of "$c") in
            pr) (($(value_of "$c") >= 8)) && n=$((n + 2)); (($(value_of "$c") >= 4)) && n=$((n + 1)) ;;
            *) (($(value_of "$c") >= 9)) && n=$((n + 1)) ;;
        esac
    done
    echo $((n / 2))
}
drop_card() {
    local c out=()
    for c in ${hand[$1]}; do [[ $c == "$2" ]] || out+=("$c"); done
    hand[$1]="${out[*]}"
}
broken=0
# choose PLAYER LED-SUIT: a random legal card of the player's hand ('' led: a lead).
choose() {
    local c all legal=()
    read -ra all <<<"${hand[$1]}"
    if [[ -n $2 ]]; then
        for c in "${all[@]}"; do [[ $(suit_of "$c") == "$2" ]] && legal+=("$c"); done
    elif ((!broken)); then
        for c in "${all[@]}"; do [[ $(suit_of "$c") == pr ]] || legal+=("$c"); done
    fi
    ((${#legal[@]})) || legal=("${all[@]}")
    rand ${#legal[@]}
    card=${legal[r]}
}

# The shortest start of a name no other player's name shares.
short_name() {
    local n=1 p pre clash
    while :; do
        clash=0 pre=${1:0:n}
        for p in "${players[@]}"; do
            [[ $p != "$1" && ${p,,} == "${pre,,}"* ]] && clash=1
        done
        ((clash)) || { echo "${1:0:n}"; return; }
        n=$((n + 1))
    done
}

# end_of_round: what zref asks once the round is over, until round 2 begins.
end_of_round() {
    local d
    while [[ $prompt != R2* ]]; do
        d=$(offered)
        if [[ -n $d ]]; then take_offered "$d"; continue; fi
        case $prompt in
            *' power>') send pass ;;             # Dorothy/Rapunzel after the last trick
            *' frog count/drop>') send c ;;
            *' pay yes/no>') send n ;;
            *' first/last>') send f ;;
            *) die "an unexpected prompt: $prompt" ;;
        esac
    done
}

# bids: one per bid prompt, the planned bid (or Enter for an offered one).
bids() {
    local d
    while [[ $prompt =~ ^R1[a-z]\ ([A-Za-z]+)\ bids ]]; do
        local who=${BASH_REMATCH[1]}
        d=$(offered)
        if [[ -n $d ]]; then take_offered "$d"; bid[$who]=$d; continue; fi
        bid[$who]=$(plan_bid "$who")
        send "${bid[$who]}"
    done
}

cards_of_round() {  # the hand size zref announced, times the players
    local n
    n=$(screen | sed -n 's/.* \([0-9][0-9]*\) cards each.*/\1/p' | head -n 1)
    [[ -n $n ]] || die "no hand size on screen"
    echo $((n * ${#players[@]}))
}

# --- 1. a round typed card by card --------------------------------------------

names=$(IFS=,; echo "${players[*]}")
start zp1 new --seed 11 --players "$names" --powers on --princesses enter --rounds "'b a a a'" \
    --journal "'$work/typed.zref'"
wait_prompt
# Setup: the Princess choices, the next to choose in seat order (not counted).
for princess in pea dorothy ice swan; do send "$princess"; done
setup_keys=$keys
keys=0 saved=0 defaults=0
cards1=$(cards_of_round)

deal 11
bids
ice=0 pea=0 played=0
while [[ $prompt =~ ^R1[a-z]\ t([0-9]+)\ (\[([A-Za-z]+)\ led:[^]]*\]\ )?([A-Za-z]+)\ plays ]]; do
    trick=${BASH_REMATCH[1]} led_name=${BASH_REMATCH[3]} who=${BASH_REMATCH[4]}
    case $led_name in Villager*) led=v ;; Pet*) led=p ;; Knight*) led=k ;; Prince*) led='pr' ;; *) led='' ;; esac
    # The Ice Princess lowers Cai's bid before any card of trick 1.
    if ((!ice)) && [[ -z $led ]] && ((trick == 1)) && ((${bid[Cai]:-0} > 0)); then
        ice=1; send "ice"; continue
    fi
    # The Pea Princess: on Ana's first turn from trick 3 on, before her card.
    if ((!pea)) && [[ $who == Ana ]] && ((trick >= 3)); then
        pea=1; send "pea"; continue
    fi
    d=$(offered)
    if [[ -n $d ]]; then
        [[ " ${hand[$who]} " == *" $d "* ]] || die "zref offers $d, which $who does not hold"
        card=$d
        drop_card "$who" "$card"
        take_offered "$card"
    else
        choose "$who" "$led"
        drop_card "$who" "$card"
        # A card of the led suit is its number alone ("7" once Knights are led).
        if [[ -n $led && $(suit_of "$card") == "$led" ]]; then send "$(value_of "$card")"; else send "$card"; fi
        # Leading a Prince before they break out (only from a hand of Princes): zref asks.
        [[ -z $led && $broken == 0 && $(suit_of "$card") == pr ]] && send "y"
    fi
    [[ $(suit_of "$card") == pr ]] && broken=1
    played=$((played + 1))
done
((played == cards1)) || die "the round ended after $played cards, not $cards1"
end_of_round
keys1=$keys saved1=$saved defaults1=$defaults
[[ -n ${KEYS_PER_CARD_SCREEN:-} ]] && screen >&2
tm kill-session -t zp1

# --- 2. a round scored from trick counts -----------------------------------------

start zp2 new --seed 12 --players "$names" --rounds "'a a a a'" --journal "'$work/counts.zref'"
lines=0
wait_prompt
keys=0 saved=0 defaults=0
cards2=$(cards_of_round)
hand_size=$((cards2 / ${#players[@]}))
deal 12
bids
# The counts: the bids, then made to add up to the hand size, in seat order.
counts=()
total=0
for p in "${players[@]}"; do counts+=("${bid[$p]}"); total=$((total + ${bid[$p]})); done
i=0
while ((total != hand_size)); do
    if ((total < hand_size)); then counts[i]=$((counts[i] + 1)); total=$((total + 1))
    elif ((counts[i] > 0)); then counts[i]=$((counts[i] - 1)); total=$((total - 1)); fi
    i=$(((i + 1) % ${#players[@]}))
done
[[ $prompt =~ ^R1[a-z]\ t1\ [A-Za-z]+\ plays ]] || die "not the first card's prompt: $prompt"
# The first count names its player (the first in seat order); the rest are
# bare, for the next player still to type. The Frog is in the tricks of the
# first player with a trick, not the last to type when another can hold it
# (the last count is the one zref may offer).
frog=-1
for i in "${!players[@]}"; do
    ((counts[i] > 0)) && { frog=$i; ((i < ${#players[@]} - 1)) && break; }
done
for i in "${!players[@]}"; do
    line=${counts[i]}
    ((i == 0)) && line="$(short_name "${players[0]}") $line"
    ((i == frog)) && line="$line frog"
    d=$(offered)
    if [[ -n $d && $d == "${counts[i]}" && $line == "$d" ]]; then
        take_offered "$d"
    else
        send "$line"
    fi
done
end_of_round
keys2=$keys saved2=$saved defaults2=$defaults
[[ -n ${KEYS_PER_CARD_SCREEN:-} ]] && screen >&2
tm kill-session -t zp2

# --- the figures ---------------------------------------------------------------

per() { awk -v k="$1" -v c="$2" 'BEGIN { printf "%.2f", k / c }'; }
entries() { (($1 == 1)) && echo "1 entry" || echo "$1 entries"; }
report() {  # NAME KEYS CARDS SAVED DEFAULTS
    echo "$1: $2 keys, $3 cards, keys per card: $(per "$2" "$3")"
    if (($5)); then
        echo "  Enter alone for $(entries "$5") zref offered in [brackets] saved $4 keys;" \
            "typed out: $(per $(($2 + $4)) "$3") keys per card"
    fi
}
report "round 1, typed card by card (powers on, Round card b)" "$keys1" "$cards1" "$saved1" "$defaults1"
report "round 2, trick counts only (Round card a)" "$keys2" "$cards2" "$saved2" "$defaults2"
echo "setup before round 1 of the typed game (4 Princess choices, not counted): $setup_keys keys"
if ((defaults1 + defaults2)); then
    echo "both rounds typed out, without the offered entries: $((keys1 + keys2 + saved1 + saved2)) keys," \
        "keys per card: $(per $((keys1 + keys2 + saved1 + saved2)) $((cards1 + cards2)))"
fi
echo "both rounds: $((keys1 + keys2)) keys, $((cards1 + cards2)) cards, keys per card: $(per $((keys1 + keys2)) $((cards1 + cards2)))"
