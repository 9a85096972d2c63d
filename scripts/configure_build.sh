# Sourced by scripts/play.sh and test.sh: configure_build configures build/
# the same way for both, so that a test run after play.sh reuses its objects.
#
# Ninja for a new build directory (it keeps both cores busy where make waits
# for each library); one configured before keeps its generator.
# RelWithDebInfo lightened to -O1 with line tables (-g1) where CMake's default
# is -O2 -g: half the compile time, and the tests that run zref itself
# (self-play, the bench fingerprint) take well under a second either way.
configure_build() {
    local root=$1 generator=()
    if [ ! -f "$root/build/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then
        generator=(-G Ninja)
    fi
    cmake -S "$root" -B "$root/build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" </dev/null
}
