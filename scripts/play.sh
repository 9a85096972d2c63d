#!/usr/bin/env bash
# Installs what is missing, builds the zref program (not its tests) and
# starts the referee.
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
# ninja-build, ccache and lld only make the build faster (cmake/fast_build.cmake).
packages=(build-essential cmake pkg-config libcli11-dev libfmt-dev libtomlplusplus-dev catch2 libedit-dev mandoc
          ninja-build ccache lld)

# shellcheck source=scripts/install_missing.sh
. "$root/scripts/install_missing.sh"

# shellcheck source=scripts/configure_build.sh
. "$root/scripts/configure_build.sh"

build() {
    configure_build "$root"
    cmake --build "$root/build" --target zref -j"$(nproc)" </dev/null
}

install_missing "${packages[@]}"
build >&2
exec "$root/build/zref" "$@"
