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
# dpkg-shlibdeps and file give the .deb its dependencies and check it in
# tests/cli/install.sh;
# tmux drives the interactive session in tests/cli/tmux_session.sh; ninja-build,
# ccache and lld only make the build faster, see cmake/fast_build.cmake).
packages=(build-essential cmake pkg-config libcli11-dev libfmt-dev libtomlplusplus-dev catch2 libedit-dev mandoc chromium zsh fish dpkg-dev file tmux
          ninja-build ccache lld)

# shellcheck source=scripts/install_missing.sh
. scripts/install_missing.sh
install_missing "${packages[@]}"
# Ninja for a new build directory (it keeps both cores busy where make waits
# for each library); one configured before keeps its generator.
generator=()
if [ ! -f build/CMakeCache.txt ] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
fi
# RelWithDebInfo lightened to -O1 with line tables (-g1) where CMake's default
# is -O2 -g: half the compile time, and the tests that run zref itself
# (self-play, the bench fingerprint) take well under a second either way. The
# setting stays in build/'s cache, so scripts/play.sh builds the same.
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" </dev/null
cmake --build build -j"$(nproc)" </dev/null

# The entries are independent (each CLI test and each TempDir has its own
# temporary directory), so they run one per core.
status=0
ctest --test-dir build --output-on-failure -j"$(nproc)" </dev/null || status=$?
exit "$status"
