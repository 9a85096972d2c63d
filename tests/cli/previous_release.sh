# Journals written by the release before the game registry (zref 1.x at
# commit a7a82e3), kept byte for byte as that zref wrote them in
# tests/fixtures/previous-release/: finished and unfinished games of both
# games. Each replays to the receipts and sheet that release printed
# (NAME.replay) and gives the JSON sheet it gave (NAME.json), with the
# wording changed since: a bid made by paying skulls is marked ('*' and
# "paid"), and one Hourglass Leader is not "Leader(s)";
# an unfinished one resumes where it stopped.
SRC=$(cd "$(dirname "$0")/../.." && pwd)
source "$(dirname "$0")/_lib.sh"
FIX=$SRC/tests/fixtures/previous-release

found=0
for journal in "$FIX"/*.zref; do
    name=$(basename "$journal" .zref)
    found=$((found + 1))
    cp "$journal" "$WORK/$name.zref"

    run '' replay "$WORK/$name.zref"
    expect_rc 0 "$name: replay"
    printf '%s\n' "$out" | sed "s|$WORK/||g" >"$WORK/$name.replay.now"
    diff -u "$FIX/$name.replay" "$WORK/$name.replay.now" >&2 || fail "$name: replay differs from the previous release's"

    run '' sheet "$WORK/$name.zref" --format json
    expect_rc 0 "$name: sheet --format json"
    printf '%s\n' "$out" >"$WORK/$name.json.now"
    diff -u "$FIX/$name.json" "$WORK/$name.json.now" >&2 || fail "$name: JSON sheet differs from the previous release's"

    case $name in *-unfinished)
        # Resuming reads the journal and waits for the next entry; end of
        # input leaves it as it was.
        run '' resume "$WORK/$name.zref"
        expect_rc 0 "$name: resume"
        cmp -s "$journal" "$WORK/$name.zref" || fail "$name: resume with no input changed the journal"
        ;;
    esac
done
[ "$found" -ge 4 ] || fail "expected at least 4 journals in $FIX, found $found"

finish
