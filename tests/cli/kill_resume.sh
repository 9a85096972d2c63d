# Nothing acknowledged is lost when zref is killed (SIGKILL) at any moment.
# A whole game (tests/transcripts/3-individuals.zref) is typed into
# `zref new --journal F` through a fifo, a few lines at a time, and zref is
# killed after a random number of rulings, or while it writes the next line,
# or while it starts; then `zref resume F` continues where the journal
# stopped, and is killed again, until the game is over, game after game, at
# least 200 kills in all. After every kill:
#   - zref died of the kill (it never stopped by itself: resume never fails),
#   - its only message, if any, is the torn-line warning of resume,
#   - the journal is a byte prefix of the same game typed without kills (at
#     most a torn last line, which resume drops),
#   - every line whose ruling was shown on stdout is among its whole lines.
# Each finished game replays to the transcript's score sheet.
#
# ZREF_KILLS (default 200) sets the number of kills, ZREF_KILL_SEED the
# random seed (printed, to reproduce a failure).
TRANSCRIPT_DIR=$(cd "$(dirname "$0")/../transcripts" && pwd)
source "$(dirname "$0")/_lib.sh"
export LC_ALL=C

KILLS=${ZREF_KILLS:-200}
SEED=${ZREF_KILL_SEED:-$(( $(date +%s) % 100000 ))}
RANDOM=$SEED
echo "kill_resume: seed $SEED (rerun with ZREF_KILL_SEED=$SEED), $KILLS kills"

NEW_ARGS=(new --players "Ana,Ben,Cai" --mode individuals --rounds "a b c d" --seed 7 --start Ana
          --princesses none --powers off)

# The commands after the setup, as the transcript has them.
commands=()
begun=0
while IFS= read -r line; do
    [[ -z $line || $line == '#'* ]] && continue
    if [ "$begun" -eq 1 ]; then commands+=("$line"); fi
    [ "$line" = begin ] && begun=1
done <"$TRANSCRIPT_DIR/3-individuals.zref"
[ "${#commands[@]}" -gt 100 ] || { echo "FAIL: no commands read from the transcript" >&2; exit 1; }

# The same game typed without kills: the journal every killed game must be a
# prefix of, and its lines (comments left out) in the order they are written.
run "$(printf '%s\n' "${commands[@]}")" "${NEW_ARGS[@]}" --journal clean.zref
expect_rc 0 "the game typed without kills"
expect_err_empty "the game typed without kills"
run '' replay --format json clean.zref
expect_rc 0 "replay of the game typed without kills"
[ "$out" = "$(cat "$TRANSCRIPT_DIR/3-individuals.expected.json")" ] ||
    fail "the game typed without kills does not score as the transcript"
[ "$failures" -eq 0 ] || finish
IFS= read -r -d '' clean <clean.zref || true
clean_without_comment=${clean#*$'\n'}  # a journal resumed before its first line has no comment
expected=()  # without their checks: typed as the transcript has them
while IFS= read -r line; do
    [[ -z $line || $line == '#'* ]] || expected+=("$line")
done < <(journal_text clean.zref)
total=${#expected[@]}
setup_lines=0
while [ "${expected[$setup_lines]}" != begin ]; do setup_lines=$((setup_lines + 1)); done
setup_lines=$((setup_lines + 1))

# whole_lines FILE: how many whole command lines (not comments) FILE holds,
# in $whole; its bytes in $bytes.
whole_lines() {
    bytes=''
    [ -e "$1" ] && { IFS= read -r -d '' bytes <"$1" || true; }
    local rest=$bytes line
    whole=0
    while [[ $rest == *$'\n'* ]]; do
        line=${rest%%$'\n'*}
        rest=${rest#*$'\n'}
        [[ -z $line || $line == '#'* ]] || whole=$((whole + 1))
    done
}

# acked LINE: whether stdout (from byte $pos on) shows LINE typed and its
# ruling after it; moves $pos past the typed line.
acked() {
    local needle="> $1"$'\n' text='' rest before
    IFS= read -r -d '' text <"$session_out" || true
    rest=${text:pos}
    [[ $rest == *"$needle"?* ]] || return 1
    before=${rest%%"$needle"*}
    pos=$((pos + ${#before} + ${#needle}))
    return 0
}

# pause SECONDS: sleeps without starting a process (a read that times out on
# a fifo nobody writes to), so a kill can land within a millisecond.
mkfifo pause.fifo
exec 4<>pause.fifo
pause() { read -r -t "$1" -u 4 _ || true; }

# wait_acked LINE: waits (10 s at most) for LINE's ruling; fails when zref died.
wait_acked() {
    local deadline=$((SECONDS + 10))
    until acked "$1"; do
        kill -0 "$pid" 2>/dev/null || return 1
        [ "$SECONDS" -lt "$deadline" ] || return 1
        pause 0.001
    done
}

mkfifo in.fifo
kills=0 games=0 sessions=0 acked_total=0 raced=0 raced_acked=0 raced_unacked_kept=0 idle=0 early=0 torn_seen=0
start_time=$SECONDS

while [ "$kills" -lt "$KILLS" ]; do
    games=$((games + 1))
    J=game$games.zref
    acked_lines=0  # expected[0 .. acked_lines-1] were acknowledged and must be in the journal
    while :; do
        whole_lines "$J"
        [ "$whole" -lt "$total" ] || break
        sessions=$((sessions + 1))
        session_out=out.$sessions
        session_err=err.$sessions
        if [ -e "$J" ]; then
            next=$whole
            what="game $games, session $sessions (resume at line $next)"
            "$ZREF" resume "$J" >"$session_out" 2>"$session_err" <in.fifo &
        else
            next=$setup_lines
            what="game $games, session $sessions (new)"
            "$ZREF" "${NEW_ARGS[@]}" --journal "$J" >"$session_out" 2>"$session_err" <in.fifo &
        fi
        pid=$!
        exec 3>in.fifo  # returns once zref has opened the fifo (its output files first)
        pos=0
        racing=''
        plan=$((RANDOM % 8))
        if [ "$plan" -eq 0 ]; then
            # Killed while it starts: reading the journal, writing the setup.
            early=$((early + 1))
            printf -v delay '0.%03d' $((RANDOM % 60))
            pause "$delay"
        else
            # A few rulings, each waited for ...
            n=$((RANDOM % 12))
            while [ "$n" -gt 0 ] && [ "$next" -lt "$total" ]; do
                printf '%s\n' "${expected[$next]}" >&3
                if ! wait_acked "${expected[$next]}"; then
                    fail "$what: no ruling for '${expected[$next]}'"
                    break
                fi
                next=$((next + 1))
                acked_lines=$next
                acked_total=$((acked_total + 1))
                n=$((n - 1))
            done
            if [ "$plan" -eq 1 ] || [ "$next" -ge "$total" ]; then
                idle=$((idle + 1))  # ... then the kill while it waits for a line
            else
                # ... then one more line, and the kill while it is written
                # (reading, ruling and writing a line takes about a millisecond,
                # the fsync between 0.2 and a few ms), after 0 to 3 ms.
                racing=${expected[$next]}
                printf '%s\n' "$racing" >&3
                printf -v delay '0.%04d' $((RANDOM % 30))
                pause "$delay"
            fi
        fi
        kill -KILL "$pid" 2>/dev/null || true
        rc=0
        { wait "$pid"; } 2>/dev/null || rc=$?  # (bash would report "Killed")
        exec 3>&-
        kills=$((kills + 1))
        [ "$rc" -eq 137 ] || fail "$what: zref stopped by itself (status $rc) instead of being killed: $(cat "$session_err")"
        if [ -n "$racing" ]; then
            raced=$((raced + 1))
            if acked "$racing"; then
                raced_acked=$((raced_acked + 1))
                acked_lines=$((next + 1))
                acked_total=$((acked_total + 1))
            fi
        fi
        # The only message allowed: resume's warning about a torn last line.
        while IFS= read -r line; do
            if [[ $line == "zref: $J: the last line was cut off"*"and is dropped: '"* ]]; then
                torn_seen=$((torn_seen + 1))
            else
                fail "$what: unexpected message: $line"
            fi
        done <"$session_err"
        # On disk: a prefix of the game, holding every acknowledged line.
        whole_lines "$J"
        if [ -n "$bytes" ] && [[ $clean != "$bytes"* ]] && [[ $clean_without_comment != "$bytes"* ]]; then
            cp "$J" "$J.bad"
            fail "$what: the journal is not a prefix of the game typed without kills"
        fi
        # (A line written but killed before its ruling was shown may be kept.)
        if [ -n "$racing" ] && [ "$acked_lines" -eq "$next" ] && [ "$whole" -gt "$next" ]; then
            raced_unacked_kept=$((raced_unacked_kept + 1))
        fi
        if [ "$whole" -lt "$acked_lines" ]; then
            fail "$what: the journal holds $whole whole lines, but $acked_lines were acknowledged" \
                 "(the last: '${expected[$((acked_lines - 1))]}')"
        fi
        [ "$failures" -eq 0 ] || break 2
    done
    # The finished game: resume says so and stops cleanly, replay scores it
    # as the transcript.
    run 'quit
' resume "$J"
    expect_rc 0 "resume of finished game $games"
    expect_err_empty "resume of finished game $games"
    run '' replay --format json "$J"
    expect_rc 0 "replay of killed game $games"
    expect_err_empty "replay of killed game $games"
    [ "$out" = "$(cat "$TRANSCRIPT_DIR/3-individuals.expected.json")" ] ||
        fail "killed game $games does not score as the transcript"
    [ "$failures" -eq 0 ] || break
done

echo "kill_resume: $kills kills ($early while starting, $idle while waiting for a line, $raced while writing one," \
     "$raced_acked of those acknowledged before the kill and $raced_unacked_kept kept without a ruling shown)," \
     "$games games, $acked_total rulings checked," \
     "$torn_seen torn lines dropped by resume, $((SECONDS - start_time)) s"
[ "$kills" -ge "$KILLS" ] || fail "only $kills kills"
finish
