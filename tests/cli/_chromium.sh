# Headless Chromium for the tests that render zref's HTML pages. Source after
# _lib.sh with $what naming the page ("the HTML score sheet"). Chromium
# (Debian package `chromium`) is required: without it the test fails, it does
# not skip (scripts/test.sh installs it).

# $CHROMIUM may name another build; by default the Debian package's.
chromium_bin=
for c in ${CHROMIUM:-/usr/bin/chromium chromium}; do
    if command -v "$c" >/dev/null 2>&1; then
        chromium_bin=$(command -v "$c")
        break
    fi
done
if [ -z "$chromium_bin" ]; then
    echo "FAIL: chromium is not installed (looked for: ${CHROMIUM:-/usr/bin/chromium chromium})." >&2
    echo "      This test renders $what in headless Chromium and cannot be skipped." >&2
    echo "      Install it with 'apt-get install chromium' (bash scripts/test.sh installs it)." >&2
    exit 1
fi

# chromium ARGS...: headless, offline, with a fresh profile; its own chatter
# goes to chromium.log, shown when a check fails.
chromium() {
    local profile
    profile=$(mktemp -d "$WORK/profile.XXXXXX")
    timeout 120 "$chromium_bin" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" "$@" 2>>"$WORK/chromium.log"
}

# png_size FILE: "WIDTH HEIGHT" from the PNG header (IHDR).
png_size() {
    local b
    read -r -a b <<<"$(od -An -tu1 -j16 -N8 "$1")"
    [ ${#b[@]} -eq 8 ] || { echo "0 0"; return; }
    echo "$(((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3])) $(((b[4] << 24) | (b[5] << 16) | (b[6] << 8) | b[7]))"
}
