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
# tmux drives the interactive session in tests/cli/tmux_session.sh).
packages=(build-essential cmake pkg-config libcli11-dev libfmt-dev libtomlplusplus-dev catch2 libedit-dev mandoc chromium zsh fish dpkg-dev file tmux)

# shellcheck source=scripts/install_missing.sh
. scripts/install_missing.sh
install_missing "${packages[@]}"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo </dev/null
cmake --build build -j"$(nproc)" </dev/null

status=0
ctest --test-dir build --output-on-failure </dev/null || status=$?
exit "$status"
