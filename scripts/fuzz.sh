#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/) with clang, address and
# undefined-behaviour sanitizers in build-fuzz, seeds each from the tests'
# own files and runs each for SECONDS (default 60), as many at a time as there
# are cores.
#
#   bash scripts/fuzz.sh [SECONDS] [BUILD-DIR]
#
# BUILD-DIR (default build-fuzz) may be a directory configured before with
# -DZREF_FUZZ=ON, tests and all (CI's sanitizer build, build-asan): then only
# the fuzz targets are built there, if they are not yet.
# Prints one line per target (runs, coverage, crashes) and exits non-zero
# when any target found a crash, a sanitizer report, a leak or a slow input
# (over 25 s: generous, as the machine may be shared); the input is kept in
# build-fuzz/artifacts/TARGET/ and the target's log in
# build-fuzz/logs/TARGET.log. Run a kept input again with
#   build-fuzz/fuzz/fuzz_TARGET build-fuzz/artifacts/TARGET/crash-...
set -euo pipefail

seconds=${1:-60}
out=${2:-build-fuzz}
case "$seconds" in '' | *[!0-9]*) echo "usage: bash scripts/fuzz.sh [SECONDS] [BUILD-DIR]" >&2; exit 2 ;; esac

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# libFuzzer and the sanitizers' runtimes come with clang (libclang-rt-14-dev);
# the rest is what zref's libraries build with.
packages=(clang libclang-rt-14-dev build-essential cmake pkg-config libcli11-dev libfmt-dev libtomlplusplus-dev libedit-dev
          ninja-build ccache lld)
# shellcheck source=scripts/install_missing.sh
. scripts/install_missing.sh
install_missing "${packages[@]}"

targets=(command_line journal_loader toml_loaders)
# -O2 as before with line tables only (-gline-tables-only, where RelWithDebInfo
# has full -g): a report still names file and line, and the build takes some
# 15% less. Ninja, as in scripts/test.sh, for a new build directory.
generator=()
if [ ! -f "$out/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
fi
if grep -q '^ZREF_FUZZ:BOOL=ON' "$out/CMakeCache.txt" 2>/dev/null; then
    :  # configured for fuzzing already (build-asan in CI): keep its settings
else
    cmake -S . -B "$out" "${generator[@]}" -DZREF_FUZZ=ON -DZREF_TESTS=OFF -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG" </dev/null >/dev/null
fi
cmake --build "$out" -j"$(nproc)" --target "${targets[@]/#/fuzz_}" </dev/null

# Seeds, made afresh from the tests' files each run. A leading byte picks the
# table (command_line) or the loader (toml_loaders); see the targets.
seed() {  # seed TARGET NAME SELECTOR-BYTE FILE...: the byte, then the files
    local dir="$out/seeds/$1" name=$2 byte=$3
    shift 3
    { [ -z "$byte" ] || printf "\\x$byte"; cat "$@"; } >"$dir/$name"
}
rm -rf "$out/seeds"
for t in "${targets[@]}"; do mkdir -p "$out/seeds/$t" "$out/corpus/$t" "$out/artifacts/$t" "$out/logs"; done

typed=$(mktemp)
trap 'rm -f "$typed"' EXIT
# Lines a typist enters besides a transcript's: shorthand, quoting, meta commands.
cat >"$typed" <<'LINES'
k7
knight 7
Pr3
frog
2
"Red Riding Hood"
bid "Ana" 3 # a comment
undo
edit 1 players Ana Ben Cai Dee
edit 99999999999999999999 x
help
5 head above
8 remove 8
take Ana 8 1
leg Cai Ana
stand Ana
q7
7
pr3 only-princes
play "Cai Li" f2
requests Ana -10
requests Ben 3
deal Ana tomato stinky
draw 2 tomato
battle Ben rabbit
defend none
attack the-showman the-showgirls
blurtini Ana
play bloody-battle Cai
block Ben ultra
no block
take Ben rabbit
card "Wild Boar" battle attack 4 defence 2
winner shared
combined on
deck 80
use boat pirate
use chest sensei ninja
use internal-conflict Ben pirate
use butterfingers Ben brains
play brains Ben
discard 2
draw end-game
redraw end-game
draw Ben 1 end-game
pass Ben Ana 1
lose Ben ninja
card "Pirate Hat" object pirate 3 ninja -2
end
LINES
# Whole transcripts for the journal; for typed lines a short stretch of each
# (its setup for a fresh table, its first bids and plays for the others),
# since each input replays its lines from a fresh table.
for f in tests/transcripts/*.zref tests/transcripts/bowling/*.zref tests/transcripts/rebel-princess/*.zref; do
    n=$(basename "$f" .zref)
    seed journal_loader "$n" "" "$f"
    case "$f" in
        */bowling/*) tables=(04 05 06) ;;
        */rebel-princess/*) tables=(07 08 09) ;;
        *) tables=(00 01 02 03) ;;
    esac
    seed command_line "setup-${tables[0]}-$n" "${tables[0]}" <(grep -v '^#' "$f" | head -n 12)
    for s in "${tables[@]:1}"; do seed command_line "play-$s-$n" "$s" <(grep -v '^#' "$f" | sed -n '10,30p'); done
done
for s in 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d; do seed command_line "typed-$s" "$s" "$typed"; done
for f in tests/transcripts/zombie-paella/*.zref; do
    [ -e "$f" ] || continue
    n=paella-$(basename "$f" .zref)
    seed journal_loader "$n" "" "$f"
    seed command_line "setup-0a-$n" 0a <(grep -v '^#' "$f" | head -n 12)
    seed command_line "play-0b-$n" 0b <(grep -v '^#' "$f" | sed -n '10,40p')
done
for f in tests/transcripts/zombie-ninja-pirates/*.zref; do
    [ -e "$f" ] || continue
    n=znp-$(basename "$f" .zref)
    seed journal_loader "$n" "" "$f"
    seed command_line "setup-0c-$n" 0c <(grep -v '^#' "$f" | head -n 12)
    seed command_line "play-0d-$n" 0d <(grep -v '^#' "$f" | sed -n '8,40p')
done
seed toml_loaders zombie-princess 00 games/zombie-princess.toml
seed toml_loaders bowling-for-zombies 01 games/bowling-for-zombies.toml
seed toml_loaders config 02 <(sed -n 's/^\/\/   //p' src/store/config.h)
for f in configs/*.toml; do seed toml_loaders "preset-$(basename "$f" .toml)" 03 "$f"; done
seed toml_loaders rebel-princess 04 games/rebel-princess.toml
seed toml_loaders zombie-paella 05 games/zombie-paella.toml
seed toml_loaders zombie-ninja-pirates 06 games/zombie-ninja-pirates.toml

# The targets run side by side, as many at a time as there are cores, each
# on a core of its own for its SECONDS: on two cores the three take two
# turns of SECONDS instead of three, with the same time each.
fuzz_one() {  # fuzz_one TARGET: runs it, keeps its exit status in logs/TARGET.rc
    local t=$1 rc=0
    # The first directory collects what the run finds; the seeds are only read.
    nice "$out/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$t/" "$out/corpus/$t" "$out/seeds/$t" </dev/null >"$out/logs/$t.log" 2>&1 || rc=$?
    echo "$rc" >"$out/logs/$t.rc"
}
cores=$(nproc)
for t in "${targets[@]}"; do
    rm -f "$out/artifacts/$t"/* "$out/logs/$t.rc"
    while [ "$(jobs -rp | wc -l)" -ge "$cores" ]; do wait -n || true; done
    fuzz_one "$t" &
done
wait

status=0
for t in "${targets[@]}"; do
    log="$out/logs/$t.log"
    rc=$(cat "$out/logs/$t.rc" 2>/dev/null || echo "?")
    runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -n 1)
    [ -n "$runs" ] || runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    crashes=$(find "$out/artifacts/$t" -type f | wc -l)
    echo "fuzz: $t: ${seconds}s, ${runs:-?} runs, coverage ${cov:-?} edges, $crashes crashes"
    if [ "$rc" != 0 ] || [ "$crashes" -ne 0 ]; then
        status=1
        echo "fuzz: $t failed (exit status $rc); from $log:" >&2
        grep -E -A 30 '^==[0-9]+==ERROR|runtime error|ALARM|Test unit written' "$log" | head -n 60 >&2 || tail -n 40 "$log" >&2
    fi
done
exit "$status"
