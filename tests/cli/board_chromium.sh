# The room's score board (--board FILE) in headless Chromium at a TV's
# 1920 x 1080: for a game in play, a finished Teams game and a Bowling game
# the page renders to a non-blank screenshot of that size, and its DOM after
# rendering holds the standings with every name. Chromium (Debian package
# `chromium`) is required, as for sheet_html_chromium.sh: without it this
# test fails, it does not skip (scripts/test.sh installs it).
here=$(cd "$(dirname "$0")" && pwd)
source "$here/_lib.sh"

transcripts=$here/../transcripts

what="the HTML score board"
source "$here/_chromium.sh"

check_board() { # BOARD.html NAME_AS_ESCAPED_IN_HTML...
    local page=$1 base
    shift
    base=$(basename "$page" .html)
    [ -s "$page" ] || { fail "$base: no board written"; return; }

    # Screenshot at a TV's size: exists, a PNG, 1920 x 1080, more than 10 KB
    # (a blank black page compresses to far less).
    chromium --screenshot="$WORK/$base.png" --window-size=1920,1080 "file://$WORK/$page" >/dev/null || true
    if [ ! -f "$base.png" ]; then
        fail "$base: chromium wrote no screenshot (see below)"
        cat "$WORK/chromium.log" >&2
        return
    fi
    [ "$(od -An -c -j1 -N3 "$base.png" | tr -d ' ')" = "PNG" ] || fail "$base: the screenshot is not a PNG"
    [ "$(png_size "$base.png")" = "1920 1080" ] || fail "$base: screenshot is $(png_size "$base.png"), expected 1920 1080"
    local bytes
    bytes=$(stat -c %s "$base.png")
    [ "$bytes" -gt 10240 ] || fail "$base: the screenshot is only $bytes bytes: the board looks blank"

    # The DOM after rendering: the standings table, a row per name.
    local dom name
    dom=$(chromium --dump-dom "file://$WORK/$page" || true)
    [[ $dom == *'<table id="standings"'* ]] || fail "$base: the DOM has no standings table"
    for name in "$@"; do
        [[ $dom == *"<td class=\"name\">$name</td>"* ]] || fail "$base: the standings do not name $name"
    done
}

# A game in play: bids made, the first trick begun.
run '2
5
4
' new --players 'Ana,B<e>n,Cai' --seed 7 --journal zp.zref --board zp.html
expect_rc 0 "new --board"
check_board zp.html Ana 'B&lt;e&gt;n' Cai

# A finished Teams game: the winner picked out.
cp "$transcripts/teams-of-4.zref" t4.zref
run '' resume t4.zref --board t4.html
expect_rc 0 "resume --board"
check_board t4.html 'Ben &amp; Dee' 'Ana &amp; Cai'
dom=$(chromium --dump-dom "file://$WORK/t4.html" || true)
[[ $dom == *'<tr class="leading"><td class="place">1</td><td class="name">Ben &amp; Dee</td>'* ]] ||
    fail "t4: the winner is not first and picked out"

# Bowling for Zombies!!!, High and Low, finished: the long scores in two lines.
cp "$transcripts/bowling/high-low-3.zref" hl.zref
run '' resume hl.zref --board hl.html
expect_rc 0 "bowling resume --board"
check_board hl.html Ana Ben Cai

if [ "$failures" -gt 0 ] && [ -s "$WORK/chromium.log" ]; then
    echo "--- chromium said:" >&2
    tail -n 20 "$WORK/chromium.log" >&2
fi
finish
