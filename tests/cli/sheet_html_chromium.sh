# The HTML score sheet of finished games, loaded in headless Chromium: the
# page renders to a non-trivial screenshot of the asked size, its DOM holds
# the charts (inline SVG) and the players' names, and printed it fills
# exactly one A4 page. Chromium (Debian package `chromium`) is required:
# without it this test fails, it does not skip (scripts/test.sh installs it).
here=$(cd "$(dirname "$0")" && pwd)
source "$here/_lib.sh"

transcripts=$here/../transcripts

what="the HTML score sheet"
source "$here/_chromium.sh"

check_page() { # JOURNAL A_NAME_AS_ESCAPED_IN_HTML
    local journal=$1 name=$2 base
    base=$(basename "$journal" .zref)
    cp "$journal" "$base.zref"
    run '' sheet "$base.zref" --format html --output "$base.html"
    expect_rc 0 "$base: sheet --format html --output"
    [ -s "$base.html" ] || { fail "$base: no HTML written"; return; }

    # Screenshot: exists, more than 10 KB, 1200 x 1600 as asked, a PNG.
    chromium --screenshot="$WORK/$base.png" --window-size=1200,1600 "file://$WORK/$base.html" >/dev/null || true
    if [ ! -f "$base.png" ]; then
        fail "$base: chromium wrote no screenshot (see below)"
        cat "$WORK/chromium.log" >&2
        return
    fi
    [ "$(od -An -c -j1 -N3 "$base.png" | tr -d ' ')" = "PNG" ] || fail "$base: the screenshot is not a PNG"
    local bytes
    bytes=$(stat -c %s "$base.png")
    [ "$bytes" -gt 10240 ] || fail "$base: the screenshot is only $bytes bytes: the page looks empty"
    [ "$(png_size "$base.png")" = "1200 1600" ] || fail "$base: screenshot is $(png_size "$base.png"), expected 1200 1600"

    # The DOM after rendering: both charts, their lines, the table, the names.
    local dom
    dom=$(chromium --dump-dom "file://$WORK/$base.html" || true)
    [[ $dom == *'<svg class="chart" id="totals-chart"'* ]] || fail "$base: the DOM has no totals chart <svg>"
    [[ $dom == *'<svg class="chart" id="skulls-chart"'* ]] || fail "$base: the DOM has no skulls chart <svg>"
    [[ $dom == *'<polyline'* ]] || fail "$base: the totals chart has no lines"
    [[ $dom == *'<table class="sheet"'* ]] || fail "$base: the DOM has no score table"
    [[ $dom == *"$name"* ]] || fail "$base: the DOM does not name $name"
    [[ $dom == *'id="winners"'* ]] || fail "$base: the DOM names no winner"

    # Printed (the page's own @page rule): one A4 page.
    chromium --print-to-pdf="$WORK/$base.pdf" --no-pdf-header-footer "file://$WORK/$base.html" >/dev/null || true
    if [ -f "$base.pdf" ]; then
        local pages
        pages=$(grep -a -c -E '/Type /Page([^s]|$)' "$base.pdf" || true)
        [ "$pages" -eq 1 ] || fail "$base: printed on $pages pages, expected one A4 page"
        grep -a -q -E '/MediaBox \[0 0 59[45](\.[0-9]+)? 84[12](\.[0-9]+)?\]' "$base.pdf" ||
            fail "$base: the printed page is not A4 ($(grep -a -o '/MediaBox \[[^]]*\]' "$base.pdf" | head -n 1))"
    else
        fail "$base: chromium printed no PDF"
    fi
}

check_page "$transcripts/teams-of-4.zref" "Ben &amp; Dee"
check_page "$transcripts/5-individuals.zref" "Eve"
check_page "$transcripts/teams-of-6.zref" "Ana &amp; Dee"

if [ "$failures" -gt 0 ] && [ -s "$WORK/chromium.log" ]; then
    echo "--- chromium said:" >&2
    tail -n 20 "$WORK/chromium.log" >&2
fi
finish
