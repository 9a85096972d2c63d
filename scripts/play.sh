#!/usr/bin/env bash
# Installs what is missing, builds zref and starts the referee.
#
#   bash scripts/play.sh                  # the default table: 4 players, Round cards a b c d
#   bash scripts/play.sh new --preset teams-of-4
#   bash scripts/play.sh resume FILE      # any zref command line works
#
# Works from any directory. Arguments go to zref unchanged and are read from
# the directory you ran this from, so relative journal paths mean what you expect.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)

# Debian packages zref needs to build, test and show its man page.
packages=(build-essential cmake pkg-config libcli11-dev libfmt-dev libtomlplusplus-dev catch2 libedit-dev mandoc)

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
    # </dev/null: keep piped input for zref itself, never for apt.
    "${as_root[@]}" apt-get update </dev/null
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
}

build() {
    cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo </dev/null
    cmake --build "$root/build" -j"$(nproc)" </dev/null
}

install_missing
build >&2
exec "$root/build/zref" "$@"
