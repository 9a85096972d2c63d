#!/usr/bin/env bash
# Installs what is missing, builds zref and runs every test (unit, rule,
# transcript and command-line golden tests) with CTest.
#
#   bash scripts/test.sh
#
# Works from any directory; exits with CTest's status.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Debian packages zref needs to build, test and show its man page (chromium
# renders the HTML score sheet in tests/cli/sheet_html_chromium.sh; zsh and
# fish check the shell completions in tests/cli/completions.sh; dpkg-dev's
# dpkg-shlibdeps gives the .deb its dependencies in tests/cli/install.sh;
# tmux drives the interactive session in tests/cli/tmux_session.sh).
packages=(build-essential cmake pkg-config libcli11-dev libfmt-dev libtomlplusplus-dev catch2 libedit-dev mandoc chromium zsh fish dpkg-dev tmux)

install_missing() {
    local missing=() p
    if ! command -v dpkg >/dev/null 2>&1; then
        echo "zref: not a Debian system (no dpkg): make sure these are installed: ${packages[*]}" >&2
        return 0
    fi
    for p in "${packages[@]}"; do
        # grep reads all of dpkg's output (no -q), so pipefail never sees a SIGPIPE.
        dpkg -s "$p" 2>/dev/null | grep -x 'Status: install ok installed' >/dev/null || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local as_root=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            as_root=(sudo)
        else
            echo "zref: missing packages (${missing[*]}); run this as root or install sudo" >&2
            exit 1
        fi
    fi
    echo "zref: installing ${missing[*]}" >&2
    "${as_root[@]}" apt-get update </dev/null
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
}

install_missing
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo </dev/null
cmake --build build -j"$(nproc)" </dev/null

status=0
ctest --test-dir build --output-on-failure </dev/null || status=$?
exit "$status"
