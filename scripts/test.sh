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
# renders the HTML score sheet and board in tests/cli/sheet_html_chromium.sh
# and board_chromium.sh; zsh and
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
# shellcheck source=scripts/configure_build.sh
. scripts/configure_build.sh
configure_build "$root"
cmake --build build -j"$(nproc)" </dev/null

# The entries are independent (each CLI test and each TempDir has its own
# temporary directory), so they run one per core.
status=0
ctest --test-dir build --output-on-failure -j"$(nproc)" </dev/null || status=$?
exit "$status"
