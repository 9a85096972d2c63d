#!/usr/bin/env bash
# Installs what is missing, builds zref with profile-guided optimisation and
# runs `zref bench` with it: the speed a release build of the engine reaches.
#
#   bash scripts/bench.sh                 # zref bench's defaults (200 games)
#   bash scripts/bench.sh --games 1000    # any zref bench option
#
# Two builds of zref in build-pgo (see ZREF_PGO in CMakeLists.txt): an
# instrumented one plays zref bench's own 2,000 seeded games (both passes and
# the journal replay) to record its hot paths, then zref is rebuilt with that
# record. The optimisation changes no ruling: zref bench prints the same rules
# fingerprint and checks its sheets as always. Works from any directory; every
# run builds twice (some ten minutes on two cores), as both builds compile
# every file with their own options.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
dir="$root/build-pgo"

# Debian packages zref needs to build (the tests are not built here).
packages=(build-essential cmake pkg-config libcli11-dev libfmt-dev libtomlplusplus-dev libedit-dev)

# shellcheck source=scripts/install_missing.sh
. "$root/scripts/install_missing.sh"
install_missing "${packages[@]}"

build() {  # build GENERATE|USE
    cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZREF_TESTS=OFF -DZREF_PGO="$1" \
        -DZREF_PGO_DIR="$dir/pgo-profile" </dev/null >/dev/null
    cmake --build "$dir" -j"$(nproc)" --target zref </dev/null >&2
}

echo "== instrumented build and training run (build-pgo)" >&2
build GENERATE
rm -rf "$dir/pgo-profile"  # counts add up across runs: start from none
"$dir/zref" bench --games 2000 --spawns 1 </dev/null >/dev/null

echo "== optimised build (build-pgo)" >&2
build USE

"$dir/zref" bench "$@"
